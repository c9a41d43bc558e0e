import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/types';

/* The SQL of the live studio (migration 017): a partner's seed secret, and the bets on its tables' rounds. */

/**
 * pending: stored, its wallet bet sent; placed: the operator took it; refused: the operator
 * refused it; settled: its win (maybe 0) paid; void: rolled back (no answer, or a game gone).
 */
export type BetState = 'pending' | 'placed' | 'refused' | 'settled' | 'void';

export interface BetRow {
  bet_id: string;
  game_code: string;
  round_no: string | number;
  wallet_user: string;
  game_token: string;
  currency: string;
  spots: Record<string, number>;
  stake: string | number;
  win: string | number | null;
  state: BetState;
}

/**
 * The partner's studio secret, made the first time it is asked for: every round's server seed
 * is derived from it, so it must outlive restarts (a bet taken before one settles after it).
 */
export async function studioSecret(db: Queryable, partner: string): Promise<string> {
  await db.query(`INSERT INTO house_studio_secrets (partner_code, secret) VALUES ($1, $2) ON CONFLICT (partner_code) DO NOTHING`, [
    partner,
    randomBytes(32).toString('hex'),
  ]);
  const rows = await db.query<{ secret: string }>(`SELECT secret FROM house_studio_secrets WHERE partner_code = $1`, [partner]);
  return rows[0]!.secret;
}

export interface NewBet {
  betId: string;
  partner: string;
  game: string;
  round: number;
  user: string;
  token: string;
  currency: string;
  spots: Record<string, number>;
  stake: number;
  closesAt: number;
}

/**
 * Stores a bet as pending, unless it would take the player's stake on one of its spots in this
 * round (this bet and the earlier ones not refused or voided) over `maxPerSpot`. One statement
 * checks and inserts; two bets of one player sent in the same instant could each pass it, which
 * the per-token rate limit keeps to a small excess at most. False when refused.
 */
export async function insertBet(db: Queryable, bet: NewBet, maxPerSpot: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO house_studio_bets (bet_id, partner_code, game_code, round_no, wallet_user, game_token, currency, spots, stake, state,
                                    closes_at, next_try_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, 'pending', $10, $10
      WHERE NOT EXISTS (
        SELECT 1 FROM jsonb_each_text($8::jsonb) AS s(spot, amount)
         WHERE s.amount::bigint + (SELECT coalesce(sum((b.spots ->> s.spot)::bigint), 0) FROM house_studio_bets b
                                    WHERE b.partner_code = $2 AND b.game_code = $3 AND b.round_no = $4 AND b.wallet_user = $5
                                      AND b.state IN ('pending', 'placed', 'settled')) > $11)
     RETURNING bet_id`,
    [
      bet.betId,
      bet.partner,
      bet.game,
      bet.round,
      bet.user,
      bet.token,
      bet.currency,
      JSON.stringify(bet.spots),
      bet.stake,
      new Date(bet.closesAt),
      maxPerSpot,
    ],
  );
  return rows.length === 1;
}

/** Moves a bet from one state to the next (with its win, once settled); false when it was no longer in `from`. */
export async function moveBet(db: Queryable, betId: string, from: BetState, to: BetState, at: number, win?: number): Promise<boolean> {
  const ends = to === 'settled' || to === 'void';
  const rows = await db.query(
    `UPDATE house_studio_bets SET state = $3, win = coalesce($5::bigint, win), settled_at = coalesce($4::timestamptz, settled_at)
      WHERE bet_id = $1 AND state = $2 RETURNING bet_id`,
    [betId, from, to, ends ? new Date(at) : null, win ?? null],
  );
  return rows.length === 1;
}

/** A player's bets on one round of a table, oldest first (refused ones left out: they never took money). */
export async function betsOf(db: Queryable, partner: string, game: string, round: number, user: string): Promise<BetRow[]> {
  return db.query<BetRow>(
    `SELECT * FROM house_studio_bets WHERE partner_code = $1 AND game_code = $2 AND round_no = $3 AND wallet_user = $4
        AND state <> 'refused' ORDER BY created_at, bet_id`,
    [partner, game, round, user],
  );
}

/**
 * Claims the bets due for settlement: placed ones whose round has closed, and pending ones (no
 * answer to their wallet bet) `graceMs` after it closed. A claim puts the bet's next try off
 * (1 s, doubling to 5 min): a bet whose win or rollback the operator did not confirm is tried
 * again then, with the same uuids, and two workers never send the same bet at once (the second
 * one's update finds the bet no longer due).
 */
export async function claimDue(db: Queryable, partner: string, now: number, graceMs: number, limit: number): Promise<BetRow[]> {
  return db.query<BetRow>(
    `UPDATE house_studio_bets
        SET next_try_at = $2::timestamptz + make_interval(secs => least(power(2, attempts), 300)), attempts = attempts + 1
      WHERE bet_id IN (SELECT bet_id FROM house_studio_bets
                        WHERE partner_code = $1 AND state IN ('pending', 'placed') AND next_try_at <= $2
                          AND (state = 'placed' OR closes_at <= $3)
                        ORDER BY next_try_at LIMIT $4)
        AND state IN ('pending', 'placed') AND next_try_at <= $2
     RETURNING *`,
    [partner, new Date(now), new Date(now - graceMs), limit],
  );
}
