import type { OpsWithdrawal, OpsWithdrawalPage, OpsWithdrawalsQuery } from '../../../contracts/operator';
import type { AppContext } from '../../app-context';
import { AppError, errors } from '../../http/app-error';
import { DEFAULT_PAGE_SIZE, pageOf } from '../../http/paging';
import { PAYOUT_JOB } from '../withdrawal/payout';
import { findPayoutAccount, findWithdrawal, listWithdrawals, type WithdrawalRow } from '../withdrawal/repository';
import { parseWithdrawalId, withdrawalView } from '../withdrawal/service';
import { moveWithdrawal } from '../withdrawal/settlement';
import { deciderOf, decisionsOn, recordDecision, usernamesOf, type DecidedBy } from './repository';

async function opsView(ctx: AppContext, w: WithdrawalRow, username: string): Promise<OpsWithdrawal> {
  const account = (await findPayoutAccount(ctx.db, w.payoutAccountId))!;
  const decisions = await decisionsOn(ctx.db, 'withdrawal', w.id);
  return {
    ...withdrawalView(w, account),
    username,
    accountNumber: account.accountNumber,
    decisions: decisions.map((d) => ({ ...d, decidedAt: d.decidedAt.toISOString() })),
  };
}

export async function opsWithdrawals(ctx: AppContext, q: OpsWithdrawalsQuery): Promise<OpsWithdrawalPage> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = await listWithdrawals(ctx.db, { status: q.status, pageNo, pageSize });
  const names = await usernamesOf(ctx.db, [...new Set(page.list.map((w) => w.memberId))]);
  const list = await Promise.all(page.list.map((w) => opsView(ctx, w, names.get(w.memberId) ?? '')));
  return pageOf(list, pageNo, pageSize, page.totalCount);
}

async function decided(ctx: AppContext, id: number, moved: string): Promise<OpsWithdrawal> {
  const w = await findWithdrawal(ctx.db, id);
  if (!w) throw errors.notFound('No such withdrawal');
  if (moved !== 'moved') throw errors.withdrawalNotPending(w.status);
  return opsView(ctx, w, (await usernamesOf(ctx.db, [w.memberId])).get(w.memberId) ?? '');
}

/** One withdrawal as the cashier sees it, with its decisions. */
export async function opsWithdrawal(ctx: AppContext, withdrawalId: string): Promise<OpsWithdrawal> {
  return decided(ctx, parseWithdrawalId(withdrawalId), 'moved');
}

/**
 * Approves a pending or held withdrawal; its payout job is queued in the same transaction as the
 * decision. An approval may carry a reason (the console asks for one above a threshold).
 */
export async function approveWithdrawal(
  ctx: AppContext,
  by: DecidedBy,
  withdrawalId: string,
  reason: string | null = null,
): Promise<OpsWithdrawal> {
  const id = parseWithdrawalId(withdrawalId);
  // Approved means paid by the provider next: with none connected it would wait for ever, held.
  if (!ctx.payouts) throw new AppError('FORBIDDEN', 409, 'No payout provider is connected: a withdrawal cannot be paid now');
  const moved = await moveWithdrawal(ctx.db, id, 'approved', {}, async (tx, w) => {
    await recordDecision(tx, { ...deciderOf(by), subject: 'withdrawal', subjectId: id, decision: 'approve', reason, memberId: w.memberId });
    await ctx.jobs.send(PAYOUT_JOB, { withdrawalId: id }, { key: `withdrawal:${id}`, tx });
  });
  return decided(ctx, id, moved);
}

/**
 * Puts a pending withdrawal on hold for a second look; the amount stays held. The note is the
 * staff's own (kept with the decision), not the player's: their withdrawal just reads "on hold".
 */
export async function holdWithdrawal(ctx: AppContext, by: DecidedBy, withdrawalId: string, note: string): Promise<OpsWithdrawal> {
  const id = parseWithdrawalId(withdrawalId);
  const moved = await moveWithdrawal(ctx.db, id, 'on_hold', {}, (tx, w) =>
    recordDecision(tx, { ...deciderOf(by), subject: 'withdrawal', subjectId: id, decision: 'hold', reason: note, memberId: w.memberId }),
  );
  return decided(ctx, id, moved);
}

/** Rejects a withdrawal not yet approved; the hold goes back to the player, who reads the reason. */
export async function rejectWithdrawal(ctx: AppContext, by: DecidedBy, withdrawalId: string, reason: string): Promise<OpsWithdrawal> {
  const id = parseWithdrawalId(withdrawalId);
  const moved = await moveWithdrawal(ctx.db, id, 'rejected', { reason }, (tx, w) =>
    recordDecision(tx, { ...deciderOf(by), subject: 'withdrawal', subjectId: id, decision: 'reject', reason, memberId: w.memberId }),
  );
  return decided(ctx, id, moved);
}
