import type { Queryable } from '../../db/types';

export interface LiveSessionRow {
  id: number;
  tokenHash: string;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/** Live: not ended, not past its lifetime, used within the idle limit (session/validity.ts). */
const LIVE = `member_id = $1 AND revoked_at IS NULL AND expires_at > now() AND last_seen_at > now() - make_interval(mins => $2)`;

/** The member's live sessions, newest first (at most 50: more is a list nobody reads). */
export async function liveSessions(db: Queryable, memberId: number, idleMinutes: number): Promise<LiveSessionRow[]> {
  const rows = await db.query<{
    id: string;
    token_hash: string;
    created_at: Date;
    last_seen_at: Date;
    ip: string | null;
    user_agent: string | null;
  }>(
    `SELECT id, token_hash, created_at, last_seen_at, ip, user_agent FROM sessions
      WHERE ${LIVE} ORDER BY created_at DESC, id DESC LIMIT 50`,
    [memberId, idleMinutes],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    tokenHash: row.token_hash,
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
    ip: row.ip,
    userAgent: row.user_agent,
  }));
}

export async function countLiveSessions(db: Queryable, memberId: number, idleMinutes: number): Promise<number> {
  const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sessions WHERE ${LIVE}`, [memberId, idleMinutes]);
  return rows[0]?.n ?? 0;
}

/** Ends one session of the member, never the one given (this device signs out with logout); false when none was open. */
export async function revokeSessionById(db: Queryable, memberId: number, id: number, exceptTokenHash: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE id = $2 AND member_id = $1 AND revoked_at IS NULL AND expires_at > now() AND token_hash <> $3 RETURNING 1`,
    [memberId, id, exceptTokenHash],
  );
  return rows.length === 1;
}
