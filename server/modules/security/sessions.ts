import type { ActiveSessions, SessionsEnded } from '../../../contracts/security';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { audited } from '../audit/log';
import { deviceOf } from '../session/device';
import { previousSessionOrigin, revokeMemberSessions } from '../session/repository';
import { sessionOrigin } from '../session/service';
import { forgetDevices } from '../session/trusted-devices';
import { liveSessions, revokeSessionById } from './sessions-repository';

/** The player's live sessions, newest first, the one in hand marked, and the login before this one. */
export async function listSessions(ctx: AppContext, memberId: number, currentTokenHash: string): Promise<ActiveSessions> {
  const rows = await liveSessions(ctx.db, memberId, ctx.config.session.idleMinutes);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      ip: row.ip,
      device: deviceOf(row.userAgent),
      current: row.tokenHash === currentTokenHash,
    })),
    previousLogin: sessionOrigin(await previousSessionOrigin(ctx.db, memberId, currentTokenHash)),
  };
}

/**
 * "Sign out everywhere else": every other session ends, and with it every game it launched (a
 * game token lives no longer than its session, seamless/game-tokens.ts), so a bet from a game left
 * open on a lost phone is refused. The devices the player logged in from lose their trust too (as
 * after a password change); the caller trusts the device in hand again. This session stays.
 */
export async function endOtherSessions(ctx: AppContext, memberId: number, currentTokenHash: string): Promise<SessionsEnded> {
  const ended = await audited(
    ctx.db,
    (tx) => revokeMemberSessions(tx, memberId, currentTokenHash),
    (count) => ({ kind: 'session.revoked_others', memberId, actor: `member:${memberId}`, data: { ended: count } }),
  );
  await forgetDevices(ctx, memberId);
  return { ended };
}

/** Ends one other session of the player (and its games); NOT_FOUND for an id that is not a live session of theirs. */
export async function endSession(ctx: AppContext, memberId: number, id: number, currentTokenHash: string): Promise<SessionsEnded> {
  const ended = await audited(
    ctx.db,
    (tx) => revokeSessionById(tx, memberId, id, currentTokenHash),
    (done) => (done ? { kind: 'session.revoked', memberId, actor: `member:${memberId}`, data: { sessionId: id } } : null),
  );
  if (!ended) throw errors.notFound('No such session');
  return { ended: 1 };
}
