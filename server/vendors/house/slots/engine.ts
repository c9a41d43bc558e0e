import { SCATTER, WILD, type Palette, type SymbolId } from './themes';

/**
 * One engine for every slot: reels are strips of symbols, a spin stops each reel at a uniform
 * position (one number from the round's stream per reel) and shows `rows` symbols from there.
 * How a grid pays depends on the mechanic:
 * - classic: 3x3, 3 or 5 fixed lines, three of a kind;
 * - lines: 5x3, 5 to 25 fixed lines, left-to-right runs of 3 or more;
 * - ways: 5x3 (243 ways) or 5x4 (1024 ways), a symbol on adjacent reels from the leftmost
 *   pays once for every combination of its cells;
 * - anywhere: 6x5, 8 or more of a symbol anywhere on the grid.
 * A wild (never on the first reel, so every win starts with a real symbol) stands in for every
 * symbol but the scatter; the scatter pays wherever it lands and starts free spins, which play
 * the same reels with a multiplier and can start more. A jackpot game also draws one number
 * per round for its progressive pool (see jackpot.ts).
 *
 * Pays are whole hundredths of the stake, and stakes are whole pesos, so every win is a whole
 * number of centavos.
 */
export type Mechanic = 'classic' | 'lines' | 'ways' | 'anywhere';

/** [count, pay]: from `count` symbols on, a win pays `pay` hundredths of the stake (per line, per way). */
export type PaySteps = readonly (readonly [number, number])[];

export interface FreeSpins {
  /** [scatters, spins]: from that many scatters on, a spin (also a free one) gives that many free spins. */
  awards: PaySteps;
  /** Every win of a free spin is multiplied by this. */
  multiplier: number;
}

export interface Jackpot {
  /** Share of every stake added to the pool, in basis points (100 = 1%). */
  shareBp: number;
  /** The pool after a hit, in centavos: paid by the house, not by the stakes. */
  seed: number;
  /** A round hits the pool with probability stake / odds: a bigger stake has a proportionally bigger chance. */
  odds: number;
}

/** A game's rules; SlotParams adds the exact return they give. */
export interface SlotRules {
  code: string;
  mechanic: Mechanic;
  reels: number;
  rows: number;
  theme: string;
  palette: Palette;
  /** Regular symbols, lowest paying first. */
  symbols: readonly SymbolId[];
  wild: boolean;
  scatter: boolean;
  strips: readonly (readonly SymbolId[])[];
  /** Per symbol (the scatter's pays are for the whole stake, wherever it lands). */
  paytable: Partial<Record<SymbolId, PaySteps>>;
  /** Line games: the row of every line on each reel. */
  lines: readonly (readonly number[])[] | null;
  freeSpins: FreeSpins | null;
  jackpot: Jackpot | null;
  /** Stakes taken, in centavos (whole pesos). */
  stakes: readonly number[];
}

export interface SlotParams extends SlotRules {
  /** The exact return per unit staked, the jackpot's part included (see returns.ts). */
  returnToPlayer: number;
}

/** A symbol grid: [reel][row]. */
export type Grid = SymbolId[][];

export interface Win {
  symbol: SymbolId;
  count: number;
  /** Hundredths of the stake, before any free-spin multiplier. */
  units: number;
  /** The cells that make the win, as [reel, row]. */
  cells: [number, number][];
  line?: number;
  ways?: number;
}

export interface Spin {
  grid: Grid;
  wins: Win[];
  /** What the spin pays, in hundredths of the stake, multiplier included. */
  units: number;
  /** Free spins this spin gives. */
  awarded: number;
}

export interface Play extends Spin {
  free: { multiplier: number; awarded: number; spins: Spin[]; units: number } | null;
  /** Whether the round hit the jackpot pool. */
  jackpot: boolean;
  /** The whole round's pay, in hundredths of the stake (without the jackpot pool). */
  total: number;
}

/** A paytable as an array by count: compiled once per game, since spins read it in their inner loops. */
const compiled = new WeakMap<SlotRules, Map<SymbolId, number[]>>();

export function payArrays(params: SlotRules): Map<SymbolId, number[]> {
  let pays = compiled.get(params);
  if (!pays) {
    const cells = params.reels * params.rows;
    pays = new Map();
    for (const [symbol, steps] of Object.entries(params.paytable) as [SymbolId, PaySteps][]) {
      pays.set(symbol, stepArray(steps, cells));
    }
    compiled.set(params, pays);
  }
  return pays;
}

/** Steps as an array by count, 0..max. */
export function stepArray(steps: PaySteps, max: number): number[] {
  return Array.from({ length: max + 1 }, (_, count) => steps.reduce((value, [from, pay]) => (count >= from ? pay : value), 0));
}

export function spinReels(params: SlotRules, random: () => number): Grid {
  const grid: Grid = [];
  for (const strip of params.strips) {
    const stop = Math.floor(random() * strip.length);
    const column: SymbolId[] = [];
    for (let row = 0; row < params.rows; row++) column.push(strip[(stop + row) % strip.length]!);
    grid.push(column);
  }
  return grid;
}

// The evaluators below run millions of times in the simulations: plain loops, and a win's cells
// are listed only once it is known to pay.

function lineWins(params: SlotRules, grid: Grid, pays: Map<SymbolId, number[]>, wins: Win[]): void {
  const lines = params.lines!;
  // A line's pays are those of its first symbol: looked up once per cell of the first reel.
  const firstPays = grid[0]!.map((symbol) => (symbol === SCATTER ? undefined : pays.get(symbol)));
  for (let line = 0; line < lines.length; line++) {
    const rows = lines[line]!;
    const pay = firstPays[rows[0]!];
    if (!pay) continue;
    const first = grid[0]![rows[0]!]!;
    let count = 1;
    while (count < params.reels) {
      const next = grid[count]![rows[count]!];
      if (next !== first && next !== WILD) break;
      count++;
    }
    if (pay[count]! > 0)
      wins.push({ symbol: first, count, units: pay[count]!, line, cells: rows.slice(0, count).map((row, reel) => [reel, row]) });
  }
}

function waysWins(params: SlotRules, grid: Grid, pays: Map<SymbolId, number[]>, wins: Win[]): void {
  const first = grid[0]!;
  for (let r = 0; r < first.length; r++) {
    const symbol = first[r]!;
    const pay = pays.get(symbol);
    // Each symbol once, from its first cell on the first reel.
    if (!pay || symbol === SCATTER || first.indexOf(symbol) < r) continue;
    let ways = 1;
    let count = 0;
    while (count < params.reels) {
      let matching = 0;
      for (const s of grid[count]!) if (s === symbol || (count > 0 && s === WILD)) matching++;
      if (matching === 0) break;
      ways *= matching;
      count++;
    }
    if (pay[count]! === 0) continue;
    const cells: [number, number][] = [];
    for (let reel = 0; reel < count; reel++) {
      const column = grid[reel]!;
      for (let row = 0; row < column.length; row++) {
        if (column[row] === symbol || (reel > 0 && column[row] === WILD)) cells.push([reel, row]);
      }
    }
    wins.push({ symbol, count, ways, units: pay[count]! * ways, cells });
  }
}

/** Each regular symbol's place in the game's list, for counting. */
const places = new WeakMap<SlotRules, Map<SymbolId, number>>();

/** Pays by count anywhere on the grid (every symbol of a pay-anywhere game). */
function countWins(params: SlotRules, grid: Grid, pays: Map<SymbolId, number[]>, wins: Win[]): void {
  let place = places.get(params);
  if (!place) places.set(params, (place = new Map(params.symbols.map((s, i) => [s, i]))));
  const counts = new Int32Array(params.symbols.length);
  for (const column of grid) {
    for (const symbol of column) {
      const at = place.get(symbol);
      if (at !== undefined) counts[at]!++;
    }
  }
  for (let at = 0; at < counts.length; at++) symbolWin(params.symbols[at]!, counts[at]!, grid, pays, wins);
}

function symbolWin(symbol: SymbolId, count: number, grid: Grid, pays: Map<SymbolId, number[]>, wins: Win[]): void {
  const units = pays.get(symbol)?.[count] ?? 0;
  if (units === 0) return;
  const cells: [number, number][] = [];
  for (let reel = 0; reel < grid.length; reel++) {
    const column = grid[reel]!;
    for (let row = 0; row < column.length; row++) if (column[row] === symbol) cells.push([reel, row]);
  }
  wins.push({ symbol, count, units, cells });
}

function scattersOn(grid: Grid): number {
  let scatters = 0;
  for (const column of grid) for (const symbol of column) if (symbol === SCATTER) scatters++;
  return scatters;
}

/** What a grid pays before any multiplier: its line, ways or count wins, and the scatter's. */
export function evaluate(params: SlotRules, grid: Grid, scatters = params.scatter ? scattersOn(grid) : 0): Win[] {
  const pays = payArrays(params);
  const wins: Win[] = [];
  if (params.mechanic === 'ways') waysWins(params, grid, pays, wins);
  else if (params.mechanic === 'anywhere') countWins(params, grid, pays, wins);
  else lineWins(params, grid, pays, wins);
  if (params.scatter) symbolWin(SCATTER, scatters, grid, pays, wins);
  return wins;
}

/** Free spins a grid gives, by its scatters. */
export function awardOf(params: SlotRules, grid: Grid, scatters = params.freeSpins ? scattersOn(grid) : 0): number {
  if (!params.freeSpins) return 0;
  return params.freeSpins.awards.reduce((spins, [from, award]) => (scatters >= from ? award : spins), 0);
}

function spinOnce(params: SlotRules, random: () => number, multiplier: number): Spin {
  const grid = spinReels(params, random);
  const scatters = params.scatter ? scattersOn(grid) : 0;
  const wins = evaluate(params, grid, scatters);
  return { grid, wins, units: wins.reduce((sum, w) => sum + w.units, 0) * multiplier, awarded: awardOf(params, grid, scatters) };
}

/**
 * One round: the spin, then its free spins one after another until none are left (each may
 * give more; the expected number is finite, see returns.ts), then the jackpot draw. Every
 * number comes from `random`, in this order, so the seeds replay the round exactly.
 */
export function play(params: SlotRules, stake: number, random: () => number): Play {
  const base = spinOnce(params, random, 1);
  let free: Play['free'] = null;
  if (base.awarded > 0) {
    const multiplier = params.freeSpins!.multiplier;
    free = { multiplier, awarded: base.awarded, spins: [], units: 0 };
    for (let left = base.awarded; left > 0; left--) {
      const spin = spinOnce(params, random, multiplier);
      free.spins.push(spin);
      free.units += spin.units;
      free.awarded += spin.awarded;
      left += spin.awarded;
    }
  }
  const jackpot = params.jackpot !== null && random() < stake / params.jackpot.odds;
  return { ...base, free, jackpot, total: base.units + (free?.units ?? 0) };
}

/** Hundredths of a whole-peso stake, in centavos: exact, rounded down only as a guard. */
export function centavos(stake: number, units: number): number {
  return Math.floor((stake * units) / 100);
}
