import { add, binomial, massOf, mix, negate, split, sumOf, times, type Dist } from './dist';
import { clamp, gap, winnerOf, type Frame, type SportModel } from './model';

/**
 * Basketball: each quarter a side takes a fixed number of two-point, three-point and free-throw
 * attempts, each made with its own probability, so a quarter's points are a sum of binomials and
 * the game's an exact convolution. A tie after four quarters goes to five-minute overtimes (fewer
 * attempts) until one ends untied; handicap and total count the overtime points too.
 */
export interface ShotStyle {
  twos: number;
  threes: number;
  frees: number;
  /** Attempts in one overtime, in the same order. */
  overtime: [number, number, number];
  p2: number;
  p3: number;
  pf: number;
}

/** About 116 points a side a game. */
export const NBA_STYLE: ShotStyle = { twos: 14, threes: 9, frees: 6, overtime: [6, 4, 2], p2: 0.52, p3: 0.36, pf: 0.78 };
/** About 96 points a side a game: fewer threes, as the PBA plays. */
export const PBA_STYLE: ShotStyle = { twos: 13, threes: 7, frees: 6, overtime: [5, 3, 2], p2: 0.48, p3: 0.33, pf: 0.72 };

export interface SideShots {
  p2: number;
  p3: number;
  pf: number;
}

export interface BasketballParams {
  style: ShotStyle;
  home: SideShots;
  away: SideShots;
}

const REGULATION = 4;
/** Share of the match's clock given to regulation when there is overtime to play too. */
const REGULATION_SHARE_WITH_OVERTIME = 0.85;
/** Overtime is summed until what is left is below this: the sum is exact in double precision. */
const NEGLIGIBLE = 1e-18;

function periodPoints(attempts: readonly [number, number, number], s: SideShots): Dist {
  return add(add(times(binomial(attempts[0], s.p2), 2), times(binomial(attempts[1], s.p3), 3)), binomial(attempts[2], s.pf));
}

/** The scores where both sides made the same, by the pair's total: P(both made x) at 2x. */
function tiedTotals(home: Dist, away: Dist): Dist {
  const min = 2 * Math.max(home.min, away.min);
  const p: number[] = [];
  home.p.forEach((ph, i) => {
    const x = home.min + i;
    const pa = away.p[x - away.min] ?? 0;
    if (2 * x >= min) p[2 * x - min] = ph * pa;
  });
  return { min, p: Array.from(p, (v) => v ?? 0) };
}

const withoutZero = (d: Dist): Dist => ({ min: d.min, p: d.p.map((v, i) => (d.min + i === 0 ? 0 : v)) });

export function basketball(style: ShotStyle): SportModel<BasketballParams> {
  const quarter: [number, number, number] = [style.twos, style.threes, style.frees];
  return {
    sport: 'basketball',
    draws: false,
    period: 'quarter',
    bestOf: null,
    units: { handicap: 'points', total: 'points' },
    lines: { handicap: { step: 0.5, min: 0 }, total: { step: 0.5 } },

    params(home, away) {
      const edge = clamp(0.12 * gap(home, away), -0.06, 0.06);
      const side = (e: number): SideShots => ({ p2: style.p2 + e, p3: style.p3 + e, pf: style.pf });
      return { style, home: side(edge + 0.005), away: side(-edge) };
    },

    summary({ home, away }) {
      const regHome = sumOf(periodPoints(quarter, home), REGULATION);
      const regAway = sumOf(periodPoints(quarter, away), REGULATION);
      const regMargin = add(regHome, negate(regAway));
      const regTotal = add(regHome, regAway);
      const tiedReg = tiedTotals(regHome, regAway);
      const pTied = massOf(tiedReg);

      const otHome = periodPoints(style.overtime, home);
      const otAway = periodPoints(style.overtime, away);
      const otMargin = add(otHome, negate(otAway));
      const tiedOt = tiedTotals(otHome, otAway);
      const t = massOf(tiedOt);
      // Points of the overtime that decides: every overtime total, less the tied ones (mass 1 - t).
      const deciding = mix([
        { weight: 1, dist: add(otHome, otAway) },
        { weight: -1, dist: tiedOt },
      ]);
      // k tied overtimes, then the deciding one: sum over k of tiedOt^k * deciding (mass t^k (1 - t)).
      const parts: { weight: number; dist: Dist }[] = [];
      for (let term = deciding, mass = 1 - t; mass > NEGLIGIBLE; term = add(term, tiedOt), mass *= t) parts.push({ weight: 1, dist: term });
      const overtimePoints = mix(parts);

      // The margin of a game tied after regulation is the deciding overtime's.
      const margin = mix([
        { weight: 1, dist: withoutZero(regMargin) },
        { weight: pTied / (1 - t), dist: withoutZero(otMargin) },
      ]);
      const total = mix([
        { weight: 1, dist: regTotal },
        { weight: -1, dist: tiedReg },
        { weight: 1, dist: add(tiedReg, overtimePoints) },
      ]);
      const { above, below } = split(margin, 0);
      return { winner: { home: above, draw: 0, away: below }, margin, total };
    },

    play(random, { home, away }) {
      const baskets: { period: number; at: number; side: 0 | 1; points: number }[] = [];
      const periods: [number, number][] = [];
      const playPeriod = (attempts: readonly [number, number, number]) => {
        const made: [number, number] = [0, 0];
        const period = periods.length;
        for (const side of [0, 1] as const) {
          const s = side === 0 ? home : away;
          for (let kind = 0; kind < 3; kind++) {
            const [q, points] = kind === 0 ? [s.p2, 2] : kind === 1 ? [s.p3, 3] : [s.pf, 1];
            for (let i = 0; i < attempts[kind]!; i++) {
              if (random() >= q) continue;
              // `at` holds the time within the period until the periods' lengths are known.
              baskets.push({ period, at: random(), side, points });
              made[side] += points;
            }
          }
        }
        periods.push(made);
      };
      for (let q = 0; q < REGULATION; q++) playPeriod(quarter);
      const sum = (side: 0 | 1) => periods.reduce((s, p) => s + p[side], 0);
      while (sum(0) === sum(1)) playPeriod(style.overtime);

      // Regulation fills the clock; overtimes, if any, share its last part.
      const overtimes = periods.length - REGULATION;
      const regulation = overtimes === 0 ? 1 : REGULATION_SHARE_WITH_OVERTIME;
      const periodStarts = periods.map((_, i) =>
        i < REGULATION ? (i * regulation) / REGULATION : regulation + ((i - REGULATION) * (1 - regulation)) / overtimes,
      );
      const lengthOf = (i: number) => (i < REGULATION ? regulation / REGULATION : (1 - regulation) / overtimes);
      for (const b of baskets) b.at = periodStarts[b.period]! + b.at * lengthOf(b.period);
      baskets.sort((a, b) => a.at - b.at);
      const score = [0, 0];
      const frames: Frame[] = [{ at: 0, home: 0, away: 0, period: 1 }];
      for (const b of baskets) {
        score[b.side]! += b.points;
        frames.push({ at: b.at, home: score[0]!, away: score[1]!, period: b.period + 1 });
      }
      const [h, a] = [sum(0), sum(1)];
      return { winner: winnerOf(h, a), home: h, away: a, margin: h - a, total: h + a, periods, periodStarts, frames };
    },
  };
}
