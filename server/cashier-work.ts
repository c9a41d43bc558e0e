import type { AppContext } from './app-context';
import type { JobData } from './jobs/queue';
import { PAYMENT_EVENT_JOB, RECONCILE_JOB, processEvent, reconcileDeposits } from './modules/deposit/gateway-events';
import {
  PAYOUT_JOB,
  PAYOUT_RECONCILE_JOB,
  PAYOUT_SYNC_JOB,
  payWithdrawal,
  reconcileWithdrawals,
  syncWithdrawal,
} from './modules/withdrawal/payout';

/** A job's data is the platform's own, written by the code above; still, a row that is not what it should be is refused, not guessed at. */
function text(data: JobData, field: string): string {
  const value = data[field];
  if (typeof value !== 'string' || value.length === 0) throw new Error(`job data: ${field} must be text`);
  return value;
}

function id(data: JobData, field: string): number {
  const value = data[field];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) throw new Error(`job data: ${field} must be an id`);
  return value;
}

/**
 * The cashier's background work, on the durable queue: provider events, payouts and their
 * re-reads, and every minute the reconciliation of deposits and withdrawals left without news.
 * Every handler is safe to run twice (the queue delivers at least once).
 */
export async function startCashierWork(ctx: AppContext): Promise<void> {
  const { jobs } = ctx;
  await jobs.work(
    PAYMENT_EVENT_JOB,
    async (data) => {
      await processEvent(ctx, text(data, 'provider'), text(data, 'eventId'));
    },
    { concurrency: 4 },
  );
  await jobs.work(PAYOUT_JOB, (data) => payWithdrawal(ctx, id(data, 'withdrawalId')), { concurrency: 2 });
  await jobs.work(PAYOUT_SYNC_JOB, (data) => syncWithdrawal(ctx, id(data, 'withdrawalId')), { concurrency: 2 });
  await jobs.work(RECONCILE_JOB, async () => {
    await reconcileDeposits(ctx);
  });
  await jobs.work(PAYOUT_RECONCILE_JOB, () => reconcileWithdrawals(ctx));
  await jobs.schedule(RECONCILE_JOB, '* * * * *');
  await jobs.schedule(PAYOUT_RECONCILE_JOB, '* * * * *');
}
