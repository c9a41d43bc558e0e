import type { GameFamily } from '../family';
import { MATCHES_PER_SLOT, timetable } from './fixtures';
import { MARGIN, NOMINAL_RETURN, ODDS_SCALE } from './markets';
import { sportsRoutes } from './routes';
import { competitionOf } from './games';
import { tick } from './settlement';
import { slipDetails } from './slips';
import { MAX_COMBINED_ODDS, MAX_LEGS, MAX_PAYOUT, MAX_STAKE } from './slip';

/**
 * The sportsbook family: every SPORTS and ESPORTS entry of the catalogue is the sportsbook shown
 * on one competition, named after the entry ("PBA Parlay": the PBA; "Dota 2 Cup": Dota 2). Its
 * matches run in real time, or `pace` times faster for testers.
 */
export function sportsFamilyAt(pace: number): GameFamily {
  const times = timetable(pace);
  return {
    family: 'sports',
    page: 'sports',
    describe(game) {
      const competition = competitionOf(game);
      const model = competition.model;
      return {
        sport: model.sport,
        competition: competition.code,
        competitionName: competition.name,
        draws: model.draws,
        period: model.period,
        bestOf: model.bestOf,
        markets: ['winner', ...(model.lines.handicap ? ['handicap'] : []), 'total', ...(model.sport === 'boxing' ? ['distance'] : [])],
        units: model.units,
        margin: MARGIN,
        minStake: Math.max(game.minBet, 100),
        maxStake: MAX_STAKE,
        maxLegs: MAX_LEGS,
        maxCombinedOdds: MAX_COMBINED_ODDS / ODDS_SCALE,
        maxPayout: MAX_PAYOUT,
        schedule: {
          slotSeconds: times.slotMs / 1000,
          matchesPerSlot: MATCHES_PER_SLOT,
          kickoffGapSeconds: times.gapMs / 1000,
          matchSeconds: times.playMs / 1000,
        },
        // Each selection returns p x odds, a little under this after rounding; the board gives each exactly.
        returnToPlayer: NOMINAL_RETURN,
      };
    },
    routes: (app, ctx) => sportsRoutes(app, ctx, times),
    roundDetails: (ctx, round) => slipDetails(ctx, round),
    tick: (ctx) => tick(ctx, times),
  };
}

/** The sportsbook in real time. */
export const sportsFamily = sportsFamilyAt(1);
