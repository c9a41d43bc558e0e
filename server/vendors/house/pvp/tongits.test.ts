import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { mulberry32 } from '../seeded-random';
import { simulateSymmetricReturn } from './simulate';
import { cardNames, parseCards, shuffledDeck } from './cards';
import { IllegalMove } from './table';
import { apply, canCall, layOffCards, sapawTarget, takeOptions, type TongitsMove, type TongitsState } from './tongits';
import { tongitsBotMove } from './tongits-bot';
import { tongits } from './tongits-game';
import { bestArrangement } from './tongits-arrange';
import { extendsMeld, handMelds, handPoints, isMeld } from './tongits-melds';

const cards = (names: string) => (names ? parseCards(names.split(' ')) : []);
const names = (list: readonly number[]) => cardNames(list).sort();
const move = (action: TongitsMove['action'], list = ''): TongitsMove => ({ action, cards: cards(list) });

/** A table mid-game: hands as named, seat `turn` to move in `phase`, melds, stock and discards as given. */
function table(
  hands: string[],
  options: { turn?: number; phase?: TongitsState['phase']; melds?: [number, string][]; stock?: string; discards?: string } = {},
): TongitsState {
  return {
    game: 'tongits',
    stake: 1000,
    hands: hands.map(cards),
    stock: cards(options.stock ?? 'KD KH'),
    discards: cards(options.discards ?? ''),
    melds: (options.melds ?? []).map(([owner, list]) => ({ owner, cards: cards(list) })),
    dealer: 0,
    turn: options.turn ?? 0,
    phase: options.phase ?? 'start',
    blocked: [false, false, false],
    lastDrawer: 0,
    challenge: null,
    log: [],
    end: null,
  };
}

describe('Tongits melds', () => {
  it('are three or four of a rank, or three or more in a row of one suit with the ace low only', () => {
    expect(isMeld(cards('7C 7D 7H'))).toBe(true);
    expect(isMeld(cards('7C 7D 7H 7S'))).toBe(true);
    expect(isMeld(cards('7C 7D'))).toBe(false);
    expect(isMeld(cards('AH 2H 3H'))).toBe(true);
    expect(isMeld(cards('9S TS JS QS KS'))).toBe(true);
    expect(isMeld(cards('QS KS AS'))).toBe(false);
    expect(isMeld(cards('KS AS 2S'))).toBe(false);
    expect(isMeld(cards('4H 5H 7H'))).toBe(false);
    expect(isMeld(cards('4H 5H 6D'))).toBe(false);
  });

  it('take a card laid off (sapaw): a set its fourth, a run its next card at either end', () => {
    expect(extendsMeld(cards('7C 7D 7H'), cards('7S')[0]!)).toBe(true);
    expect(extendsMeld(cards('7C 7D 7H 7S'), cards('7S')[0]!)).toBe(false);
    expect(extendsMeld(cards('4H 5H 6H'), cards('3H')[0]!)).toBe(true);
    expect(extendsMeld(cards('4H 5H 6H'), cards('7H')[0]!)).toBe(true);
    expect(extendsMeld(cards('4H 5H 6H'), cards('7D')[0]!)).toBe(false);
    expect(extendsMeld(cards('4H 5H 6H'), cards('8H')[0]!)).toBe(false);
  });

  it('count A 1, 2-10 their number, faces 10', () => {
    expect(handPoints(cards('AC 5D TH KS QC'))).toBe(1 + 5 + 10 + 10 + 10);
  });

  it('are all found in a hand, and arranged to leave the fewest points', () => {
    const hand = cards('5C 5D 5H 6H 7H KS');
    expect(handMelds(hand).map(names)).toEqual([names(cards('5C 5D 5H')), names(cards('5H 6H 7H'))]);
    // The set leaves 6H 7H KS (23), the run 5C 5D KS (20): the run is kept.
    const best = bestArrangement(hand);
    expect(best.melds.map(names)).toEqual([names(cards('5H 6H 7H'))]);
    expect(names(best.deadwood)).toEqual(names(cards('5C 5D KS')));
    expect(best.points).toBe(20);
    expect(bestArrangement(cards('2C 3C 4C 4D 4H 4S')).points).toBe(0);
  });
});

describe('a Tongits turn', () => {
  it('deals 13 to the dealer (picked by the stream) and 12 to the others, 15 left in the stock', () => {
    const random = fairStream('server-seed', 'client-seed');
    const dealer = Math.floor(random() * 3);
    const deck = shuffledDeck(random);
    const step = tongits.deal(fairStream('server-seed', 'client-seed'), 1000);
    if (step.done) return;
    const state = step.state;
    expect(state.dealer).toBe(dealer);
    // The dealer's first card is the deck's first; whatever the bots played since, no card is lost or doubled.
    const all = [...state.hands.flat(), ...state.stock, ...state.discards, ...state.melds.flatMap((m) => m.cards)];
    expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(state.stock).toEqual(deck.slice(52 - state.stock.length));
  });

  it('takes the top discard only into a new meld with cards from the hand, shown at once', () => {
    const state = table(['8C 8D 9H TH 2S', '3C', '4C'], { discards: '8H' });
    expect(takeOptions(state).map(names)).toEqual([names(cards('8C 8D')), names(cards('9H TH'))]);
    expect(() => apply(structuredClone(state), move('take', '2S 8C'))).toThrow(IllegalMove);
    expect(() => apply(structuredClone(state), move('take', '8C'))).toThrow(IllegalMove);
    apply(state, move('take', '9H TH'));
    expect(state.melds).toEqual([{ owner: 0, cards: cards('8H 9H TH') }]);
    expect(names(state.hands[0]!)).toEqual(names(cards('8C 8D 2S')));
    expect(state.phase).toBe('play');
    expect(() => apply(structuredClone(state), move('draw'))).toThrow(IllegalMove);
  });

  it('lays off onto someone else’s meld first, which keeps them from calling a draw next turn', () => {
    const state = table(['6H 9C KD', '2C 3C', '4C 5C'], {
      phase: 'play',
      melds: [
        [0, '3H 4H 5H'],
        [1, '7H 8H 9H'],
        [2, '3D 4D 5D'],
      ],
    });
    // The 6H fits the player's own 3-4-5 and seat 1's 7-8-9 of hearts: seat 1's is taken.
    expect(sapawTarget(state, cards('6H')[0]!)).toBe(1);
    apply(state, move('sapaw', '6H'));
    expect(state.melds[1]!.cards).toEqual(cards('6H 7H 8H 9H'));
    expect(state.blocked).toEqual([false, true, false]);
    expect(() => apply(structuredClone(state), move('sapaw', '9C'))).toThrow(IllegalMove);
    apply(state, move('discard', 'KD'));
    expect(state).toMatchObject({ turn: 1, phase: 'start' });
    expect(canCall(state)).toBe(false);
  });

  it('wins by tongits the moment the hand is empty', () => {
    const state = table(['9C 9D 9H', '2C 3C', '4C 5C'], { phase: 'play' });
    const end = tongits.act(state, { action: 'meld', cards: ['9C', '9D', '9H'] });
    expect(end).toMatchObject({ done: true, win: 2850, result: { winner: 0, how: 'tongits', pot: 3000, rake: 150 } });
  });

  it('refuses what the phase does not allow, and cards not held', () => {
    const state = table(['9C 9D 9H KS', '2C 3C', '4C 5C']);
    expect(() => tongits.act(structuredClone(state), { action: 'discard', cards: ['KS'] })).toThrow(IllegalMove);
    expect(() => tongits.act(structuredClone(state), { action: 'call' })).toThrow(IllegalMove);
    expect(() => tongits.act(structuredClone(state), { action: 'fight' })).toThrow(IllegalMove);
    expect(() => tongits.act(structuredClone(state), { action: 'stand' })).toThrow(IllegalMove);
    state.phase = 'play';
    expect(() => tongits.act(structuredClone(state), { action: 'meld', cards: ['9C', '9D', 'KS'] })).toThrow(IllegalMove);
    expect(() => tongits.act(structuredClone(state), { action: 'discard', cards: ['2C'] })).toThrow(IllegalMove);
    expect(() => tongits.act(structuredClone(state), { action: 'discard', cards: ['KS', '9C'] })).toThrow(IllegalMove);
  });
});

describe('the end of a Tongits game', () => {
  it('settles a draw among the caller and those who fight: fewest points, a fighter winning a tie', () => {
    const melds: [number, string][] = [
      [0, '3H 4H 5H'],
      [1, '3S 3D 3C'],
      [2, '9D TD JD'],
    ];
    const tie = table(['2C 3D', '5C', '4D AS'], { melds });
    apply(tie, move('call'));
    expect(tie).toMatchObject({ phase: 'respond', turn: 1 });
    apply(tie, move('fight'));
    apply(tie, move('fold'));
    expect(tie.end).toEqual({ winner: 1, how: 'draw', points: [5, 5, 5] });

    const caller = table(['2C', '5C', '4D AS'], { melds });
    apply(caller, move('call'));
    apply(caller, move('fight'));
    apply(caller, move('fight'));
    expect(caller.end?.winner).toBe(0);

    // A seat with no exposed meld is not asked; with nobody fighting, the caller wins.
    const alone = table(['9C', '5C', 'AS'], { melds: melds.slice(0, 1) });
    apply(alone, move('call'));
    expect(alone.end).toEqual({ winner: 0, how: 'draw', points: [9, 5, 1] });
  });

  it('counts when the stock runs out: fewest points among the unburned, a tie going to the last drawer', () => {
    const state = table(['2C 9S', '4D', 'AS'], {
      stock: 'KD',
      melds: [
        [0, '3H 4H 5H'],
        [1, '6S 6D 6C'],
      ],
    });
    apply(state, move('draw'));
    apply(state, move('discard', 'KD'));
    // Seat 2 holds a single point but never exposed a meld (burned): seat 1's 4 beats seat 0's 11.
    expect(state.end).toEqual({ winner: 1, how: 'stock', points: [11, 4, 1] });
    const tie = table(['2C 2S', '4D', 'AS'], {
      stock: 'KD',
      melds: [
        [0, '3H 4H 5H'],
        [1, '6S 6D 6C'],
      ],
    });
    apply(tie, move('draw'));
    apply(tie, move('discard', 'KD'));
    expect(tie.end).toEqual({ winner: 0, how: 'stock', points: [4, 4, 1] });
  });
});

describe('the Tongits bots', () => {
  it('take a discard that melds, expose their melds, lay off, then throw the highest leftover', () => {
    const state = table(['2C', '8C 8D KS QD 4H 4S 4D 5C', '3C'], { turn: 1, discards: '8H', melds: [[0, 'JD TD 9D']] });
    expect(tongitsBotMove(state)).toEqual(move('take', '8C 8D'));
    apply(state, tongitsBotMove(state));
    expect(tongitsBotMove(state)).toEqual(move('meld', '4H 4S 4D'));
    apply(state, tongitsBotMove(state));
    expect(tongitsBotMove(state)).toEqual(move('sapaw', 'QD'));
    apply(state, tongitsBotMove(state));
    expect(tongitsBotMove(state)).toEqual(move('discard', 'KS'));
  });

  it('call and fight draws with 10 points or fewer', () => {
    const state = table(['2C 3D', '5C 9H', 'KD KH'], {
      melds: [
        [0, '3H 4H 5H'],
        [1, '3S 3D 3C'],
        [2, '9D TD JD'],
      ],
    });
    expect(tongitsBotMove(state)).toEqual(move('call'));
    apply(state, move('call'));
    expect(tongitsBotMove(state)).toEqual(move('fold'));
  });

  it('find the cards to lay off as sapawTarget places them, over whole games', () => {
    const random = mulberry32(12);
    const wrong: number[] = [];
    for (let game = 0; game < 100; game++) {
      const step = tongits.deal(random, 100);
      if (step.done) continue;
      const state = step.state;
      while (!state.end) {
        const marks = layOffCards(state);
        for (let card = 0; card < 52; card++) if ((marks[card] === 1) !== sapawTarget(state, card) >= 0) wrong.push(card);
        apply(state, tongitsBotMove(state));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never make a move the rules refuse, over whole games', () => {
    const random = mulberry32(11);
    for (let game = 0; game < 300; game++) {
      const step = tongits.deal(random, 100);
      if (step.done) continue;
      const state = step.state;
      while (!state.end) expect(() => apply(state, tongitsBotMove(state))).not.toThrow();
    }
  });
});

describe('the Tongits return', () => {
  it('is 1 - rake for a player who plays the bots’ strategy, within 4 standard errors over 60,000 games (~2 s)', () => {
    // By symmetry (simulate.ts); `npm run bench` plays a million games of each table the same way.
    const check = simulateSymmetricReturn('tongits', 60_000, 2027);
    expect(check.expected).toBe(0.95);
    expect(check.within, `returned ${check.returned}, tolerance ${check.tolerance}`).toBe(true);
  });
});
