import { centavos, evaluate, spinReels, type Grid, type SlotParams, type Win } from './slots/engine';
import { published } from './slots/returns';
import { mulberry32 } from './seeded-random';
import { hashOf, stripOf } from './slots/seeded';
import { PALETTES, type SymbolId } from './slots/themes';

/**
 * "Perlas ng Silangan" (house-rng-001), the first house slot: 5 reels x 3 rows, 5 fixed lines,
 * left-to-right runs of 3, 4 or 5, no wild or scatter. Each reel is a strip of 100 symbols
 * holding them in the weights it always had, so its published return is still 95.5%: a line
 * sees each reel's symbols in those proportions however the strip is ordered.
 */
const SYMBOLS: readonly SymbolId[] = ['mango', 'coconut', 'jeepney', 'carabao', 'sampaguita', 'pearl'];
const WEIGHTS = [30, 26, 18, 12, 8, 6];
/** Line-bet multipliers for 3, 4 and 5 of a kind. */
const MULTIPLIERS = [
  [5, 15, 50],
  [10, 20, 75],
  [20, 50, 200],
  [40, 125, 500],
  [75, 300, 1500],
  [150, 750, 5000],
];
/** Row index per reel for each payline. */
export const PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
];
const CODE = 'house-rng-001';

export const PERLAS: SlotParams = published({
  code: CODE,
  mechanic: 'lines',
  reels: 5,
  rows: 3,
  theme: 'pinoy',
  palette: PALETTES.find((p) => p.id === 'Perlas')!,
  symbols: SYMBOLS,
  wild: false,
  scatter: false,
  strips: Array.from({ length: 5 }, (_, reel) =>
    stripOf(
      SYMBOLS.map((s, i) => [s, WEIGHTS[i]!] as const),
      mulberry32(hashOf(`${CODE}:${reel}`)),
    ),
  ),
  // A line carries a fifth of the stake: a multiplier m pays 20m hundredths of the stake.
  paytable: Object.fromEntries(SYMBOLS.map((s, i) => [s, MULTIPLIERS[i]!.map((m, k) => [k + 3, m * 20] as const)])),
  lines: PAYLINES,
  freeSpins: null,
  jackpot: null,
  stakes: [500, 1000, 2000, 5000, 10000],
});

/** The exact expected return per unit staked. */
export function returnToPlayer(): number {
  return PERLAS.returnToPlayer;
}

/** Stakes the slot takes, in centavos. */
export const STAKES = PERLAS.stakes;

export function spinGrid(random: () => number): Grid {
  return spinReels(PERLAS, random);
}

export function lineWins(grid: Grid): Win[] {
  return evaluate(PERLAS, grid);
}

/** Win in centavos for a stake in centavos. */
export function payout(stake: number, wins: Win[]): number {
  return centavos(
    stake,
    wins.reduce((sum, w) => sum + w.units, 0),
  );
}
