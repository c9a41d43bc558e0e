import { clamp, gap, type SportModel } from './model';
import { bestOf, raceScores } from './races';
import { playRace, playSeries, raceOver, seriesSummary } from './series';

/**
 * Badminton: best of three games to 21 rally points, won by two, but the 30th point wins
 * whatever the gap (29-29, next point). Every game is therefore finite, so even the total points
 * of the match are an exact sum. Handicap counts games; the total counts points.
 */
export interface BadmintonParams {
  rally: number;
}

const BEST_OF = 3;
const over = raceOver(21, 30);

export const badminton: SportModel<BadmintonParams> = {
  sport: 'badminton',
  draws: false,
  period: 'game',
  bestOf: BEST_OF,
  units: { handicap: 'games', total: 'points' },
  lines: { handicap: { step: 1, min: 1.5 }, total: { step: 1 } },

  params(home, away) {
    return { rally: clamp(0.5 + 0.09 * gap(home, away), 0.43, 0.57) };
  },

  summary({ rally }) {
    const game = raceScores(() => rally, over).map((s) => ({ home: s.a > s.b, total: s.a + s.b, p: s.p }));
    return seriesSummary(bestOf(BEST_OF, () => game));
  },

  play(random, { rally }) {
    return playSeries(BEST_OF, () => {
      const steps = playRace(random, () => rally, over);
      const [a, b] = steps[steps.length - 1]!;
      return { steps, total: a + b };
    });
  },
};
