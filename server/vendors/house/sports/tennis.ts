import { clamp, gap, type SportModel } from './model';
import { bestOf, raceScores, winByTwo } from './races';
import { playRace, playSeries, raceOver, seriesSummary } from './series';

/**
 * Tennis: best of three sets; a set is won at six games by two, with a tiebreak (seven points by
 * two) at six-all; a game is four points by two. Every point is won by the home player with the
 * same probability, so game, tiebreak and set chances are exact races. Handicap counts sets; the
 * total counts games.
 */
export interface TennisParams {
  point: number;
}

const BEST_OF = 3;
const setOver = (a: number, b: number) => ((a >= 6 || b >= 6) && Math.abs(a - b) >= 2) || a === 7 || b === 7;
const tiebreak = (a: number, b: number) => a === 6 && b === 6;

export const tennis: SportModel<TennisParams> = {
  sport: 'tennis',
  draws: false,
  period: 'set',
  bestOf: BEST_OF,
  units: { handicap: 'sets', total: 'games' },
  lines: { handicap: { step: 1, min: 1.5 }, total: { step: 1 } },

  params(home, away) {
    return { point: clamp(0.5 + 0.06 * gap(home, away), 0.45, 0.55) };
  },

  summary({ point }) {
    const game = winByTwo(point, 4);
    const breaker = winByTwo(point, 7);
    const set = raceScores((a, b) => (tiebreak(a, b) ? breaker : game), setOver).map((s) => ({
      home: s.a > s.b,
      total: s.a + s.b,
      p: s.p,
    }));
    return seriesSummary(bestOf(BEST_OF, () => set));
  },

  play(random, { point }) {
    return playSeries(BEST_OF, () => {
      // A set's steps are its games: the score shown is games, point by point play stays inside.
      const steps: [number, number][] = [];
      let [a, b] = [0, 0];
      while (!setOver(a, b)) {
        const points = playRace(random, () => point, raceOver(tiebreak(a, b) ? 7 : 4));
        const [x, y] = points[points.length - 1]!;
        if (x > y) a++;
        else b++;
        steps.push([a, b]);
      }
      return { steps, total: a + b };
    });
  },
};
