import type { AppContext } from '../../app-context';
import { PayoutUnknown, type Payout } from '../../vendors/payouts';
import { payoutBank } from './payout-banks';
import { findPayoutAccount, findWithdrawal, listWithdrawalsIn, type WithdrawalRow } from './repository';
import { moveWithdrawal } from './settlement';

/** The queue's job that pays one approved withdrawal. */
export const PAYOUT_JOB = 'payout';
/** The queue's job that brings one withdrawal in line with the provider after a callback. */
export const PAYOUT_SYNC_JOB = 'payout-sync';
/** The queue's job that asks the provider about payouts left without news. */
export const PAYOUT_RECONCILE_JOB = 'payout-reconcile';

/**
 * Applies the provider's truth to a withdrawal it was asked to pay: SUCCEEDED completes it,
 * FAILED returns the hold, REVERSED (paid, then returned) gives the money back, ACCEPTED waits.
 */
export async function applyPayout(ctx: AppContext, w: WithdrawalRow, payout: Payout): Promise<void> {
  const provider = { provider: ctx.payouts!.code, providerRef: payout.providerRef };
  if (payout.amount !== w.amount) return; // never ours to settle: the reference matched but the amount did not
  if (payout.status === 'SUCCEEDED') await moveWithdrawal(ctx.db, w.id, 'completed', provider);
  if (payout.status === 'FAILED' || payout.status === 'REVERSED') {
    await moveWithdrawal(ctx.db, w.id, 'failed', { ...provider, reason: payout.failureCode ?? payout.status });
  }
}

/**
 * Pays an approved withdrawal. It is marked processing before the provider is called; the call
 * carries the withdrawal's own idempotency key, so asking again (after a crash, a timeout, a
 * retry) never pays twice. An unknown answer leaves it processing for the reconciliation job:
 * the hold is never returned on a guess.
 */
export async function payWithdrawal(ctx: AppContext, id: number): Promise<void> {
  if (!ctx.payouts) return;
  const before = await findWithdrawal(ctx.db, id);
  if (!before) return;
  if (before.status === 'approved') await moveWithdrawal(ctx.db, id, 'processing', { provider: ctx.payouts.code });
  const w = await findWithdrawal(ctx.db, id);
  if (w?.status !== 'processing') return;
  const account = (await findPayoutAccount(ctx.db, w.payoutAccountId))!;
  try {
    const payout = await ctx.payouts.createPayout({
      referenceId: w.reference,
      idempotencyKey: `withdrawal:${w.id}`,
      channelCode: payoutBank(account.bankCode)?.channelCode ?? account.bankCode,
      accountHolderName: account.accountName,
      accountNumber: account.accountNumber,
      amount: w.amount,
      currency: 'PHP',
      description: `Withdrawal ${w.reference}`,
    });
    await applyPayout(ctx, w, payout);
  } catch (error) {
    if (!(error instanceof PayoutUnknown)) throw error;
  }
}

/** After a callback (or when news is late): re-read the payout by reference and apply it; none yet means pay it (same key). */
export async function syncWithdrawal(ctx: AppContext, id: number): Promise<void> {
  if (!ctx.payouts) return;
  const w = await findWithdrawal(ctx.db, id);
  if (!w || !['processing', 'completed'].includes(w.status)) return;
  const payout = await ctx.payouts.findByReference(w.reference);
  if (payout) await applyPayout(ctx, w, payout);
  else if (w.status === 'processing') await payWithdrawal(ctx, id);
}

const QUIET_MS = 60_000;
const BATCH = 50;

/** Every minute: approved withdrawals whose job was lost are paid, processing ones are re-read. Unknown answers wait for the next run. */
export async function reconcileWithdrawals(ctx: AppContext, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - QUIET_MS);
  for (const w of await listWithdrawalsIn(ctx.db, 'approved', before, BATCH)) await payWithdrawal(ctx, w.id).catch(keepGoing);
  for (const w of await listWithdrawalsIn(ctx.db, 'processing', before, BATCH)) await syncWithdrawal(ctx, w.id).catch(keepGoing);
}

function keepGoing(error: unknown): void {
  if (!(error instanceof PayoutUnknown)) throw error;
}
