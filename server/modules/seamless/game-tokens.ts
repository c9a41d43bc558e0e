import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { LRUCache } from 'lru-cache';
import { checkAndSlideGameToken, checkBetStart, findGameTokenRow, insertGameToken } from './repository';

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
  /** Null when the token's facts were known (KnownGameTokens) and its life was not read. */
  expired: boolean | null;
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
 * The tokens this process has met, by partner and token: whose each is, its currency and game,
 * and the player's account. None of these ever changes (a token is never deleted nor handed to
 * another player), so they are kept without expiry, the least recently used dropped first. Only
 * a token's life changes: a win or rollback is honoured with an expired token anyway, and a bet
 * checks it in its own transaction (checkBetToken). A call with a known token sends nothing
 * before its transaction.
 */
export class KnownGameTokens {
  private readonly known = new LRUCache<string, GameToken>({ max: 100_000 });

  /** The token, known (its life unread: `expired` null) or read whole; null when there is no such token of this partner's. */
  async find(db: Queryable, partnerCode: string, token: string, readLife: boolean): Promise<GameToken | null> {
    const key = `${partnerCode}:${hash(token)}`;
    const known = readLife ? undefined : this.known.get(key);
    if (known) return known;
    const found = await findGameToken(db, partnerCode, token);
    // A token whose player has no account yet is read again: the account is made at the first play.
    if (found?.accountId != null) this.known.set(key, { ...found, expired: null, slideDue: false });
    return found;
  }
}

/**
 * A bet's check of its token, sent with its transaction's other statements, read with what the
 * bet's uuid already names: `life` null when there is no such token of this partner's, else
 * whether it is expired (a live one slides on when due); `recorded`, what a replay answers from.
 */
export function checkBetToken(db: Queryable, partnerCode: string, token: string, uuid: string) {
  return checkBetStart(db, hash(token), partnerCode, GAME_TOKEN_IDLE_MINUTES, uuid);
}

/**
 * A balance call: the token slides on, and its session counts the play as activity, when that is
 * due (read with the token); otherwise nothing is sent.
 */
export async function extendGameToken(db: Queryable, partnerCode: string, token: string, found: Pick<GameToken, 'slideDue'>) {
  if (found.slideDue) await checkAndSlideGameToken(db, hash(token), partnerCode, GAME_TOKEN_IDLE_MINUTES);
}

/** The partner-facing user id: stable, and no real data about the player (Hub88's advice). */
export function walletUser(memberId: number): string {
  return `p${String(memberId).padStart(6, '0')}`;
}
