import { add, binomial, negate, split } from './dist';
import { clamp, gap, winnerOf, type Frame, type SportModel } from './model';

/**
 * Football: each side gets 20 chances (ten a half, one every 4.5 minutes), each a goal with a
 * fixed probability, so the goals are two independent binomials: the exact score grid is small.
 * The stronger side (and the home side, a little) converts more often; about 2.7 goals a game.
 */
const CHANCES = 20;

export interface FootballParams {
  home: number;
  away: number;
}

export const football: SportModel<FootballParams> = {
  sport: 'football',
  draws: true,
  period: 'half',
  bestOf: null,
  units: { handicap: 'goals', total: 'goals' },
  lines: { handicap: { step: 0.5, min: 0 }, total: { step: 1 } },

  params(home, away) {
    const d = gap(home, away);
    const goals = (edge: number) => clamp(1.3 * Math.exp(1.6 * edge), 0.35, 3.2);
    return { home: (goals(d) + 0.15) / CHANCES, away: goals(-d) / CHANCES };
  },

  summary(p) {
    const home = binomial(CHANCES, p.home);
    const away = binomial(CHANCES, p.away);
    const margin = add(home, negate(away));
    const { above, at, below } = split(margin, 0);
    return { winner: { home: above, draw: at, away: below }, margin, total: add(home, away) };
  },

  play(random, p) {
    const goals: { at: number; side: 0 | 1 }[] = [];
    for (let chance = 0; chance < CHANCES; chance++) {
      const home = random() < p.home;
      const away = random() < p.away;
      // A goal's minute within its chance's 4.5 minutes.
      if (home) goals.push({ at: (chance + random()) / CHANCES, side: 0 });
      if (away) goals.push({ at: (chance + random()) / CHANCES, side: 1 });
    }
    goals.sort((a, b) => a.at - b.at);
    const score = [0, 0];
    const periods: [number, number][] = [
      [0, 0],
      [0, 0],
    ];
    const frames: Frame[] = [{ at: 0, home: 0, away: 0, period: 1 }];
    for (const goal of goals) {
      const half = goal.at < 0.5 ? 0 : 1;
      score[goal.side]!++;
      periods[half]![goal.side]!++;
      frames.push({ at: goal.at, home: score[0]!, away: score[1]!, period: half + 1 });
    }
    const [home, away] = score as [number, number];
    return { winner: winnerOf(home, away), home, away, margin: home - away, total: home + away, periods, periodStarts: [0, 0.5], frames };
  },
};
