import type { AggregatorGame } from '../family';
import { mulberry32 } from '../seeded-random';
import { PERLAS } from '../slot';
import { type PaySteps, type SlotParams, type SlotRules } from './engine';
import { exposure, jackpotReturn, published, roundFactor } from './returns';
import { designFor, type Design } from './design';
import { hashOf, stripOf } from './seeded';
import { RANKS, SCATTER, WILD, type SymbolId } from './themes';

/**
 * Every catalogue slot's rules, deterministic from its catalogue entry: the code seeds the
 * choices (mechanic, lines, features, strip order, paytable shape), the name's words give the
 * theme and palette, the classification a jackpot, the minimum bet the stakes. The paytable is
 * then scaled so the exact return lands on the game's own target between 94.5% and 96.5% (the
 * jackpot's part included). The choices themselves are design.ts's.
 */

/** The usual 25 lines of a 5x3 game; a game plays the first 10, 20 or all of them. */
export const LINES_5X3: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
];
/** A classic 3x3 game's lines: the rows, then the diagonals; a game plays 3 or 5. */
export const LINES_3X3: readonly (readonly number[])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Whole-peso stakes; a game takes 7 of them from its catalogue minimum bet up. */
const STAKE_LADDER = [100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000, 200000];

/** A progressive's pool takes 1% of every stake; it restarts at 500 minimum stakes; a hit pays on average about three times that. */
const JACKPOT_SHARE_BP = 100;
const JACKPOT_SEED_STAKES = 500;
/** odds = 200 seeds: the seed's part of the return is 0.5%. */
const JACKPOT_ODDS_SEEDS = 200;

/** The regular symbols, lowest first: the theme's own, with its top card ranks below them to make up the count. */
function symbolsOf(design: Design): SymbolId[] {
  const own = design.theme.symbols;
  const count = design.mechanic === 'classic' ? Math.min(Math.max(own.length, 5), 7) : 9;
  const kept = own.slice(Math.max(0, own.length - count));
  return [...RANKS.slice(RANKS.length - (count - kept.length)), ...kept];
}

/** Between 0 and 1: how far up the paytable a symbol is. */
const rankOf = (i: number, n: number) => i / (n - 1);
/** From low to high, geometrically. */
const span = (low: number, high: number, x: number) => low * (high / low) ** x;

function stripsOf(design: Design, symbols: readonly SymbolId[], random: () => number): SymbolId[][] {
  const reels = design.mechanic === 'classic' ? 3 : design.mechanic === 'anywhere' ? 6 : 5;
  const [low, high] = design.mechanic === 'lines' || design.mechanic === 'ways' ? [8, 2] : [9, 3];
  return Array.from({ length: reels }, (_, reel) => {
    const counts: [SymbolId, number][] = symbols.map((s, i) => [
      s,
      Math.max(1, Math.round(span(low, high, rankOf(i, symbols.length))) + Math.floor(random() * 3) - 1),
    ]);
    // The wild on the middle reels only: a win always starts with a real symbol on the first reel.
    if (design.wild && reel > 0 && reel < reels - 1) counts.push([WILD, 1 + Math.floor(random() * 2)]);
    const strip = stripOf(counts, random);
    if (!design.freeSpins) return strip;
    // Scatters spread evenly, so a reel shows at most one. A 3-row game has a second one on
    // reels 3 and 5, a 6x5 game on reels 1, 3 and 5: free spins start about once in 100 to 350
    // spins (the tests hold it).
    const scatters = reel % 2 === 0 && (design.mechanic === 'anywhere' || (design.rows === 3 && reel > 0)) ? 2 : 1;
    const gap = strip.length / scatters;
    for (let i = scatters - 1; i >= 0; i--) strip.splice(Math.floor(i * gap), 0, SCATTER);
    return strip;
  });
}

/** The paytable's shape before scaling: what each count of each symbol pays, in hundredths of the stake. */
function shapeOf(design: Design, symbols: readonly SymbolId[], random: () => number): Map<SymbolId, [number, number][]> {
  const shape = new Map<SymbolId, [number, number][]>();
  const perLine = 100 / Math.max(design.lines, 1);
  symbols.forEach((symbol, i) => {
    const x = rankOf(i, symbols.length);
    const jitter = 0.85 + random() * 0.35;
    const steps: [number, number][] =
      design.mechanic === 'classic'
        ? [[3, span(4, 150, x) * jitter * perLine]]
        : design.mechanic === 'lines'
          ? [
              [3, span(5, 50, x) * jitter * perLine],
              [4, span(5, 50, x) * (3 + x) * jitter * perLine],
              [5, span(5, 50, x) * (10 + 10 * x) * jitter * perLine],
            ]
          : design.mechanic === 'ways'
            ? [
                [3, span(5, 25, x) * jitter],
                [4, span(5, 25, x) * 3 * jitter],
                [5, span(5, 25, x) * (8 + 7 * x) * jitter],
              ]
            : [
                [8, span(25, 1000, x) * jitter],
                [10, span(25, 1000, x) * 2.5 * jitter],
                [12, span(25, 1000, x) * (5 + 5 * x) * jitter],
              ];
    shape.set(symbol, steps);
  });
  if (design.freeSpins) {
    shape.set(
      SCATTER,
      design.mechanic === 'anywhere'
        ? [
            [4, 300],
            [5, 500],
            [6, 10000],
          ]
        : [
            [3, 200],
            [4, 1000],
            [5, 5000],
          ],
    );
  }
  return shape;
}

type Shape = Map<SymbolId, [number, number][]>;

/**
 * Sets the paytable to the target return, from below. Each pay step is worth its expected
 * count per round (exposure over the counts it covers, free spins included) times its pay. First
 * one scale for the whole shape: the return only grows with it, so halving the interval finds
 * the largest scale at or under the target. Then, since whole hundredths move a frequent small
 * pay in coarse steps, single pays are raised while the gap allows, the most frequent first,
 * each by at most a quarter and staying under the next count's pay.
 */
function calibrate(rules: SlotRules, shape: Shape, target: number): SlotRules {
  const exposures = exposure(rules);
  const factor = roundFactor(rules);
  const steps = [...shape].flatMap(([symbol, list]) =>
    list.map(([from, base], j) => {
      const upTo = list[j + 1]?.[0] ?? Infinity;
      const byCount = exposures.get(symbol) ?? [];
      const worth = (byCount.reduce((sum, e, count) => (count >= from && count < upTo ? sum + e : sum), 0) * factor) / 100;
      return { symbol, j, base, worth, pay: 0 };
    }),
  );
  const gapAt = (scale: number) =>
    target - jackpotReturn(rules) - steps.reduce((sum, s) => sum + s.worth * Math.max(1, Math.round(s.base * scale)), 0);
  let [lo, hi] = [0.001, 100];
  for (let i = 0; i < 60; i++) {
    const mid = Math.sqrt(lo * hi);
    if (gapAt(mid) >= 0) lo = mid;
    else hi = mid;
  }
  let gap = gapAt(lo);
  for (const s of steps) s.pay = Math.max(1, Math.round(s.base * lo));
  const next = (s: (typeof steps)[number]) => steps.find((o) => o.symbol === s.symbol && o.j === s.j + 1);
  for (const s of [...steps].sort((a, b) => b.worth - a.worth)) {
    if (s.worth <= 0) continue;
    const room = Math.min(Math.floor(s.pay / 4), next(s) ? next(s)!.pay - 1 - s.pay : Infinity);
    const raise = Math.max(0, Math.min(Math.floor(gap / s.worth), room));
    s.pay += raise;
    gap -= raise * s.worth;
  }
  const paytable: Partial<Record<SymbolId, PaySteps>> = {};
  for (const [symbol, list] of shape)
    paytable[symbol] = list.map(([from], j) => [from, steps.find((s) => s.symbol === symbol && s.j === j)!.pay]);
  return { ...rules, paytable };
}

function stakesOf(minBet: number): number[] {
  const from = Math.max(100, Math.ceil(minBet / 100) * 100);
  return STAKE_LADDER.filter((s) => s >= from).slice(0, 7);
}

function build(game: AggregatorGame): SlotParams {
  if (game.code === PERLAS.code) return PERLAS;
  const random = mulberry32(hashOf(game.code));
  const design = designFor(game, random);
  const symbols = symbolsOf(design);
  const strips = stripsOf(design, symbols, random);
  const shape = shapeOf(design, symbols, random);
  const stakes = stakesOf(game.minBet);
  const rules: SlotRules = {
    code: game.code,
    mechanic: design.mechanic,
    reels: strips.length,
    rows: design.rows,
    theme: design.theme.id,
    palette: design.palette,
    symbols,
    wild: design.wild,
    scatter: design.freeSpins !== null,
    strips,
    paytable: {},
    lines:
      design.mechanic === 'classic'
        ? LINES_3X3.slice(0, design.lines)
        : design.mechanic === 'lines'
          ? LINES_5X3.slice(0, design.lines)
          : null,
    freeSpins: design.freeSpins,
    jackpot: design.jackpot
      ? { shareBp: JACKPOT_SHARE_BP, seed: JACKPOT_SEED_STAKES * stakes[0]!, odds: JACKPOT_ODDS_SEEDS * JACKPOT_SEED_STAKES * stakes[0]! }
      : null,
    stakes,
  };
  return published(calibrate(rules, shape, design.target));
}

const cache = new Map<string, SlotParams>();

/** A catalogue game's slot rules and exact return (computed once per game). */
export function paramsFor(game: AggregatorGame): SlotParams {
  const key = `${game.code}\u0000${game.name}\u0000${game.classify}\u0000${game.minBet}`;
  let params = cache.get(key);
  if (!params) {
    params = build(game);
    cache.set(key, params);
  }
  return params;
}
