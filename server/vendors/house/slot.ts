import { weightedPick } from './fairness';

/**
 * "Perlas ng Silangan": 5 reels x 3 rows, 5 fixed paylines, left-to-right wins of 3, 4 or 5 of
 * a kind. Every cell is drawn independently with the weights below, so the return to player
 * is computed exactly (see returnToPlayer) rather than estimated. Stake is split evenly over the
 * lines; a line win pays stakePerLine x multiplier.
 */
export const SYMBOLS = ['mango', 'coconut', 'jeepney', 'carabao', 'sampaguita', 'pearl'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];
export const WEIGHTS = [30, 26, 18, 12, 8, 6] as const;

/** Multipliers for 3, 4 and 5 of a kind, per symbol: the published paytable. */
export const PAYTABLE: Record<SlotSymbol, [number, number, number]> = {
  mango: [5, 15, 50],
  coconut: [10, 20, 75],
  jeepney: [20, 50, 200],
  carabao: [40, 125, 500],
  sampaguita: [75, 300, 1500],
  pearl: [150, 750, 5000],
};

/** Row index per reel for each payline. */
export const PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
] as const;

export type Grid = SlotSymbol[][]; // [reel][row]

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  multiplier: number;
}

export function spinGrid(random: () => number): Grid {
  return Array.from({ length: 5 }, () => Array.from({ length: 3 }, () => SYMBOLS[weightedPick(WEIGHTS, random)]!));
}

export function lineWins(grid: Grid): LineWin[] {
  const wins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const first = grid[0]![rows[0]]!;
    let count = 1;
    while (count < 5 && grid[count]![rows[count]!] === first) count++;
    if (count >= 3) wins.push({ line, symbol: first, count, multiplier: PAYTABLE[first][count - 3]! });
  });
  return wins;
}

/** Stakes the slot takes, in centavos: each divides evenly over the lines. */
export const STAKES = [500, 1000, 2000, 5000, 10000] as const;

/** Win in centavos for a stake in centavos. */
export function payout(stake: number, wins: LineWin[]): number {
  const perLine = stake / PAYLINES.length;
  return wins.reduce((sum, w) => sum + perLine * w.multiplier, 0);
}

/** The exact expected return per unit staked. */
export function returnToPlayer(): number {
  const total = WEIGHTS.reduce((a, b) => a + b, 0);
  let perLine = 0;
  SYMBOLS.forEach((symbol, i) => {
    const p = WEIGHTS[i]! / total;
    const [m3, m4, m5] = PAYTABLE[symbol];
    perLine += m3 * p ** 3 * (1 - p) + m4 * p ** 4 * (1 - p) + m5 * p ** 5;
  });
  // Each line carries 1/lines of the stake and lines are alike in expectation.
  return perLine;
}
