import { fromValues, split } from './dist';
import { winnerOf, type Frame, type Played, type Summary } from './model';
import type { SeriesScore } from './races';

/** A best-of series' exact summary: margin in units won (sets, maps, games), total as the units count it. */
export function seriesSummary(scores: readonly SeriesScore[]): Summary {
  const margin = fromValues(scores.map((s) => ({ value: s.a - s.b, p: s.p })));
  const total = fromValues(scores.map((s) => ({ value: s.total, p: s.p })));
  const { above, below } = split(margin, 0);
  return { winner: { home: above, draw: 0, away: below }, margin, total };
}

/** One played unit: its score after every point (or game, or kill), the last one final. */
export interface PlayedUnit {
  steps: [number, number][];
  /** What the unit adds to the totals market (1 for a set or map, its points or games otherwise). */
  total: number;
}

/**
 * Plays units until one side has won a majority of `bestOf`. Every step takes the same share of
 * the clock, so a long set takes longer than a short one, as it would.
 */
export function playSeries(bestOf: number, playUnit: (k: number) => PlayedUnit): Played {
  const need = Math.ceil(bestOf / 2);
  const units: PlayedUnit[] = [];
  const won = [0, 0];
  while (won[0]! < need && won[1]! < need) {
    const unit = playUnit(units.length);
    const [a, b] = unit.steps[unit.steps.length - 1]!;
    won[a > b ? 0 : 1]!++;
    units.push(unit);
  }
  const steps = units.reduce((n, u) => n + u.steps.length, 0);
  const frames: Frame[] = [{ at: 0, home: 0, away: 0, period: 1, inPeriod: [0, 0] }];
  const periodStarts: number[] = [];
  const sofar = [0, 0];
  let done = 0;
  units.forEach((unit, k) => {
    periodStarts.push(done / steps);
    unit.steps.forEach((score, i) => {
      done++;
      if (i === unit.steps.length - 1) sofar[score[0] > score[1] ? 0 : 1]!++;
      frames.push({ at: done / steps, home: sofar[0]!, away: sofar[1]!, period: k + 1, inPeriod: score });
    });
  });
  const [home, away] = won as [number, number];
  return {
    winner: winnerOf(home, away),
    home,
    away,
    margin: home - away,
    total: units.reduce((n, u) => n + u.total, 0),
    periods: units.map((u) => u.steps[u.steps.length - 1]!),
    periodStarts,
    frames,
  };
}

/**
 * Plays a race point by point with P(home wins a point) = `r`: `over(a, b)` says it is won.
 * Each point is one step of the unit.
 */
export function playRace(random: () => number, r: (a: number, b: number) => number, over: (a: number, b: number) => boolean) {
  const steps: [number, number][] = [];
  let [a, b] = [0, 0];
  while (!over(a, b)) {
    if (random() < r(a, b)) a++;
    else b++;
    steps.push([a, b]);
  }
  return steps;
}

/** A race to `target` won by two clear points, optionally ended at `cap` points whatever the gap. */
export const raceOver =
  (target: number, cap = Infinity) =>
  (a: number, b: number) =>
    ((a >= target || b >= target) && Math.abs(a - b) >= 2) || a >= cap || b >= cap;
