import type { Dist } from './dist';

export type SportKind = 'football' | 'basketball' | 'volleyball' | 'tennis' | 'badminton' | 'boxing' | 'esports';
export type Unit = 'goals' | 'points' | 'sets' | 'games' | 'maps' | 'rounds';
export type Side = 'home' | 'away';
export type Winner = Side | 'draw';

/** What the markets need of a match: its exact outcome distribution, reduced to three questions. */
export interface Summary {
  winner: { home: number; draw: number; away: number };
  /** Home's score minus away's in the handicap unit; null where the sport has no handicap market. */
  margin: Dist | null;
  /** The totals market's count (goals, points, maps, rounds...). */
  total: Dist;
  /** P(the fight goes the full twelve rounds): boxing only. */
  distance?: number;
}

/** The match as it stood at `at` (0 at kick-off, 1 at the end): the live score. */
export interface Frame {
  at: number;
  /** The headline score: goals, points, sets, maps, rounds won on the cards. */
  home: number;
  away: number;
  /** The half, quarter (5 and on: overtime), set, game, map or round being played. */
  period: number;
  /** The score inside the period, where there is one: points of a set, games of a set, rounds of a map, kills. */
  inPeriod?: [number, number];
}

/** A played match: what settles its markets, and how it unfolded. */
export interface Played {
  winner: Winner;
  home: number;
  away: number;
  margin: number;
  total: number;
  /** Boxing: whether it went the distance (decision) or ended by knockout. */
  distance?: boolean;
  /** What each side made in each period (half, quarter, set, map...). */
  periods: [number, number][];
  /** When each period starts (0 to 1): the live view names the period by the clock. */
  periodStarts: number[];
  /** The score after each change, in order of time; the first at 0. */
  frames: Frame[];
}

/**
 * A sport's rules as a model: the match parameters follow from the two sides' ratings, the exact
 * outcome distribution from the parameters, and `play` draws one match from the same rules with
 * the match's provably fair stream.
 */
export interface SportModel<P> {
  sport: SportKind;
  draws: boolean;
  period: 'half' | 'quarter' | 'set' | 'game' | 'map' | 'round';
  /** The series length where a match is a best-of (sets, games, maps); null otherwise. */
  bestOf: number | null;
  units: { handicap: Unit | null; total: Unit };
  /**
   * Which lines the markets may use: `step` 0.5 allows whole numbers (a tie on the line voids
   * the bet), 1 only half lines; `min` is the smallest handicap (set sports: a half set would
   * repeat the winner market).
   */
  lines: { handicap: { step: 0.5 | 1; min: number } | null; total: { step: 0.5 | 1 } };
  params(home: number, away: number): P;
  summary(params: P): Summary;
  play(random: () => number, params: P): Played;
}

export const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** The rating gap as a fraction: ratings run from about 60 to 95, so this stays within about ±0.4. */
export const gap = (home: number, away: number) => (home - away) / 100;

export const winnerOf = (home: number, away: number): Winner => (home > away ? 'home' : home < away ? 'away' : 'draw');
