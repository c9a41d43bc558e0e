import type { FamilyContext } from '../family';
import { competitionOf, sportsGame } from './games';
import { fixturesOf, playedOf, pricesOf, REAL_TIME, resultOf, scoreAt, slotAt, stateAt, type Fixture, type Timetable } from './fixtures';
import { legOutcome, ODDS_SCALE } from './markets';
import { secretOf } from './secret';

function publicMatch(secret: string, f: Fixture, now: number, times: Timetable) {
  const state = stateAt(f, now);
  const { seed, hash, played } = playedOf(secret, f);
  const ended = state === 'ended';
  return {
    matchId: f.matchId,
    home: f.home,
    away: f.away,
    kickoffAt: new Date(f.kickoffAt).toISOString(),
    endsAt: new Date(f.endsAt).toISOString(),
    state,
    serverSeedHash: hash,
    serverSeed: ended ? seed : null,
    score: state === 'open' ? null : scoreAt(played, ended ? 1 : (now - f.kickoffAt) / times.playMs),
    result: ended ? resultOf(played) : null,
    markets: pricesOf(f).markets.map((m) => ({
      market: m.market,
      line: m.line,
      unit: m.unit,
      returnToPlayer: m.returnToPlayer,
      selections: m.selections.map((s) => ({
        selection: s.selection,
        odds: s.odds / ODDS_SCALE,
        probability: s.probability,
        push: s.push,
        returnToPlayer: s.returnToPlayer,
        outcome: ended ? legOutcome(m.market, s.selection, m.line, played) : null,
      })),
    })),
  };
}

/**
 * The entry's competition: the last slot's results, the matches being played, and the next
 * slots open for betting, each with its markets, seed hash (the seed once ended) and live score.
 */
export async function board(ctx: FamilyContext, gameCode: string, times = REAL_TIME) {
  const competition = competitionOf(sportsGame(ctx, gameCode));
  const secret = await secretOf(ctx.db, ctx.partnerCode);
  const now = ctx.now();
  const slot = slotAt(now, times);
  const fixtures = [slot - 1, slot, slot + 1, slot + 2]
    .flatMap((s) => fixturesOf(secret, competition, s, times))
    .filter((f) => f.endsAt > now - times.slotMs);
  return {
    serverTime: new Date(now).toISOString(),
    competition: { code: competition.code, name: competition.name, sport: competition.model.sport, period: competition.model.period },
    matches: fixtures.map((f) => publicMatch(secret, f, now, times)),
  };
}
