import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types';

/** Game tokens expire after this long without a bet or balance call (sliding). */
export const GAME_TOKEN_IDLE_MINUTES = 30;

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The token a launch URL carries: random, short-lived, never the session token, and bound to
 * the session that launched the game (`sessionHash`, the session token's stored hash): it ends
 * with that session.
 */
export async function issueGameToken(
  db: Queryable,
  g: { memberId: number; sessionHash: string; partnerCode: string; gameCode: string; currency: string },
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO game_tokens (token_hash, member_id, session_hash, partner_code, game_code, currency, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))`,
    [hash(token), g.memberId, g.sessionHash, g.partnerCode, g.gameCode, g.currency, GAME_TOKEN_IDLE_MINUTES],
  );
  return token;
}

export interface GameToken {
  memberId: number;
  currency: string;
  gameCode: string;
  expired: boolean;
}

/**
 * A token is expired after its own idle time, and as soon as its session ended: logged out,
 * revoked by a password change, or past its absolute lifetime. (The session's idle limit needs
 * no check here: play keeps the session alive, see extendGameToken, and a token idle for longer
 * than its 30 minutes is expired anyway.) A token with no session predates the binding: ended.
 */
export async function findGameToken(db: Queryable, partnerCode: string, token: string): Promise<GameToken | null> {
  const rows = await db.query<{ member_id: number; currency: string; game_code: string; expired: boolean }>(
    `SELECT g.member_id, g.currency, g.game_code,
            (g.expires_at <= now() OR s.token_hash IS NULL OR s.revoked_at IS NOT NULL OR s.expires_at <= now()) AS expired
       FROM game_tokens g LEFT JOIN sessions s ON s.token_hash = g.session_hash
      WHERE g.token_hash = $1 AND g.partner_code = $2`,
    [hash(token), partnerCode],
  );
  const row = rows[0];
  return row ? { memberId: Number(row.member_id), currency: row.currency, gameCode: row.game_code, expired: row.expired } : null;
}

/** A bet or balance call: the token slides on, and its session counts the play as activity. */
export async function extendGameToken(db: Queryable, token: string): Promise<void> {
  const rows = await db.query<{ session_hash: string | null }>(
    `UPDATE game_tokens SET expires_at = now() + make_interval(mins => $2) WHERE token_hash = $1 RETURNING session_hash`,
    [hash(token), GAME_TOKEN_IDLE_MINUTES],
  );
  const sessionHash = rows[0]?.session_hash;
  if (sessionHash) await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [sessionHash]);
}

/** The partner-facing user id: stable, and no real data about the player (Hub88's advice). */
export function walletUser(memberId: number): string {
  return `p${String(memberId).padStart(6, '0')}`;
}
