import type { Queryable } from '../../../db/types';
import type { ShotResult } from './rules';

export type FishRoundState = 'opening' | 'open' | 'closing' | 'settled' | 'voiding' | 'void' | 'refused';

export interface FishRoundRow {
  round_id: string;
  partner_code: string;
  game_code: string;
  wallet_user: string;
  game_token: string;
  currency: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  shot_stake: string | number;
  shots: number;
  fired: number;
  win: string | number;
  refund: string | number | null;
  state: FishRoundState;
  attempts: number;
}

/** A round in plain numbers. */
export interface FishRound {
  roundId: string;
  partnerCode: string;
  gameCode: string;
  user: string;
  token: string;
  currency: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  shotStake: number;
  shots: number;
  fired: number;
  win: number;
  refund: number | null;
  state: FishRoundState;
  attempts: number;
}

const roundOf = (r: FishRoundRow): FishRound => ({
  roundId: r.round_id,
  partnerCode: r.partner_code,
  gameCode: r.game_code,
  user: r.wallet_user,
  token: r.game_token,
  currency: r.currency,
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  shotStake: Number(r.shot_stake),
  shots: Number(r.shots),
  fired: Number(r.fired),
  win: Number(r.win),
  refund: r.refund === null ? null : Number(r.refund),
  state: r.state,
  attempts: Number(r.attempts),
});

export async function insertRound(
  db: Queryable,
  r: Omit<FishRound, 'fired' | 'win' | 'refund' | 'state' | 'attempts'>,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO house_fish_rounds (round_id, partner_code, game_code, wallet_user, game_token, currency, server_seed, server_seed_hash,
                                    client_seed, shot_stake, shots, state, active_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'opening', $12)`,
    [
      r.roundId,
      r.partnerCode,
      r.gameCode,
      r.user,
      r.token,
      r.currency,
      r.serverSeed,
      r.serverSeedHash,
      r.clientSeed,
      r.shotStake,
      r.shots,
      at,
    ],
  );
}

/** Moves a round from one state to another; false when it was no longer in `from`. */
export async function moveRound(db: Queryable, roundId: string, from: FishRoundState, to: FishRoundState, at: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE house_fish_rounds SET state = $3, active_at = CASE WHEN $3 = 'open' THEN $4 ELSE active_at END,
            retry_at = CASE WHEN $3 IN ('closing', 'voiding') THEN $4 ELSE retry_at END
      WHERE round_id = $1 AND state = $2 RETURNING round_id`,
    [roundId, from, to, at],
  );
  return rows.length === 1;
}

/** A round of this player and game token (whatever its state), or null. */
/** A round by its id, for this partner only (what the betting record's link asks about). */
export async function findRound(db: Queryable, partnerCode: string, roundId: string): Promise<FishRound | null> {
  const rows = await db.query<FishRoundRow>('SELECT * FROM house_fish_rounds WHERE round_id = $1 AND partner_code = $2', [
    roundId,
    partnerCode,
  ]);
  return rows[0] ? roundOf(rows[0]) : null;
}

export async function findPlayerRound(db: Queryable, roundId: string, user: string, token: string): Promise<FishRound | null> {
  const rows = await db.query<FishRoundRow>(
    `SELECT * FROM house_fish_rounds WHERE round_id = $1 AND wallet_user = $2 AND game_token = $3`,
    [roundId, user, token],
  );
  return rows[0] ? roundOf(rows[0]) : null;
}

/**
 * Records shots in an open round and adds what the new ones won, in one statement: the round's
 * row is locked first, so a close (which needs the same row) comes wholly before or after, never
 * between a shot and its count. A shot number already recorded is left as it was. Null when the
 * round was no longer open (nothing recorded).
 */
export async function recordShots(
  db: Queryable,
  roundId: string,
  shots: readonly ShotResult[],
  at: Date,
): Promise<{ fired: number; win: number; shots: number } | null> {
  const rows = await db.query<{ fired: number; win: string | number; shots: number }>(
    `WITH r AS (SELECT round_id FROM house_fish_rounds WHERE round_id = $1 AND state = 'open' FOR UPDATE),
          fresh AS (
            INSERT INTO house_fish_shots (round_id, shot_no, fish_id, caught, win)
            SELECT r.round_id, s.shot_no, s.fish_id, s.caught, s.win
              FROM r, unnest($2::int[], $3::text[], $4::boolean[], $5::bigint[]) AS s(shot_no, fish_id, caught, win)
            ON CONFLICT (round_id, shot_no) DO NOTHING
            RETURNING win)
     UPDATE house_fish_rounds f
        SET fired = f.fired + (SELECT count(*) FROM fresh), win = f.win + (SELECT coalesce(sum(win), 0) FROM fresh), active_at = $6
       FROM r WHERE f.round_id = r.round_id
     RETURNING f.fired, f.win, f.shots`,
    [roundId, shots.map((s) => s.shotNo), shots.map((s) => s.fishId), shots.map((s) => s.caught), shots.map((s) => s.win), at],
  );
  return rows[0] ? { fired: Number(rows[0].fired), win: Number(rows[0].win), shots: Number(rows[0].shots) } : null;
}

/** A shot as recorded: what its number was first answered. */
export interface RecordedShot {
  shotNo: number;
  fishId: string;
  caught: boolean;
  win: number;
}

/** A round's recorded shots in number order: those numbered `shotNos`, or all of them (to replay the round from its seeds). */
export async function recordedShots(db: Queryable, roundId: string, shotNos: readonly number[] | null = null): Promise<RecordedShot[]> {
  const rows = await db.query<{ shot_no: number; fish_id: string; caught: boolean; win: string | number }>(
    `SELECT shot_no, fish_id, caught, win FROM house_fish_shots
      WHERE round_id = $1 AND ($2::int[] IS NULL OR shot_no = ANY($2::int[])) ORDER BY shot_no`,
    [roundId, shotNos],
  );
  return rows.map((r) => ({ shotNo: Number(r.shot_no), fishId: r.fish_id, caught: r.caught, win: Number(r.win) }));
}

/** Closes an open round: its unfired shots' stakes become its refund. Null when it was not open (the close is someone else's). */
export async function closeRound(db: Queryable, roundId: string, at: Date): Promise<FishRound | null> {
  const rows = await db.query<FishRoundRow>(
    `UPDATE house_fish_rounds SET state = 'closing', refund = (shots - fired) * shot_stake, closed_at = $2, retry_at = $2
      WHERE round_id = $1 AND state = 'open' RETURNING *`,
    [roundId, at],
  );
  return rows[0] ? roundOf(rows[0]) : null;
}

/** Closes this vendor's open rounds idle since `before`, and marks its bets stuck unanswered since then for rollback. */
export async function closeIdleRounds(db: Queryable, partnerCode: string, before: Date, at: Date): Promise<void> {
  await db.query(
    `UPDATE house_fish_rounds SET state = 'closing', refund = (shots - fired) * shot_stake, closed_at = $3, retry_at = $3
      WHERE partner_code = $1 AND state = 'open' AND active_at < $2`,
    [partnerCode, before, at],
  );
  await db.query(
    `UPDATE house_fish_rounds SET state = 'voiding', retry_at = $3 WHERE partner_code = $1 AND state = 'opening' AND active_at < $2`,
    [partnerCode, before, at],
  );
}

/** This vendor's rounds whose win or rollback is owed and due for a (first or next) attempt, oldest first. */
export async function owedRounds(db: Queryable, partnerCode: string, at: Date, limit: number): Promise<FishRound[]> {
  const rows = await db.query<FishRoundRow>(
    `SELECT * FROM house_fish_rounds WHERE partner_code = $1 AND state IN ('closing', 'voiding') AND retry_at <= $2
      ORDER BY retry_at LIMIT $3`,
    [partnerCode, at, limit],
  );
  return rows.map(roundOf);
}

/** An attempt the operator did not confirm: the next one waits a little longer each time (up to a minute). */
export async function postponeRound(db: Queryable, roundId: string, state: FishRoundState, at: Date): Promise<void> {
  await db.query(
    `UPDATE house_fish_rounds SET attempts = attempts + 1, retry_at = $3::timestamptz + make_interval(secs => least(60, power(2, attempts)))
      WHERE round_id = $1 AND state = $2`,
    [roundId, state, at],
  );
}
