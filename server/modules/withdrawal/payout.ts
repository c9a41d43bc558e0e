import type { AppContext } from '../../app-context';
import { PayoutUnknown, type Payout } from '../../vendors/payouts';
import { payoutBank } from './payout-banks';
import { forEachWithin } from '../../jobs/batch';
import {
  countPayoutAttempt,
  findPayoutAccount,
  findWithdrawal,
  listWithdrawalsIn,
  markWithdrawalChecked,
  type WithdrawalRow,
} from './repository';
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
  // The reference matched but not the money: nothing is settled on it, and the withdrawal stays held for the operator.
  if (payout.amount !== w.amount || payout.currency !== w.currency) return;
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
  const attempt = await countPayoutAttempt(ctx.db, w.id);
  try {
    const payout = await ctx.payouts.createPayout({
      referenceId: w.reference,
      // The withdrawal's random reference, not its row id: ids start again after a restore or a sandbox reset.
      idempotencyKey: `withdrawal:${w.reference}`,
      channelCode: payoutBank(account.bankCode)?.channelCode ?? account.bankCode,
      accountHolderName: account.accountName,
      accountNumber: account.accountNumber,
      amount: w.amount,
      currency: 'PHP',
      description: `Withdrawal ${w.reference}`,
    });
    // A refusal proves nothing was made only on the first request: a retry's refusal may hide the
    // payout an earlier, unanswered request made, so the provider is asked for it by reference.
    const refused = payout.status === 'FAILED' && payout.providerRef === '';
    if (refused && attempt > 1) {
      const made = await ctx.payouts.findByReference(w.reference);
      await applyPayout(ctx, w, made ?? payout);
      return;
    }
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
/** A few payouts asked about at a time, and none started after 40 s: the next run is a minute later. */
const PACE = { concurrency: 5, budgetMs: 40_000 };

/** Every minute: approved withdrawals whose job was lost are paid, processing ones are re-read. Unknown answers wait for the next run. */
export async function reconcileWithdrawals(ctx: AppContext, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - QUIET_MS);
  const pay = async (w: WithdrawalRow) => {
    await markWithdrawalChecked(ctx.db, w.id);
    await payWithdrawal(ctx, w.id).catch(keepGoing);
  };
  const sync = async (w: WithdrawalRow) => {
    await markWithdrawalChecked(ctx.db, w.id);
    await syncWithdrawal(ctx, w.id).catch(keepGoing);
  };
  await forEachWithin(await listWithdrawalsIn(ctx.db, 'approved', before, BATCH), PACE, pay);
  await forEachWithin(await listWithdrawalsIn(ctx.db, 'processing', before, BATCH), PACE, sync);
}

function keepGoing(error: unknown): void {
  if (!(error instanceof PayoutUnknown)) throw error;
}
