import type { Queryable } from '../../db/types';

/* The play session of a sign-in (the reality check counts from its start) and what it won or lost. */

/** The play session of a sign-in, begun now unless it began before; its start. */
export async function startPlaySession(db: Queryable, sessionHash: string, memberId: number, at: Date): Promise<Date> {
  await db.query(
    `INSERT INTO protection_play_sessions (session_hash, member_id, started_at) VALUES ($1, $2, $3) ON CONFLICT (session_hash) DO NOTHING`,
    [sessionHash, memberId, at],
  );
  return (await findPlaySession(db, sessionHash)) ?? at;
}

export async function findPlaySession(db: Queryable, sessionHash: string): Promise<Date | null> {
  const rows = await db.query<{ started_at: Date }>('SELECT started_at FROM protection_play_sessions WHERE session_hash = $1', [
    sessionHash,
  ]);
  return rows[0] ? new Date(rows[0].started_at) : null;
}

/** Wins less applied stakes since `since` (refunded stakes are not applied, so they count nowhere). */
export async function netResultSince(db: Queryable, memberId: number, since: Date): Promise<number> {
  const rows = await db.query<{ net: number }>(
    `SELECT COALESCE(sum(CASE kind WHEN 'win' THEN amount WHEN 'bet' THEN -amount ELSE 0 END), 0) AS net
       FROM wallet_transactions WHERE member_id = $1 AND created_at >= $2 AND state = 'applied'`,
    [memberId, since],
  );
  return Number(rows[0]!.net);
}
