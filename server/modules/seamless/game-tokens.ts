import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { findGameTokenRow, insertGameToken, slideGameToken } from './repository';

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
  await insertGameToken(db, { ...g, tokenHash: hash(token), idleMinutes: GAME_TOKEN_IDLE_MINUTES });
  return token;
}

export interface GameToken {
  memberId: number;
  currency: string;
  gameCode: string;
  expired: boolean;
  /** The player's ledger account in the token's currency; null until the player has one. */
  accountId: number | null;
  /** Whether a bet or balance call now would slide the token on (extendGameToken): at most once a minute. */
  slideDue: boolean;
}

/**
 * A token is expired after its own idle time, and as soon as its session ended: logged out,
 * revoked by a password change, or past its absolute lifetime. (The session's idle limit needs
 * no check here: play keeps the session alive, see extendGameToken, and a token idle for longer
 * than its 30 minutes is expired anyway.) A token with no session predates the binding: ended.
 */
export async function findGameToken(db: Queryable, partnerCode: string, token: string): Promise<GameToken | null> {
  const row = await findGameTokenRow(db, hash(token), partnerCode, GAME_TOKEN_IDLE_MINUTES);
  return row
    ? {
        memberId: Number(row.member_id),
        currency: row.currency,
        gameCode: row.game_code,
        expired: row.expired,
        accountId: row.account_id === null ? null : Number(row.account_id),
        slideDue: row.slide_due,
      }
    : null;
}

/**
 * A bet or balance call: the token slides on, and its session counts the play as activity, when
 * that is due (read with the token); otherwise nothing is sent.
 */
export async function extendGameToken(db: Queryable, token: string, found: Pick<GameToken, 'slideDue'>): Promise<void> {
  if (found.slideDue) await slideGameToken(db, hash(token), GAME_TOKEN_IDLE_MINUTES);
}

/** The partner-facing user id: stable, and no real data about the player (Hub88's advice). */
export function walletUser(memberId: number): string {
  return `p${String(memberId).padStart(6, '0')}`;
}
