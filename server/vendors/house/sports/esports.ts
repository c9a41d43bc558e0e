import { clamp, gap, type SportModel } from './model';
import { bestOf, winByTwo } from './races';
import { playRace, playSeries, raceOver, seriesSummary, type PlayedUnit } from './series';

/**
 * E-sports series, best of three or five maps. In a tactical shooter (CS2, Valorant) a map is a
 * race of rounds to 13, won by two; in a MOBA (Mobile Legends, Dota 2, League of Legends, Honor of
 * Kings) a map is won outright with a fixed chance, and its kill count is drawn to match. Markets
 * count maps.
 */
export type EsportsStyle = 'tactical' | 'moba';

export interface EsportsParams {
  style: EsportsStyle;
  bestOf: number;
  /** P(home wins a round) for a tactical shooter, P(home wins a map) for a MOBA. */
  edge: number;
}

const ROUNDS_TO_WIN = 13;
const mapOver = raceOver(ROUNDS_TO_WIN);

/** A MOBA map: the winner from the map's chance, then the kills, the winner's at least as many as the loser's. */
function playMoba(random: () => number, chance: number): PlayedUnit {
  const homeWins = random() < chance;
  const winnerKills = 12 + Math.floor(random() * 18);
  const loserKills = Math.floor(random() * (winnerKills - 2));
  const [home, away] = homeWins ? [winnerKills, loserKills] : [loserKills, winnerKills];
  // The kills come in over four stretches; the map is decided at the last one.
  const steps: [number, number][] = [1, 2, 3].map((k) => [Math.floor((home * k) / 4), Math.floor((away * k) / 4)]);
  steps.push([home, away]);
  return { steps, total: 1 };
}

export function esports(style: EsportsStyle, series: 3 | 5): SportModel<EsportsParams> {
  const mapChance = (p: EsportsParams) => (p.style === 'moba' ? p.edge : winByTwo(p.edge, ROUNDS_TO_WIN));
  return {
    sport: 'esports',
    draws: false,
    period: 'map',
    bestOf: series,
    units: { handicap: 'maps', total: 'maps' },
    lines: { handicap: { step: 1, min: 1.5 }, total: { step: 1 } },

    params(home, away) {
      const d = gap(home, away);
      const edge = style === 'moba' ? clamp(0.5 + 0.45 * d, 0.25, 0.75) : clamp(0.5 + 0.1 * d, 0.42, 0.58);
      return { style, bestOf: series, edge };
    },

    summary(p) {
      const m = mapChance(p);
      return seriesSummary(
        bestOf(p.bestOf, () => [
          { home: true, total: 1, p: m },
          { home: false, total: 1, p: 1 - m },
        ]),
      );
    },

    play(random, p) {
      return playSeries(p.bestOf, () =>
        p.style === 'moba' ? playMoba(random, p.edge) : { steps: playRace(random, () => p.edge, mapOver), total: 1 },
      );
    },
  };
}
