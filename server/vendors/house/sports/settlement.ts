import { UNITS_PER_CENTAVO } from '../../../../contracts/constants';
import type { FamilyContext } from '../family';
import { rollbackUuidOf } from '../wallet-client';
import { fixtureById, playedOf, REAL_TIME, resultOf, type Timetable } from './fixtures';
import { legOutcome, type LegOutcome, type MarketKind, type Selection } from './markets';
import { secretOf } from './secret';
import { setState, type SlipRow } from './slips';
import { slipWin } from './slip';

/**
 * Writes the result of every ended match that slips bet on, and each leg's outcome: the seed is
 * revealed with it. A match whose sides the schedule no longer gives (its competition changed)
 * cannot be replayed: its legs are void.
 */
async function recordResults(ctx: FamilyContext, times: Timetable, limit = 100): Promise<number> {
  const secret = await secretOf(ctx.db, ctx.partnerCode);
  const due = await ctx.db.query<{ match_id: string; home: string; away: string }>(
    `SELECT match_id, home, away FROM house_sports_matches WHERE partner_code = $1 AND result IS NULL AND ends_at <= $2
      ORDER BY ends_at LIMIT $3`,
    [ctx.partnerCode, new Date(ctx.now()), limit],
  );
  for (const match of due) {
    const fixture = fixtureById(secret, match.match_id, times);
    const replayable = fixture !== null && fixture.home.name === match.home && fixture.away.name === match.away;
    const played = replayable ? playedOf(secret, fixture).played : null;
    const legs = await ctx.db.query<{ slip_id: string; leg_no: number; market: MarketKind; selection: Selection; line: string | null }>(
      `SELECT slip_id, leg_no, market, selection, line FROM house_sports_legs
        WHERE partner_code = $1 AND match_id = $2 AND outcome IS NULL`,
      [ctx.partnerCode, match.match_id],
    );
    const outcomes = legs.map((leg) =>
      played ? legOutcome(leg.market, leg.selection, leg.line === null ? null : Number(leg.line), played) : 'void',
    );
    await ctx.db.query(
      `UPDATE house_sports_legs l SET outcome = u.outcome FROM unnest($2::text[], $3::int[], $4::text[]) AS u(slip_id, leg_no, outcome)
        WHERE l.slip_id = u.slip_id AND l.leg_no = u.leg_no AND l.partner_code = $1 AND l.outcome IS NULL`,
      [ctx.partnerCode, legs.map((leg) => leg.slip_id), legs.map((leg) => leg.leg_no), outcomes],
    );
    // The result last: a match with a result has every leg's outcome written.
    await ctx.db.query(
      `UPDATE house_sports_matches SET server_seed = $3, result = $4 WHERE partner_code = $1 AND match_id = $2 AND result IS NULL`,
      [
        ctx.partnerCode,
        match.match_id,
        fixture ? playedOf(secret, fixture).seed : null,
        JSON.stringify(played ? resultOf(played) : { void: true }),
      ],
    );
  }
  return due.length;
}

/**
 * Pays every slip whose matches have all ended. The win and the rollback go with the slip's own
 * transaction uuids, so the operator applies each once however often this runs, in one process
 * or several; a slip is settled only once the operator has confirmed.
 */
async function settleDue(ctx: FamilyContext, limit = 200): Promise<number> {
  const rows = await ctx.db.query<SlipRow>(
    `SELECT * FROM house_sports_slips WHERE partner_code = $1 AND state IN ('pending', 'placed') AND settles_at <= $2
      ORDER BY settles_at LIMIT $3`,
    [ctx.partnerCode, new Date(ctx.now()), limit],
  );
  let settled = 0;
  for (const row of rows) settled += (await settle(ctx, row)) ? 1 : 0;
  return settled;
}

async function settle(ctx: FamilyContext, row: SlipRow): Promise<boolean> {
  const base = { user: row.wallet_user, token: row.game_token, round: row.slip_id, gameCode: row.game_code, betUuid: `${row.slip_id}:bet` };
  if (row.state === 'pending') {
    // No answer to the bet by the end of its matches: take it back (a late bet is then refused).
    const back = await ctx.wallet.rollback({ ...base, uuid: rollbackUuidOf(row.slip_id) });
    return back?.status === 'RS_OK' && (await setState(ctx, row.slip_id, 'pending', 'void'));
  }
  const legs = await ctx.db.query<{ odds: number; outcome: LegOutcome | null }>(
    `SELECT odds, outcome FROM house_sports_legs WHERE slip_id = $1`,
    [row.slip_id],
  );
  // A match whose result is not written yet: the next beat, after recordResults.
  if (legs.some((leg) => leg.outcome === null)) return false;
  const win = slipWin(Number(row.stake), legs as { odds: number; outcome: LegOutcome }[]);
  const paid = await ctx.wallet.win({ ...base, uuid: `${row.slip_id}:win`, currency: row.currency, units: win * UNITS_PER_CENTAVO });
  if (paid?.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK') return setState(ctx, row.slip_id, 'placed', 'void');
  if (paid?.status !== 'RS_OK') return false;
  return setState(ctx, row.slip_id, 'placed', 'settled', win);
}

/** One beat: results of ended matches first, then the slips they complete. */
export async function tick(ctx: FamilyContext, times = REAL_TIME): Promise<void> {
  await recordResults(ctx, times);
  await settleDue(ctx);
}
