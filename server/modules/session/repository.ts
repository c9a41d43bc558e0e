import type { Queryable } from '../../db/types';

export interface SessionRecord {
  memberId: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export async function insertSession(
  db: Queryable,
  s: { tokenHash: string; memberId: number; absoluteHours: number; ip: string },
): Promise<void> {
  await db.query(
    `INSERT INTO sessions (token_hash, member_id, expires_at, ip)
     VALUES ($1, $2, now() + make_interval(hours => $3), $4)`,
    [s.tokenHash, s.memberId, s.absoluteHours, s.ip],
  );
}

export async function findSession(db: Queryable, tokenHash: string): Promise<SessionRecord | null> {
  const rows = await db.query<{
    member_id: number;
    created_at: Date;
    last_seen_at: Date;
    expires_at: Date;
    revoked_at: Date | null;
  }>('SELECT member_id, created_at, last_seen_at, expires_at, revoked_at FROM sessions WHERE token_hash = $1', [tokenHash]);
  const row = rows[0];
  if (!row) return null;
  return {
    memberId: Number(row.member_id),
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
    expiresAt: new Date(row.expires_at),
    revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
  };
}

export async function touchSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [tokenHash]);
}

export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}
