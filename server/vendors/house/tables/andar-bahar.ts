import { checkStake, share, unknownSpot, type LiveTable } from './table';

/**
 * Andar bahar, as the live studios deal it: one deck, a joker card face up, then cards dealt
 * alternately to Andar (always first) and Bahar until one matches the joker's rank; that side
 * wins. Because Andar gets the first card it wins 51.5% of the time, so it pays 0.9:1 (returns
 * 97.85%) while Bahar pays 1:1 (returns 97.00%).
 * Side bets on how many cards are dealt after the joker (the matching card included, 1 to 49):
 * 1-5 2.5:1, 6-10 3.5:1, 11-15 4.5:1, 16-25 3.5:1, 26-30 15:1, 31-35 25:1, 36-40 50:1, 41-49 120:1.
 */
export interface AndarBaharOutcome {
  joker: string;
  /** The cards dealt after the joker, in order: the first, third... to Andar. */
  cards: string[];
  winner: 'andar' | 'bahar';
}

const RANKS = 'A23456789TJQK';
const SUITS = 'SHDC';
const DECK = [...RANKS].flatMap((rank) => [...SUITS].map((suit) => rank + suit));

/** Probability that the match is the k-th card dealt: its two fellows among the 51 - k cards after it. */
export function matchAt(k: number): number {
  const remaining = 51 - k;
  return (remaining * (remaining - 1)) / 2 / ((51 * 50 * 49) / 6);
}

/** How many cards a deal can take after the joker: the match comes by the 49th at the latest. */
const CARD_COUNTS = Array.from({ length: 49 }, (_, i) => i + 1);

interface Bet {
  /** Whether the bet wins, from the number of cards dealt. */
  wins: (cards: number) => boolean;
  /** The win per unit as a fraction: 9/10 is 0.9:1. */
  numerator: number;
  denominator: number;
  pays: string;
}

const range = (from: number, to: number, numerator: number, denominator: number, pays: string): [string, Bet] => [
  `cards-${from}-${to}`,
  { wins: (n) => n >= from && n <= to, numerator, denominator, pays },
];

const BETS = new Map<string, Bet>([
  ['andar', { wins: (n) => n % 2 === 1, numerator: 9, denominator: 10, pays: '0.9:1' }],
  ['bahar', { wins: (n) => n % 2 === 0, numerator: 1, denominator: 1, pays: '1:1' }],
  range(1, 5, 5, 2, '2.5:1'),
  range(6, 10, 7, 2, '3.5:1'),
  range(11, 15, 9, 2, '4.5:1'),
  range(16, 25, 7, 2, '3.5:1'),
  range(26, 30, 15, 1, '15:1'),
  range(31, 35, 25, 1, '25:1'),
  range(36, 40, 50, 1, '50:1'),
  range(41, 49, 120, 1, '120:1'),
]);

export const andarBahar: LiveTable<AndarBaharOutcome> = {
  kind: 'andar-bahar',
  // A deal can run to 49 cards: the result stays up long enough to watch it.
  timing: { betting: 20, result: 15 },
  spots: [...BETS].map(([id, { pays }]) => ({ id, pays })),
  accepts: (spot) => BETS.has(spot),
  prepare: () => null,
  draw(random) {
    // A shuffle dealt one card at a time (Fisher-Yates from the top), stopped at the match.
    const deck = [...DECK];
    const next = (at: number) => {
      const pick = at + Math.floor(random() * (deck.length - at));
      [deck[at], deck[pick]] = [deck[pick]!, deck[at]!];
      return deck[at]!;
    };
    const joker = next(0);
    const cards: string[] = [];
    for (let at = 1; cards.length === 0 || cards.at(-1)![0] !== joker[0]; at++) cards.push(next(at));
    return { joker, cards, winner: cards.length % 2 === 1 ? 'andar' : 'bahar' };
  },
  settle(spot, stake, outcome) {
    checkStake(stake);
    const rule = BETS.get(spot) ?? unknownSpot();
    return rule.wins(outcome.cards.length) ? stake + share(stake, rule.numerator, rule.denominator) : 0;
  },
  returns: () =>
    Object.fromEntries(
      [...BETS].map(([id, rule]) => {
        const chance = CARD_COUNTS.filter(rule.wins).reduce((sum, k) => sum + matchAt(k), 0);
        return [id, chance * (1 + rule.numerator / rule.denominator)];
      }),
    ),
};
