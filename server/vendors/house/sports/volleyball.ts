import { clamp, gap, type SportModel } from './model';
import { bestOf, winByTwo } from './races';
import { playRace, playSeries, raceOver, seriesSummary } from './series';

/**
 * Volleyball, rally scoring: best of five sets, sets to 25 (the fifth to 15), won by two clear
 * points. Every rally is won by the home side with the same probability, so a set's chance is
 * exact (a race with a deuce) and the match's follows. Markets count sets.
 */
export interface VolleyballParams {
  rally: number;
}

const BEST_OF = 5;
const target = (set: number) => (set === BEST_OF - 1 ? 15 : 25);

export const volleyball: SportModel<VolleyballParams> = {
  sport: 'volleyball',
  draws: false,
  period: 'set',
  bestOf: BEST_OF,
  units: { handicap: 'sets', total: 'sets' },
  lines: { handicap: { step: 1, min: 1.5 }, total: { step: 1 } },

  params(home, away) {
    return { rally: clamp(0.5 + 0.1 * gap(home, away) + 0.005, 0.42, 0.58) };
  },

  summary({ rally }) {
    return seriesSummary(
      bestOf(BEST_OF, (k) => {
        const s = winByTwo(rally, target(k));
        return [
          { home: true, total: 1, p: s },
          { home: false, total: 1, p: 1 - s },
        ];
      }),
    );
  },

  play(random, { rally }) {
    return playSeries(BEST_OF, (k) => ({ steps: playRace(random, () => rally, raceOver(target(k))), total: 1 }));
  },
};
