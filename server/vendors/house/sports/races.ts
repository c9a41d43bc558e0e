/**
 * Exact chances of races: a set of rallies, a tennis game, a map of rounds, a best-of series.
 * The same rules drive the simulation point by point, so a simulated match ends each way
 * exactly as often as these figures say.
 */

/** P(the home side wins a race to `target` points that must be won by two clear points). */
export function winByTwo(r: number, target: number): number {
  const q = 1 - r;
  // reach[a][b]: P(the race passes through a, b), for scores below `target`.
  const reach = Array.from({ length: target }, () => new Array<number>(target).fill(0));
  for (let a = 0; a < target; a++) {
    for (let b = 0; b < target; b++) {
      reach[a]![b] = a === 0 && b === 0 ? 1 : (a > 0 ? reach[a - 1]![b]! * r : 0) + (b > 0 ? reach[a]![b - 1]! * q : 0);
    }
  }
  let home = 0;
  // The winning point reaches `target` from (target-1, b) with b <= target-2.
  for (let b = 0; b <= target - 2; b++) home += reach[target - 1]![b]! * r;
  // From deuce two points in a row win, and a split comes back to deuce.
  return home + reach[target - 1]![target - 1]! * ((r * r) / (r * r + q * q));
}

export interface Score {
  a: number;
  b: number;
  p: number;
}

/**
 * Every final score of a race that always ends within a bounded number of points, with its
 * probability: `step(a, b)` is P(home wins the next point) at a, b; `over(a, b)` says the race is won.
 */
export function raceScores(step: (a: number, b: number) => number, over: (a: number, b: number) => boolean): Score[] {
  const finals: Score[] = [];
  let level = new Map<string, Score>([['0,0', { a: 0, b: 0, p: 1 }]]);
  while (level.size > 0) {
    const next = new Map<string, Score>();
    const push = (a: number, b: number, p: number) => {
      if (over(a, b)) finals.push({ a, b, p });
      else {
        const key = `${a},${b}`;
        const seen = next.get(key);
        if (seen) seen.p += p;
        else next.set(key, { a, b, p });
      }
    };
    for (const { a, b, p } of level.values()) {
      const r = step(a, b);
      push(a + 1, b, p * r);
      push(a, b + 1, p * (1 - r));
    }
    level = next;
  }
  return finals;
}

/** One unit of a series (a set, a map, a game) as the totals count it: who won it and what it adds. */
export interface UnitOutcome {
  home: boolean;
  total: number;
  p: number;
}

export interface SeriesScore {
  a: number;
  b: number;
  total: number;
  p: number;
}

/**
 * The exact final scores of a best-of-`bestOf` series of independent units, with the total the
 * units add up to; `unit(k)` gives the outcomes of unit k (0-based), which may differ (a deciding set).
 */
export function bestOf(bestOf: number, unit: (k: number) => readonly UnitOutcome[]): SeriesScore[] {
  const need = Math.ceil(bestOf / 2);
  const finals = new Map<string, SeriesScore>();
  let states = new Map<string, SeriesScore>([['0,0,0', { a: 0, b: 0, total: 0, p: 1 }]]);
  for (let k = 0; states.size > 0; k++) {
    const next = new Map<string, SeriesScore>();
    for (const s of states.values()) {
      for (const o of unit(k)) {
        const a = s.a + (o.home ? 1 : 0);
        const b = s.b + (o.home ? 0 : 1);
        const total = s.total + o.total;
        const target = a === need || b === need ? finals : next;
        const key = `${a},${b},${total}`;
        const seen = target.get(key);
        if (seen) seen.p += s.p * o.p;
        else target.set(key, { a, b, total, p: s.p * o.p });
      }
    }
    states = next;
  }
  return [...finals.values()];
}
