import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types';

/** Game tokens expire after this long without a bet or balance call (sliding). */
export const GAME_TOKEN_IDLE_MINUTES = 30;

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The token a launch URL carries: random, short-lived, and never the session token. */
export async function issueGameToken(db: Queryable, g: { memberId: number; partnerCode: string; gameCode: string; currency: string }): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO game_tokens (token_hash, member_id, partner_code, game_code, currency, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
    [hash(token), g.memberId, g.partnerCode, g.gameCode, g.currency, GAME_TOKEN_IDLE_MINUTES],
  );
  return token;
}

export interface GameToken {
  memberId: number;
  currency: string;
  gameCode: string;
  expired: boolean;
}

export async function findGameToken(db: Queryable, partnerCode: string, token: string): Promise<GameToken | null> {
  const rows = await db.query<{ member_id: number; currency: string; game_code: string; expired: boolean }>(
    `SELECT member_id, currency, game_code, expires_at <= now() AS expired FROM game_tokens WHERE token_hash = $1 AND partner_code = $2`,
    [hash(token), partnerCode],
  );
  const row = rows[0];
  return row ? { memberId: Number(row.member_id), currency: row.currency, gameCode: row.game_code, expired: row.expired } : null;
}

export async function extendGameToken(db: Queryable, token: string): Promise<void> {
  await db.query(`UPDATE game_tokens SET expires_at = now() + make_interval(mins => $2) WHERE token_hash = $1`, [hash(token), GAME_TOKEN_IDLE_MINUTES]);
}

/** The partner-facing user id: stable, and no real data about the player (Hub88's advice). */
export function walletUser(memberId: number): string {
  return `p${String(memberId).padStart(6, '0')}`;
}
