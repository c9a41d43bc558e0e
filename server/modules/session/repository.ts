import type { Queryable } from '../../db/types';
import { MEMBER_COLUMNS, normaliseMember, type MemberRow } from '../member/repository';

export interface SessionRecord {
  memberId: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** The longest user agent kept (the column's CHECK): enough for any real browser's. */
export const USER_AGENT_MAX = 512;

export async function insertSession(
  db: Queryable,
  s: { tokenHash: string; memberId: number; absoluteHours: number; ip: string; userAgent?: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO sessions (token_hash, member_id, expires_at, ip, user_agent)
     VALUES ($1, $2, now() + make_interval(hours => $3), $4, $5)`,
    [s.tokenHash, s.memberId, s.absoluteHours, s.ip, s.userAgent ? s.userAgent.slice(0, USER_AGENT_MAX) : null],
  );
}

export interface SessionOriginRow {
  created_at: Date;
  ip: string | null;
  user_agent: string | null;
}

/**
 * The newest session a member opened before `before` (a session's token hash; null: before now),
 * trial or not: what "last login" shows. Sessions are kept after they end, so it outlives them.
 */
export async function previousSessionOrigin(db: Queryable, memberId: number, before: string | null): Promise<SessionOriginRow | null> {
  const rows = await db.query<SessionOriginRow>(
    `SELECT created_at, ip, user_agent FROM sessions
      WHERE member_id = $1
        AND ($2::text IS NULL OR (token_hash <> $2 AND created_at <= (SELECT created_at FROM sessions WHERE token_hash = $2)))
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [memberId, before],
  );
  return rows[0] ?? null;
}

/** The session and its member in one round trip: this runs on every authenticated request. */
export async function findSessionWithMember(
  db: Queryable,
  tokenHash: string,
): Promise<{ session: SessionRecord; member: MemberRow } | null> {
  const rows = await db.query<MemberRow & { created_at: Date; last_seen_at: Date; expires_at: Date; revoked_at: Date | null }>(
    `SELECT s.created_at, s.last_seen_at, s.expires_at, s.revoked_at, ${MEMBER_COLUMNS.map((c) => `m.${c}`).join(', ')}
       FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    session: {
      memberId: Number(row.id),
      createdAt: new Date(row.created_at),
      lastSeenAt: new Date(row.last_seen_at),
      expiresAt: new Date(row.expires_at),
      revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
    },
    member: normaliseMember(row),
  };
}

export async function touchSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [tokenHash]);
}

/** Ends one session; the member whose session it was, or null when there was no live one. */
export async function revokeSession(db: Queryable, tokenHash: string): Promise<number | null> {
  const rows = await db.query<{ member_id: number }>(
    'UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING member_id',
    [tokenHash],
  );
  return rows[0] ? Number(rows[0].member_id) : null;
}

/**
 * Ends every session of a member but the one given (password change keeps the device in hand);
 * their game tokens end with them (seamless/game-tokens.ts). Returns how many were still open.
 */
export async function revokeMemberSessions(db: Queryable, memberId: number, exceptTokenHash: string | null): Promise<number> {
  const rows = await db.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > now() AND token_hash IS DISTINCT FROM $2 RETURNING 1`,
    [memberId, exceptTokenHash],
  );
  return rows.length;
}

/** The member a live trusted-device token belongs to, or null. */
export async function trustedDeviceMember(db: Queryable, tokenHash: string): Promise<number | null> {
  const rows = await db.query<{ member_id: string }>('SELECT member_id FROM trusted_devices WHERE token_hash = $1 AND expires_at > now()', [
    tokenHash,
  ]);
  return rows[0] ? Number(rows[0].member_id) : null;
}

/** Trusts a device token for a member for some days, dropping the token it replaces. */
export async function replaceTrustedDevice(
  db: Queryable,
  previousHash: string | null,
  tokenHash: string,
  memberId: number,
  days: number,
): Promise<void> {
  if (previousHash) await db.query('DELETE FROM trusted_devices WHERE token_hash = $1', [previousHash]);
  await db.query(`INSERT INTO trusted_devices (token_hash, member_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`, [
    tokenHash,
    memberId,
    days,
  ]);
}

export async function forgetTrustedDevices(db: Queryable, memberId: number): Promise<void> {
  await db.query('DELETE FROM trusted_devices WHERE member_id = $1', [memberId]);
}
