import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { mulberry32 } from '../seeded-random';
import { simulateSymmetricReturn } from './simulate';
import { cardNames, parseCards, shuffledDeck, THREE_OF_CLUBS, type Card } from './cards';
import { pusoyBotPlay } from './pusoy-bot';
import { legalPlays, play, type PusoyState } from './pusoy-dos';
import { pusoyDos } from './pusoy-game';
import { allCombos, beats, classify, combosOfSize } from './pusoy-hands';
import { IllegalMove } from './table';

const cards = (names: string) => parseCards(names.split(' '));
const kind = (names: string) => classify(cards(names))?.kind ?? null;
const beat = (a: string, b: string) => beats(classify(cards(a))!, classify(cards(b))!);

/** A table mid-game: the hands as named, seat `turn` to move, the pile as given. */
function table(hands: string[], turn: number, pile: { seat: number; cards: string } | null = null): PusoyState {
  return {
    game: 'pusoy-dos',
    stake: 1000,
    hands: hands.map((h) => (h ? cards(h).sort((a, b) => a - b) : [])),
    turn,
    pile: pile && { seat: pile.seat, cards: cards(pile.cards) },
    passes: 0,
    opening: false,
    log: [],
    winner: null,
  };
}

describe('Pusoy Dos combinations', () => {
  it('orders singles by rank, 3 lowest and 2 highest, then by suit: clubs, spades, hearts, diamonds', () => {
    expect(beat('2C', 'AD')).toBe(true);
    expect(beat('4C', '3D')).toBe(true);
    expect(beat('3S', '3C')).toBe(true);
    expect(beat('3H', '3S')).toBe(true);
    expect(beat('3D', '3H')).toBe(true);
    expect(beat('2D', '2H')).toBe(true);
    expect(beat('3C', '3S')).toBe(false);
  });

  it('orders pairs and triples by rank, a pair of one rank by its higher suit', () => {
    expect(kind('7C 7D')).toBe('pair');
    expect(kind('7C 8C')).toBeNull();
    expect(beat('7S 7D', '7C 7H')).toBe(true);
    expect(beat('8C 8S', '7H 7D')).toBe(true);
    expect(kind('9C 9S 9D')).toBe('triple');
    expect(beat('TC TS TH', '9C 9S 9D')).toBe(true);
  });

  it('names the five-card hands and ranks them straight < flush < full house < four < straight flush', () => {
    expect(kind('3C 4D 5H 6S 7C')).toBe('straight');
    expect(kind('TC JD QH KS AC')).toBe('straight');
    expect(kind('JD QH KS AC 2C')).toBeNull(); // a 2 takes no part in a straight
    expect(kind('AC 2D 3H 4S 5C')).toBeNull();
    expect(kind('3H 8H JH KH 2H')).toBe('flush');
    expect(kind('5C 5D 5H 9S 9C')).toBe('full-house');
    expect(kind('9C 9D 9H 9S 3C')).toBe('four');
    expect(kind('4S 5S 6S 7S 8S')).toBe('straight-flush');
    expect(kind('3C 3D 4H 4S 5C')).toBeNull(); // no two pairs
    expect(kind('3C 4C 5C 6C')).toBeNull(); // nor four cards
    expect(beat('3H 8H JH KH 2H', 'TC JD QH KS AD')).toBe(true);
    expect(beat('3C 3D 3H 4S 4C', '3H 8H JH KH 2H')).toBe(true);
    expect(beat('3C 3D 3H 3S 4C', '2C 2D 2H AS AC')).toBe(true);
    expect(beat('3S 4S 5S 6S 7S', '2C 2D 2H 2S AC')).toBe(true);
    // Within a kind: straights by their top card (rank, then suit), full houses by their triple.
    expect(beat('4C 5D 6H 7S 8C', '3D 4D 5H 6S 7D')).toBe(true);
    expect(beat('3C 4D 5H 6S 7D', '3D 4H 5S 6C 7C')).toBe(true);
    expect(beat('6C 6D 6H 3S 3C', '5C 5D 5H AS AC')).toBe(true);
    // Only plays of the same size compare.
    expect(beat('2D', '3C 3D')).toBe(false);
  });

  it('finds every play a hand holds', () => {
    const combos = allCombos(cards('3C 3D 3H 4S 5C 6D 7H'));
    const of = (k: string) => combos.filter((c) => c.kind === k).length;
    expect(of('single')).toBe(7);
    expect(of('pair')).toBe(3);
    expect(of('triple')).toBe(1);
    expect(of('straight')).toBe(3); // 3-4-5-6-7 with any of the three 3s
    expect(of('full-house')).toBe(0);
    for (const combo of combos) expect(classify(combo.cards)).toEqual(combo);
  });

  it('lists the same five-card hands as trying every five cards of the hand', () => {
    const random = mulberry32(5);
    const hands = [cards('3C 4C 5C 6C 7C 8C 9C TC JC'), cards('3C 3D 3H 4S 4C 4D 5H 5S 6C 6D 7H 7S 8C')];
    // Random hands, half of them from a few ranks so that sets and full houses come up.
    for (let i = 0; i < 200; i++)
      hands.push(
        shuffledDeck(random)
          .filter((c) => i % 2 === 0 || c < 28)
          .slice(0, 13),
      );
    for (const hand of hands) {
      const tried: string[] = [];
      const pick = (from: number, chosen: number[]) => {
        if (chosen.length === 5) return void (classify(chosen) && tried.push([...chosen].sort((a, b) => a - b).join()));
        for (let i = from; i < hand.length; i++) pick(i + 1, [...chosen, hand[i]!]);
      };
      pick(0, []);
      expect(
        combosOfSize(hand, 5)
          .map((combo) => combo.cards.join())
          .sort(),
      ).toEqual(tried.sort());
    }
  });
});

describe('a Pusoy Dos table', () => {
  it('deals 13 cards a seat from the shuffled deck, and the 3 of clubs opens', () => {
    const step = pusoyDos.deal(fairStream('server-seed', 'client-seed'), 1000);
    const deck = shuffledDeck(fairStream('server-seed', 'client-seed'));
    const dealt = [0, 1, 2, 3].map((seat) => deck.filter((_, i) => i % 4 === seat).sort((a, b) => a - b));
    expect(step.done).toBe(false);
    if (step.done) return;
    const view = step.view as { hand: string[]; seats: { count: number }[]; log: { seat: number; cards: string[] | null }[] };
    expect(view.hand).toEqual(
      cardNames(dealt[0]!.filter((c) => !view.log.some((e) => e.seat === 0 && e.cards?.includes(cardNames([c])[0]!)))),
    );
    const opener = dealt.findIndex((hand) => hand.includes(THREE_OF_CLUBS));
    if (opener === 0) expect(view.log).toEqual([]);
    else expect(view.log[0]).toMatchObject({ seat: opener, cards: expect.arrayContaining(['3C']) });
  });

  it('makes the opening play include the 3 of clubs, and the leader play something', () => {
    const state = table(['3C 4C 9D', '5C 6D', '7C 8D', 'TC JD'], 0);
    state.opening = true;
    expect(() => play(structuredClone(state), cards('4C'))).toThrow(IllegalMove);
    expect(() => play(structuredClone(state), null)).toThrow(IllegalMove);
    expect(legalPlays(state).map((c) => cardNames(c.cards))).toEqual([['3C']]);
    play(state, cards('3C'));
    expect(state).toMatchObject({ turn: 1, opening: false, pile: { seat: 0, cards: cards('3C') } });
  });

  it('takes only a higher play of the same size from the hand, and hands the lead over after three passes', () => {
    const state = table(['3C 4C 9D', '5C 5D 6D', '7C 8D', 'TC JD'], 1, { seat: 0, cards: '9D' });
    expect(() => play(structuredClone(state), cards('5C 5D'))).toThrow(IllegalMove);
    expect(() => play(structuredClone(state), cards('6D'))).toThrow(IllegalMove);
    expect(() => play(structuredClone(state), cards('2S'))).toThrow(IllegalMove);
    expect(legalPlays(state)).toEqual([]);
    play(state, null);
    play(state, null);
    expect(legalPlays(state).map((c) => cardNames(c.cards))).toEqual([['TC'], ['JD']]);
    play(state, null);
    // Everyone passed the 9 of diamonds: its player leads anything.
    expect(state).toMatchObject({ turn: 0, pile: null, passes: 0 });
    play(state, cards('3C'));
    expect(state.pile).toEqual({ seat: 0, cards: cards('3C') });
  });

  it('ends when a seat is out, paying the player four stakes less 5% in whole centavos', () => {
    const won = table(['3C', '5C 6D', '7C 8D', 'TC JD'], 0);
    const end = pusoyDos.act(won, { action: 'play', cards: ['3C'] });
    expect(end).toMatchObject({ done: true, win: 3800, result: { winner: 0, pot: 4000, rake: 200 } });
    const lost = table(['4C 9D', '5C', '7C 8D', 'TC JD'], 0);
    const after = pusoyDos.act(lost, { action: 'play', cards: ['4C'] });
    // Seat 1 answers with its last card and is out.
    expect(after).toMatchObject({ done: true, win: 0, result: { winner: 1, rake: 0 } });
  });

  it('refuses moves it does not know, cards not held and a pass without a pile', () => {
    const state = table(['3C 4C', '5C 6D', '7C 8D', 'TC JD'], 0);
    expect(() => pusoyDos.act(structuredClone(state), { action: 'pass' })).toThrow(IllegalMove);
    expect(() => pusoyDos.act(structuredClone(state), { action: 'play', cards: ['5C'] })).toThrow(IllegalMove);
    expect(() => pusoyDos.act(structuredClone(state), { action: 'play', cards: ['3C', '3C'] })).toThrow(IllegalMove);
    expect(() => pusoyDos.act(structuredClone(state), { action: 'stand' })).toThrow(IllegalMove);
    expect(() => pusoyDos.act(structuredClone(state), { action: 'play', cards: ['3C', '4C'] })).toThrow(IllegalMove);
  });
});

describe('the Pusoy Dos bots', () => {
  it('lead the lowest card in the biggest play that holds it, and block a seat down to one card', () => {
    const lead = table(['3C 4D 5H 6S 7C 9D', '5C 6D 8C', '7D 8D 9C', 'TC JD QC'], 0);
    expect(cardNames(pusoyBotPlay(lead)!)).toEqual(['3C', '4D', '5H', '6S', '7C']);
    const block = table(['4C 9D KH', '5C', '7D 8D', 'TC JD'], 0);
    expect(cardNames(pusoyBotPlay(block)!)).toEqual(['KH']);
  });

  it('follow with the lowest play that beats the pile, keep pairs whole, and hold back 2s early', () => {
    const follow = table(['5C 5D 8H 9S KC QC JC TC 4H', '6C 6D 6H', '7D 8D 9D', 'TD TH TS'], 0, { seat: 3, cards: '4D' });
    expect(cardNames(pusoyBotPlay(follow)!)).toEqual(['8H']);
    const twos = table(['2C 5D 8H 9S KC QC JC', '6C 6D 6S 7C 7D', '7H 8D 8C 9C 9D', 'TD TH TS JD JH'], 0, { seat: 3, cards: 'AD' });
    expect(pusoyBotPlay(twos)).toBeNull();
  });

  it('never make a move the rules refuse, over whole games', () => {
    const random = mulberry32(7);
    for (let game = 0; game < 300; game++) {
      const step = pusoyDos.deal(random, 100);
      if (step.done) continue;
      const state = step.state;
      while (state.winner === null) {
        const move = pusoyBotPlay(state);
        const legal = legalPlays(state).map((c) => c.cards.join());
        if (move === null) expect(state.pile).not.toBeNull();
        else expect(legal).toContain([...move].sort((a: Card, b: Card) => a - b).join());
        play(state, move);
      }
    }
  });
});

describe('the Pusoy Dos return', () => {
  it('is 1 - rake for a player who plays the bots’ strategy, within 4 standard errors over 100,000 games (~2 s)', () => {
    // By symmetry (simulate.ts); `npm run bench` plays a million games of each table the same way.
    const check = simulateSymmetricReturn('pusoy-dos', 100_000, 2026);
    expect(check.expected).toBe(0.95);
    expect(check.within, `returned ${check.returned}, tolerance ${check.tolerance}`).toBe(true);
  });
});
