import { fromValues, split, sumOf, type Dist } from './dist';
import { clamp, gap, winnerOf, type Frame, type SportModel } from './model';

/**
 * Boxing, twelve rounds. Each round ends the fight by knockout for one boxer with a fixed chance
 * (the stronger one more often); otherwise the judges score it 10-9 to one boxer, 10-8 when he
 * also scored a knockdown. A fight that goes the distance is won on points (level cards are a
 * draw). Markets: winner with the draw, total rounds (the round it ended in, twelve for the
 * distance) and whether it goes the distance.
 */
export interface BoxingParams {
  /** P(home knocks away out in a round), P(away knocks home out in a round). */
  koHome: number;
  koAway: number;
  /** P(home wins a round on the cards), given no knockout in it. */
  round: number;
}

export const ROUNDS = 12;
/** P(a round's winner also scored a knockdown): 10-8 instead of 10-9. */
export const KNOCKDOWN = 0.12;

/** One scored round's points margin for home: +1 or +2 when home wins it, -1 or -2 when away does. */
function roundMargin(round: number): Dist {
  return fromValues([
    { value: 2, p: round * KNOCKDOWN },
    { value: 1, p: round * (1 - KNOCKDOWN) },
    { value: -1, p: (1 - round) * (1 - KNOCKDOWN) },
    { value: -2, p: (1 - round) * KNOCKDOWN },
  ]);
}

export const boxing: SportModel<BoxingParams> = {
  sport: 'boxing',
  draws: true,
  period: 'round',
  bestOf: null,
  units: { handicap: null, total: 'rounds' },
  lines: { handicap: null, total: { step: 1 } },

  params(home, away) {
    const d = gap(home, away);
    return {
      koHome: clamp(0.035 * Math.exp(2.2 * d), 0.01, 0.09),
      koAway: clamp(0.035 * Math.exp(-2.2 * d), 0.01, 0.09),
      round: clamp(0.5 + 0.6 * d, 0.25, 0.75),
    };
  },

  summary({ koHome, koAway, round }) {
    const standing = 1 - koHome - koAway;
    let home = 0;
    let away = 0;
    const ended: { value: number; p: number }[] = [];
    for (let r = 1; r <= ROUNDS; r++) {
      const reach = standing ** (r - 1);
      home += reach * koHome;
      away += reach * koAway;
      ended.push({ value: r, p: reach * (koHome + koAway) });
    }
    const distance = standing ** ROUNDS;
    ended.push({ value: ROUNDS, p: distance });
    const cards = split(sumOf(roundMargin(round), ROUNDS), 0);
    return {
      winner: { home: home + distance * cards.above, draw: distance * cards.at, away: away + distance * cards.below },
      margin: null,
      total: fromValues(ended),
      distance,
    };
  },

  play(random, { koHome, koAway, round }) {
    const periods: [number, number][] = [];
    let knockout: 0 | 1 | null = null;
    while (periods.length < ROUNDS && knockout === null) {
      const u = random();
      if (u < koHome) knockout = 0;
      else if (u < koHome + koAway) knockout = 1;
      if (knockout !== null) {
        periods.push(knockout === 0 ? [10, 0] : [0, 10]);
        break;
      }
      const homeRound = random() < round;
      const loser = random() < KNOCKDOWN ? 8 : 9;
      periods.push(homeRound ? [10, loser] : [loser, 10]);
    }
    const fought = periods.length;
    const cards = [0, 0];
    const frames: Frame[] = [{ at: 0, home: 0, away: 0, period: 1 }];
    periods.forEach(([h, a], i) => {
      // The knockout round is never scored: the cards stand as they were.
      if (knockout === null || i < fought - 1) {
        cards[0]! += h;
        cards[1]! += a;
      }
      frames.push({ at: (i + 1) / fought, home: cards[0]!, away: cards[1]!, period: i + 1 });
    });
    const [home, away] = cards as [number, number];
    return {
      winner: knockout === null ? winnerOf(home, away) : knockout === 0 ? 'home' : 'away',
      home,
      away,
      margin: home - away,
      total: fought,
      distance: knockout === null,
      periods,
      periodStarts: periods.map((_, i) => i / fought),
      frames,
    };
  },
};
