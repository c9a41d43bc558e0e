import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { mulberry32 } from '../seeded-random';
import { cardNames, parseCards, shuffledDeck } from './cards';
import { against, handTotal, isNatural, lucky9, lucky9Odds, lucky9Payout, lucky9Return, type Lucky9State } from './lucky9';
import { IllegalMove } from './table';

const cards = (names: string) => parseCards(names.split(' '));

/** A table whose deck holds the named cards on top, in dealing order (player, seats, banker, twice; then the draws). */
function table(top: string, others = 2): Lucky9State {
  const deck = cards(top);
  const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => !deck.includes(c));
  const state: Lucky9State = { game: 'lucky-9', stake: 1000, deck: [...deck, ...rest], next: 0, hands: [] };
  for (let seat = 0; seat < others + 2; seat++) state.hands.push([]);
  for (let round = 0; round < 2; round++) for (const hand of state.hands) hand.push(state.deck[state.next++]!);
  return state;
}

describe('Lucky 9 counting', () => {
  it('counts the last digit of the points: A 1, 2-9 their value, 10 and faces 0', () => {
    expect(handTotal(cards('AS 8D'))).toBe(9);
    expect(handTotal(cards('KS QD'))).toBe(0);
    expect(handTotal(cards('7C 8H'))).toBe(5);
    expect(handTotal(cards('7C 8H 6D'))).toBe(1);
    expect(handTotal(cards('TC 9H JD'))).toBe(9);
  });

  it('takes only a two-card 9 as a natural, which beats a three-card 9; equal totals push', () => {
    expect(isNatural(cards('TC 9H'))).toBe(true);
    expect(isNatural(cards('TC 9H JD'))).toBe(false);
    expect(against(cards('4C 5D'), cards('2C 3D 4H'))).toBe('win');
    expect(against(cards('2C 3D 4H'), cards('4C 5D'))).toBe('lose');
    expect(against(cards('4C 5D'), cards('TH 9S'))).toBe('push');
    expect(against(cards('7C 8H'), cards('2D 3S'))).toBe('push');
    expect(against(cards('7C KH'), cards('2D 4S'))).toBe('win');
  });

  it('pays a win the pot (twice the stake) less the 5% rake in whole centavos, and gives a tie its stake back', () => {
    expect(lucky9Payout('win', 10_000)).toBe(19_000);
    expect(lucky9Payout('win', 100)).toBe(190);
    expect(lucky9Payout('push', 10_000)).toBe(10_000);
    expect(lucky9Payout('lose', 10_000)).toBe(0);
  });
});

describe('a Lucky 9 deal', () => {
  it('comes from the deck the seeds shuffle, dealt one card at a time from the player to the banker', () => {
    const step = lucky9.deal(fairStream('server-seed', 'client-seed'), 1000);
    const random = fairStream('server-seed', 'client-seed');
    const others = 2 + Math.floor(random() * 3);
    const seats = others + 2;
    const deck = shuffledDeck(random, 3 * seats);
    const hand = cardNames([deck[0]!, deck[seats]!]);
    if (step.done) expect((step.result as { seats: { cards: string[] }[] }).seats[0]!.cards.slice(0, 2)).toEqual(hand);
    else {
      expect(step.view).toMatchObject({ hand, seats: Array.from({ length: seats - 1 }, () => ({ count: 2 })), actions: ['draw', 'stand'] });
      expect(step.state.deck).toEqual(deck);
    }
  });

  it('ends at once on a natural, the player’s or the banker’s, before anyone draws', () => {
    type Seats = { seats: { cards: string[]; natural: boolean }[] };
    const deals = Array.from({ length: 200 }, (_, i) => lucky9.deal(fairStream('server-seed', `client-${i}`), 1000));
    const ended = deals.filter((step) => step.done).map((step) => (step.done ? (step.result as Seats) : null)!);
    const player = ended.find((r) => r.seats[0]!.natural && !r.seats[r.seats.length - 1]!.natural)!;
    const banker = ended.find((r) => r.seats[r.seats.length - 1]!.natural)!;
    expect(player.seats[0]!.cards).toHaveLength(2);
    expect(banker.seats.every((seat) => seat.cards.length === 2)).toBe(true);
    // Every other deal waits for the player, who holds no natural and faces none.
    for (const step of deals) if (!step.done) expect(isNatural(step.state.hands[0]!)).toBe(false);
  });

  it('draws the player a third card on "draw", then the seats and the banker on 5 or less, and settles', () => {
    // Player 2C 3C = 5; seat 1 KD 4D = 4 (draws); seat 2 8S KS = 8 (stands); banker 6H QH = 6 (stands). Then 3S, 2H.
    const state = table('2C KD 8S 6H 3C 4D KS QH 3S 2H');
    const end = lucky9.act(state, { action: 'draw' });
    expect(end.done).toBe(true);
    if (!end.done) return;
    const result = end.result as { outcome: string; seats: { cards: string[]; total: number; outcome: string | null }[] };
    expect(result.seats.map((s) => s.cards)).toEqual([
      ['2C', '3C', '3S'],
      ['KD', '4D', '2H'],
      ['8S', 'KS'],
      ['6H', 'QH'],
    ]);
    expect(result.seats.map((s) => s.total)).toEqual([8, 6, 8, 6]);
    expect(result.outcome).toBe('win');
    expect(end.win).toBe(1900);
  });

  it('lets the player stand, and refuses any other move', () => {
    const state = table('2C KD 8S 6H 3C 4D KS QH 3S 2H');
    expect(() => lucky9.act(structuredClone(state), { action: 'pass' })).toThrow(IllegalMove);
    expect(() => lucky9.act(structuredClone(state), { action: 'draw', cards: ['3S'] })).toThrow(IllegalMove);
    const end = lucky9.act(state, { action: 'stand' });
    // 5 against the banker's 6 (seat 1 took the 3S this time).
    expect(end).toMatchObject({ done: true, win: 0, result: { outcome: 'lose' } });
  });

  it('plays an abandoned hand by the house rule', () => {
    const low = lucky9.finish(table('2C KD 8S 6H 3C 4D KS QH 3S 2H'));
    expect((low.result as { seats: { cards: string[] }[] }).seats[0]!.cards).toEqual(['2C', '3C', '3S']);
    const high = lucky9.finish(table('2C KD 8S 6H 4C 4D KS QH 3S 2H'));
    expect((high.result as { seats: { cards: string[] }[] }).seats[0]!.cards).toEqual(['2C', '4C']);
  });
});

describe('the Lucky 9 return', () => {
  it('is exact by enumeration: playing the house rule, the player wins exactly as often as the banker', () => {
    const odds = lucky9Odds();
    expect(odds.deals).toBe(52 * 51 * 50 * 49 * 48 * 47);
    expect(odds.wins + odds.pushes + odds.losses).toBe(odds.deals);
    expect(odds.wins).toBe(odds.losses);
    // So the return is 1 less the rake's share: 5% of the 2x pot on the wins.
    expect(lucky9Return(odds)).toBeCloseTo(1 - (0.05 * 2 * odds.wins) / odds.deals, 12);
    expect(lucky9Return(odds)).toBeCloseTo(0.955049, 6);
  });

  it('lands within 0.005 of it over 1,000,000 seeded rounds (about 5 standard errors)', () => {
    const random = mulberry32(20_260_509);
    const rounds = 1_000_000;
    let won = 0;
    for (let i = 0; i < rounds; i++) {
      const step = lucky9.deal(random, 100);
      won += step.done ? step.win : lucky9.finish(step.state).win;
    }
    expect(Math.abs(won / (rounds * 100) - lucky9Return())).toBeLessThan(0.005);
  });
});
