import type { SessionRecord } from './repository';

/** What the rules read: players' sessions and the console's staff sessions both have it. */
type Lifetime = Pick<SessionRecord, 'lastSeenAt' | 'expiresAt' | 'revokedAt'>;

export type SessionState = 'valid' | 'expired' | 'revoked';

/** A session ends at logout, at its absolute expiry, or after idleMinutes without a request. */
export function sessionState(s: Lifetime, now: Date, idleMinutes: number): SessionState {
  if (s.revokedAt) return 'revoked';
  if (s.expiresAt <= now) return 'expired';
  if (now.getTime() - s.lastSeenAt.getTime() > idleMinutes * 60_000) return 'expired';
  return 'valid';
}

/** last_seen_at is written at most once a minute, so reads stay reads. */
export function needsTouch(s: Pick<Lifetime, 'lastSeenAt'>, now: Date): boolean {
  return now.getTime() - s.lastSeenAt.getTime() > 60_000;
}
