import type { SpotRule } from '../family';
import { checkStake, share, unknownSpot, type LiveTable } from './table';

/**
 * European roulette: one zero, 37 pockets. Every bet covers n numbers and returns 36/n times the
 * stake when one of them comes up (straight 35:1 ... even chances 1:1), so every bet returns
 * exactly 36/37 (97.30%); the zero loses every outside bet (no la partage).
 *
 * Spot ids name the bet and, for inside bets, the numbers it covers in ascending order:
 * straight-17, split-17-20, street-16-17-18, street-0-1-2 (the trios), corner-17-18-20-21,
 * corner-0-1-2-3 (first four), line-16-17-18-19-20-21, dozen-2, column-3, red, black, odd, even,
 * low, high.
 */
export interface RouletteOutcome {
  number: number;
}

export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const idOf = (kind: string, numbers: readonly number[]) => `${kind}-${numbers.join('-')}`;

/** Every legal bet and the numbers it covers, in the order the layout lists them. */
function legalBets(): Map<string, readonly number[]> {
  const bets = new Map<string, readonly number[]>();
  const add = (kind: string, numbers: number[]) => bets.set(idOf(kind, numbers), numbers);
  for (const n of range(0, 36)) add('straight', [n]);
  for (const n of [1, 2, 3]) add('split', [0, n]);
  for (const n of range(1, 36)) {
    if (n % 3 !== 0) add('split', [n, n + 1]);
    if (n <= 33) add('split', [n, n + 3]);
  }
  add('street', [0, 1, 2]);
  add('street', [0, 2, 3]);
  for (let row = 0; row < 12; row++) add('street', range(3 * row + 1, 3 * row + 3));
  add('corner', [0, 1, 2, 3]);
  for (const n of range(1, 32)) if (n % 3 !== 0) add('corner', [n, n + 1, n + 3, n + 4]);
  for (let row = 0; row < 11; row++) add('line', range(3 * row + 1, 3 * row + 6));
  for (const d of [1, 2, 3]) bets.set(`dozen-${d}`, range(12 * d - 11, 12 * d));
  for (const c of [1, 2, 3])
    bets.set(
      `column-${c}`,
      range(1, 36).filter((n) => n % 3 === c % 3),
    );
  const outside: Record<string, (n: number) => boolean> = {
    red: (n) => RED_NUMBERS.has(n),
    black: (n) => !RED_NUMBERS.has(n),
    odd: (n) => n % 2 === 1,
    even: (n) => n % 2 === 0,
    low: (n) => n <= 18,
    high: (n) => n >= 19,
  };
  for (const [id, test] of Object.entries(outside)) bets.set(id, range(1, 36).filter(test));
  return bets;
}

const BETS = legalBets();
const PAYS: Record<number, string> = { 1: '35:1', 2: '17:1', 3: '11:1', 4: '8:1', 6: '5:1', 12: '2:1', 18: '1:1' };

export const roulette: LiveTable<RouletteOutcome> = {
  kind: 'roulette',
  // A studio wheel: twenty seconds of bets, then the spin, the ball settling and the payout.
  timing: { betting: 20, result: 15 },
  spots: [...BETS].map(([id, numbers]): SpotRule => ({ id, pays: PAYS[numbers.length]! })),
  accepts: (spot) => BETS.has(spot),
  prepare: () => null,
  draw: (random) => ({ number: Math.floor(random() * 37) }),
  settle(spot, stake, outcome) {
    checkStake(stake);
    const numbers = BETS.get(spot) ?? unknownSpot();
    return numbers.includes(outcome.number) ? share(stake, 36, numbers.length) : 0;
  },
  returns: () => Object.fromEntries([...BETS].map(([id, numbers]) => [id, (numbers.length / 37) * (36 / numbers.length)])),
};
