import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/types';
import { UNITS_PER_CENTAVO } from '../../../../contracts/constants';
import type { FamilyContext } from '../family';
import { RoundError, type Player } from '../round-error';
import { placePendingBet } from '../wallet-client';
import { fixtureById, playedOf, pricesOf, REAL_TIME, type PublicResult } from './fixtures';
import { competitionOf, sportsGame } from './games';
import { ODDS_SCALE, type LegOutcome, type MarketKind, type Selection } from './markets';
import { secretOf } from './secret';
import { combinedOdds, MAX_LEGS, payoutOf, validStake } from './slip';

/**
 * The sportsbook's records and money. A slip is one round of the seamless wallet: its stake is
 * bet when it is placed (odds fixed then), and its win (0 when a leg lost) is paid once every
 * leg's match has ended, with the game token it was placed with. A bet with no answer by then is
 * rolled back, never left open; a win the operator did not confirm is sent again on the next beat.
 */

export type SlipState = 'pending' | 'placed' | 'refused' | 'settled' | 'void';

export interface SlipRow {
  slip_id: string;
  game_code: string;
  wallet_user: string;
  game_token: string;
  currency: string;
  stake: string | number;
  odds: string | number;
  potential: string | number;
  win: string | number;
  state: SlipState;
  created_at: Date;
  settled_at: Date | null;
}

interface LegRow {
  slip_id: string;
  leg_no: number;
  match_id: string;
  market: MarketKind;
  selection: Selection;
  line: string | number | null;
  odds: number;
  outcome: LegOutcome | null;
  competition: string;
  home: string;
  away: string;
  kickoff_at: Date;
  server_seed_hash: string;
  server_seed: string | null;
  /** The final score, or void: a match the schedule could no longer replay. */
  result: PublicResult | { void: true } | null;
}

export interface SlipOrder {
  game: string;
  stake: number;
  legs: { matchId: string; market: MarketKind; selection: Selection; odds: number }[];
}

/**
 * Places a slip at the odds the player was shown: every leg's match must still be open and its
 * price unchanged, and the game token the player's. The slip (with its legs, and the matches they
 * need) is written first, then its stake is bet; the slip id is the wallet round.
 */
export async function placeSlip(ctx: FamilyContext, player: Player, order: SlipOrder, times = REAL_TIME) {
  const game = sportsGame(ctx, order.game);
  if (!validStake(order.stake, game.minBet)) throw new RoundError('BAD_STAKE');
  const matchIds = order.legs.map((leg) => leg.matchId);
  if (matchIds.length < 1 || matchIds.length > MAX_LEGS || new Set(matchIds).size !== matchIds.length) throw new RoundError('BAD_NUMBERS');
  const competition = competitionOf(game);
  const secret = await secretOf(ctx.db, ctx.partnerCode);
  const now = ctx.now();
  const legs = order.legs.map((leg) => {
    const fixture = fixtureById(secret, leg.matchId, times);
    if (!fixture || fixture.competition.code !== competition.code) throw new RoundError('ROUND_NOT_FOUND');
    if (now >= fixture.kickoffAt) throw new RoundError('DRAW_CLOSED');
    const market = pricesOf(fixture).markets.find((m) => m.market === leg.market);
    const price = market?.selections.find((s) => s.selection === leg.selection);
    if (!market || !price) throw new RoundError('ROUND_NOT_FOUND');
    if (Math.abs(leg.odds * ODDS_SCALE - price.odds) > 1e-6) throw new RoundError('ODDS_CHANGED');
    return { ...leg, fixture, line: market.line, odds: price.odds };
  });
  // Nothing is written for a caller whose game token the operator does not confirm as this wallet user's.
  await ctx.balanceOf(player.user, player.token, game.code);
  const odds = legs.map((leg) => leg.odds);
  const slipId = randomUUID();
  const iso = (t: number) => new Date(t).toISOString();
  // One statement: the matches the legs need (once), the slip, its legs.
  await ctx.db.query(
    `WITH m AS (
       INSERT INTO house_sports_matches (partner_code, match_id, competition, home, away, kickoff_at, ends_at, server_seed_hash)
       SELECT $2, u.match_id, $3, u.home, u.away, u.kickoff_at, u.ends_at, u.seed_hash
         FROM unnest($4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::timestamptz[], $9::text[])
           AS u(match_id, home, away, kickoff_at, ends_at, seed_hash)
       ON CONFLICT (partner_code, match_id) DO NOTHING
     ), s AS (
       INSERT INTO house_sports_slips
         (slip_id, partner_code, game_code, wallet_user, game_token, currency, stake, odds, potential, state, settles_at)
       VALUES ($1, $2, $10, $11, $12, $13, $14, $15, $16, 'pending', $17) RETURNING slip_id
     )
     INSERT INTO house_sports_legs (slip_id, leg_no, partner_code, match_id, market, selection, line, odds)
     SELECT s.slip_id, l.leg_no, $2, l.match_id, l.market, l.selection, l.line, l.odds
       FROM s, unnest($18::int[], $4::text[], $19::text[], $20::text[], $21::numeric[], $22::int[])
         AS l(leg_no, match_id, market, selection, line, odds)`,
    [
      slipId,
      ctx.partnerCode,
      competition.code,
      matchIds,
      legs.map((leg) => leg.fixture.home.name),
      legs.map((leg) => leg.fixture.away.name),
      legs.map((leg) => iso(leg.fixture.kickoffAt)),
      legs.map((leg) => iso(leg.fixture.endsAt)),
      legs.map((leg) => playedOf(secret, leg.fixture).hash),
      game.code,
      player.user,
      player.token,
      player.currency,
      order.stake,
      combinedOdds(odds),
      payoutOf(order.stake, odds),
      iso(Math.max(...legs.map((leg) => leg.fixture.endsAt))),
      legs.map((_, i) => i + 1),
      legs.map((leg) => leg.market),
      legs.map((leg) => leg.selection),
      legs.map((leg) => leg.line),
      odds,
    ],
  );

  const bet = await placePendingBet(
    ctx.wallet,
    {
      user: player.user,
      token: player.token,
      uuid: `${slipId}:bet`,
      round: slipId,
      gameCode: game.code,
      currency: player.currency,
      units: order.stake * UNITS_PER_CENTAVO,
    },
    (to) => setState(ctx, slipId, 'pending', to),
  );
  const [slip] = await slipsWhere(ctx.db, 's.slip_id = $1', [slipId], 1);
  return { slip: slip!, balance: (bet.balance ?? 0) / UNITS_PER_CENTAVO };
}

/** Moves a slip from one state to the next; false when it was no longer in `from`. */
export async function setState(ctx: FamilyContext, slipId: string, from: SlipState, to: SlipState, win?: number): Promise<boolean> {
  const settled = to === 'placed' ? null : new Date(ctx.now());
  const rows = await ctx.db.query(
    `UPDATE house_sports_slips SET state = $3, win = coalesce($4, win), settled_at = coalesce($5::timestamptz, settled_at)
      WHERE slip_id = $1 AND state = $2 RETURNING slip_id`,
    [slipId, from, to, win ?? null, settled],
  );
  return rows.length === 1;
}

function publicLeg(row: LegRow) {
  return {
    matchId: row.match_id,
    competition: row.competition,
    home: row.home,
    away: row.away,
    kickoffAt: new Date(row.kickoff_at).toISOString(),
    market: row.market,
    selection: row.selection,
    line: row.line === null ? null : Number(row.line),
    odds: row.odds / ODDS_SCALE,
    outcome: row.outcome,
    result: row.result,
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.server_seed,
  };
}

const LEGS_SQL = `SELECT l.slip_id, l.leg_no, l.match_id, l.market, l.selection, l.line, l.odds, l.outcome, m.competition, m.home, m.away,
                         m.kickoff_at, m.server_seed_hash, m.server_seed, m.result
                    FROM house_sports_legs l JOIN house_sports_matches m USING (partner_code, match_id)`;

async function slipsWhere(db: Queryable, where: string, params: unknown[], limit: number) {
  const slips = await db.query<SlipRow>(
    `SELECT s.* FROM house_sports_slips s WHERE ${where} ORDER BY s.created_at DESC LIMIT ${Number(limit)}`,
    params,
  );
  const legs = await db.query<LegRow>(`${LEGS_SQL} WHERE l.slip_id = ANY($1::text[]) ORDER BY l.leg_no`, [slips.map((s) => s.slip_id)]);
  return slips.map((s) => {
    const own = legs.filter((leg) => leg.slip_id === s.slip_id).map(publicLeg);
    return {
      slipId: s.slip_id,
      game: s.game_code,
      kind: own.length > 1 ? ('parlay' as const) : ('single' as const),
      stake: Number(s.stake),
      odds: Number(s.odds) / ODDS_SCALE,
      potentialPayout: Number(s.potential),
      win: Number(s.win),
      state: s.state,
      placedAt: new Date(s.created_at).toISOString(),
      settledAt: s.settled_at ? new Date(s.settled_at).toISOString() : null,
      legs: own,
    };
  });
}

/**
 * A slip as its player checks it from the betting record (the slip id is its wallet round):
 * stake, odds, state and every leg with its match's seed hash (the seed once ended) and result.
 */
export async function slipDetails(ctx: FamilyContext, slipId: string) {
  const [slip] = await slipsWhere(ctx.db, 's.partner_code = $1 AND s.slip_id = $2', [ctx.partnerCode, slipId], 1);
  return slip ?? null;
}

/** The player's latest slips in one game, newest first (refused ones left out: no money moved). */
export function mySlips(ctx: FamilyContext, user: string, gameCode: string, limit = 20) {
  sportsGame(ctx, gameCode);
  return slipsWhere(
    ctx.db,
    `s.partner_code = $1 AND s.wallet_user = $2 AND s.game_code = $3 AND s.state <> 'refused'`,
    [ctx.partnerCode, user, gameCode],
    limit,
  );
}
