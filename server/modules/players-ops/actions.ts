import {
  ONE_TIME_PASSWORD_HOURS,
  type EndSessionsBody,
  type PasswordResetBody,
  type PasswordResetResult,
  type PlayerLimitBody,
  type PlayerLimitResult,
  type SessionsEndedResult,
} from '../../../contracts/players-ops';
import { isRealMemberType } from '../../../contracts/constants';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/types';
import { AppError, errors } from '../../http/app-error';
import { appendAudit } from '../audit/log';
import { notifyPlayer } from '../inbox/service';
import { listLimits, upsertLimit } from '../protection/repository';
import { changeOf, limitNews } from '../protection/rules';
import { protect, protectionState, refreshEffectiveLimits, startBreak } from '../protection/service';
import { reasonOf, type Staff } from '../queues/decisions';
import { revokeSessionById } from '../security/sessions-repository';
import { setPassword } from '../member/repository';
import { oneTimePasswordPair } from '../session/passwords';
import { revokeMemberSessions } from '../session/repository';
import { forgetDevices } from '../session/trusted-devices';
import { playersErrors } from './errors';
import { reasonHash } from './reasons';
import { insertStaffAction, type StaffActionKind } from './repository';
import { playerNamed } from './service';

const actorOf = (staff: Staff) => `staff:${staff.staffId}`;

/** Records the action with its reason; the audit data that points at it. */
async function recordAction(tx: Queryable, memberId: number, staff: Staff, action: StaffActionKind, reason: string) {
  const actionId = await insertStaffAction(tx, { memberId, staffId: staff.staffId, action, reason });
  return { actionId, reasonSha256: reasonHash(reason) };
}

/**
 * Staff make a player's protection stricter, never looser: the operator's limit lower than the one
 * it had (or a first one), or a break from now that ends after any running one. In force at once
 * (the player's own stricter limit still applies); the player is told in their inbox as when the
 * operator sets a limit. A repeat of the limit in force changes nothing and writes nothing.
 */
export async function tightenProtection(
  ctx: AppContext,
  staff: Staff,
  username: string,
  body: PlayerLimitBody,
): Promise<PlayerLimitResult> {
  const player = await playerNamed(ctx, username);
  const reason = reasonOf(body.reason);
  const at = new Date();
  if (body.kind === 'exclusion') {
    // Read before the transaction: the merchant directory asks the database on its own connection.
    const { currency } = await ctx.merchants.get(player.merchantCode);
    try {
      await ctx.db.transaction(async (tx) => {
        const note = await recordAction(tx, player.id, staff, 'exclusion', reason);
        const member = { id: player.id, merchant_code: player.merchantCode };
        await startBreak(ctx, tx, { member, currency, duration: body.duration, at, actor: actorOf(staff), note });
      });
    } catch (error) {
      // A break can be made longer, never shorter: a running one that ends later is the same refusal as a higher limit.
      if (error instanceof AppError && error.code === 'ALREADY_ON_BREAK')
        throw playersErrors.looseningRefused((error.value as { until: string }).until);
      throw error;
    }
    return { outcome: 'applied', protection: await protectionState(ctx.db, player.id, at) };
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    await protect(tx, player.id, at);
    const current = (await listLimits(tx, player.id)).find(
      (l) => l.kind === body.kind && l.period === body.period && l.setter === 'operator',
    );
    const from = current?.amount ?? null;
    const change = changeOf(from, body.amount);
    if (change === 'same') return 'unchanged' as const;
    if (change === 'loosen' || body.amount === null) throw playersErrors.looseningRefused(from);
    const note = await recordAction(tx, player.id, staff, 'limit', reason);
    const setBy = `staff:${staff.username}`;
    await upsertLimit(
      tx,
      { memberId: player.id, kind: body.kind, period: body.period, setter: 'operator', amount: body.amount, setBy, reason },
      at,
    );
    await refreshEffectiveLimits(tx, player.id);
    await notifyPlayer(tx, player.id, 'limitEffective', limitNews(body.kind, body.period, body.amount));
    // The operator's limit, whoever set it: the protection report counts them together.
    await appendAudit(tx, {
      kind: 'protection.operator_limit_set',
      memberId: player.id,
      actor: actorOf(staff),
      data: { limitKind: body.kind, period: body.period, from, to: body.amount, ...note },
    });
    return 'applied' as const;
  });
  return { outcome, protection: await protectionState(ctx.db, player.id, at) };
}

/**
 * Ends the player's live sessions (and the games they launched), or the one named. Ending them all
 * also takes the trust from the devices they logged in from, as the player's own "sign out
 * everywhere" does: whoever holds the account must prove it again.
 */
export async function endPlayerSessions(
  ctx: AppContext,
  staff: Staff,
  username: string,
  body: EndSessionsBody,
): Promise<SessionsEndedResult> {
  const player = await playerNamed(ctx, username);
  const reason = reasonOf(body.reason);
  const ended = await ctx.db.transaction(async (tx) => {
    const count =
      body.sessionId === undefined
        ? await revokeMemberSessions(tx, player.id, null)
        : (await revokeSessionById(tx, player.id, body.sessionId, ''))
          ? 1
          : 0;
    if (count === 0) return 0;
    const note = await recordAction(tx, player.id, staff, 'sessions_ended', reason);
    await appendAudit(tx, {
      kind: 'session.ended_by_staff',
      memberId: player.id,
      actor: actorOf(staff),
      data: { ended: count, sessionId: body.sessionId ?? null, ...note },
    });
    return count;
  });
  if (body.sessionId !== undefined && ended === 0) throw errors.notFound('No such live session');
  if (body.sessionId === undefined) await forgetDevices(ctx, player.id);
  return { ended };
}

/**
 * A player who lost their password and cannot reset it themselves (no number or email of theirs
 * any more) proves who they are to support, who gives them a one-time password. It logs in for
 * ONE_TIME_PASSWORD_HOURS, and only to choose a new password (http/auth.ts); their sessions end
 * and their devices lose their trust, as with a reset of their own. The password is answered
 * once, never stored or logged: the audit entry holds the reason's hash.
 */
export async function resetPlayerPassword(
  ctx: AppContext,
  staff: Staff,
  username: string,
  body: PasswordResetBody,
): Promise<PasswordResetResult> {
  const player = await playerNamed(ctx, username);
  if (!isRealMemberType(player.type)) throw playersErrors.noPassword();
  const reason = reasonOf(body.reason);
  const { oneTimePassword, passwordHash } = await oneTimePasswordPair();
  const expiresAt = new Date(Date.now() + ONE_TIME_PASSWORD_HOURS * 3_600_000);
  await ctx.db.transaction(async (tx) => {
    await setPassword(tx, player.id, passwordHash, expiresAt);
    const ended = await revokeMemberSessions(tx, player.id, null);
    const note = await recordAction(tx, player.id, staff, 'password_reset', reason);
    await appendAudit(tx, {
      kind: 'account.password_reset_by_staff',
      memberId: player.id,
      actor: actorOf(staff),
      data: { sessionsEnded: ended, expiresAt: expiresAt.toISOString(), ...note },
    });
  });
  await forgetDevices(ctx, player.id);
  return { temporaryPassword: oneTimePassword, expiresAt: expiresAt.toISOString() };
}
