import { payArrays, stepArray, type SlotParams, type SlotRules } from './engine';
import { SCATTER, WILD, type SymbolId } from './themes';

/**
 * The exact return of a slot, from its strips and paytable (no simulation). Reels stop
 * independently and uniformly, so:
 * - a line takes one cell per reel, and a cell of a reel shows each strip position equally
 *   often: a line pays s with exactly k symbols with probability p1(s) * q2(s) * ... * qk(s) *
 *   (1 - q(k+1)(s)), where p is a reel's share of s and q its share of s or the wild;
 * - the ways of s over exactly k reels are the product of its cell counts on reels 1..k with
 *   none on reel k+1; counts on different reels are independent, so the expectation is the
 *   product of their expectations (rows * q) times the chance reel k+1 shows none;
 * - a symbol's count on the whole grid (pay anywhere, and the scatter) is the sum of
 *   independent per-reel counts, each known exactly by going over every stop of the strip.
 * Free spins: if one spin gives on average `a` free spins (by its scatters), a round plays on
 * average a + a^2 + ... = a / (1 - a) of them (each free spin can give more), each worth the
 * multiplier times a spin's value (Wald's identity: a spin's value does not depend on how many
 * are played). A jackpot game adds the share of every stake its pool takes (all of it is paid
 * out in hits) and the seed it pays after each hit: seed / odds per unit staked.
 */

/** Expected number of wins of each symbol with exactly `count` symbols: exposure.get(symbol)[count]. */
export type Exposure = Map<SymbolId, number[]>;

/** How often each count of `hits` symbols shows on a reel, over all its stops: [P(0), ..., P(rows)]. */
function windowCounts(strip: readonly SymbolId[], rows: number, hits: (s: SymbolId) => boolean): number[] {
  const dist = new Array<number>(rows + 1).fill(0);
  for (let stop = 0; stop < strip.length; stop++) {
    let count = 0;
    for (let row = 0; row < rows; row++) if (hits(strip[(stop + row) % strip.length]!)) count++;
    dist[count]! += 1 / strip.length;
  }
  return dist;
}

function convolve(a: number[], b: number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j]! += x * y)));
  return out;
}

/** The distribution of a symbol's count on the whole grid. */
export function gridCounts(params: SlotRules, symbol: SymbolId): number[] {
  return params.strips.map((strip) => windowCounts(strip, params.rows, (s) => s === symbol)).reduce(convolve, [1]);
}

const share = (strip: readonly SymbolId[], hits: (s: SymbolId) => boolean) => strip.filter(hits).length / strip.length;

/** Expected wins per spin by symbol and count, for the pays of the base game (before any multiplier). */
export function exposure(params: SlotRules): Exposure {
  if (params.wild && params.strips[0]!.includes(WILD)) throw new Error(`${params.code}: a wild on the first reel`);
  const { reels, rows } = params;
  const out: Exposure = new Map();
  for (const symbol of params.symbols) {
    const byCount = new Array<number>(reels * rows + 1).fill(0);
    if (params.mechanic === 'anywhere') {
      gridCounts(params, symbol).forEach((p, count) => (byCount[count] = p));
    } else {
      const own = (s: SymbolId) => s === symbol;
      const orWild = (s: SymbolId) => s === symbol || s === WILD;
      // Lines: chances; ways: expected cell counts (rows per reel) and the chance a reel has none.
      const perReel = params.mechanic === 'ways' ? rows : 1;
      let reach = perReel * share(params.strips[0]!, own);
      for (let k = 1; k <= reels; k++) {
        const stop =
          k === reels
            ? 1
            : params.mechanic === 'ways'
              ? windowCounts(params.strips[k]!, rows, orWild)[0]!
              : 1 - share(params.strips[k]!, orWild);
        byCount[k] = reach * stop * (params.mechanic === 'ways' ? 1 : params.lines!.length);
        if (k < reels) reach *= perReel * share(params.strips[k]!, orWild);
      }
    }
    out.set(symbol, byCount);
  }
  if (params.scatter) out.set(SCATTER, gridCounts(params, SCATTER));
  return out;
}

/** Expected pay of one spin, in hundredths of the stake, for these exposures and pays by count. */
export function spinValue(exposures: Exposure, pays: Map<SymbolId, number[]>): number {
  let value = 0;
  for (const [symbol, byCount] of exposures) {
    const pay = pays.get(symbol);
    if (pay) byCount.forEach((e, count) => (value += e * (pay[count] ?? 0)));
  }
  return value;
}

/** Expected free spins one spin gives. Must be below 1, or a round would never end on average. */
export function freeSpinRate(params: SlotRules): number {
  if (!params.freeSpins || !params.scatter) return 0;
  const awards = stepArray(params.freeSpins.awards, params.reels * params.rows);
  return gridCounts(params, SCATTER).reduce((sum, p, count) => sum + p * awards[count]!, 0);
}

/** A round's value for one spin's value: the spin, plus its expected free spins at their multiplier. */
export function roundFactor(params: SlotRules): number {
  const a = freeSpinRate(params);
  if (a >= 1) throw new Error(`${params.code}: free spins would never end`);
  return 1 + (params.freeSpins ? params.freeSpins.multiplier * (a / (1 - a)) : 0);
}

/** The jackpot's part of the return per unit staked: the pool's share of stakes, and the seed paid per hit. */
export function jackpotReturn(params: SlotRules): number {
  return params.jackpot ? params.jackpot.shareBp / 10_000 + params.jackpot.seed / params.jackpot.odds : 0;
}

/** The exact return per unit staked, and its parts. */
export function exactReturn(params: SlotRules): { spin: number; round: number; jackpot: number; total: number } {
  const spin = spinValue(exposure(params), payArrays(params)) / 100;
  const round = spin * roundFactor(params);
  const jackpot = jackpotReturn(params);
  return { spin, round, jackpot, total: round + jackpot };
}

/** The rules with their exact return, as published. */
export function published(rules: SlotRules): SlotParams {
  return { ...rules, returnToPlayer: exactReturn(rules).total };
}
