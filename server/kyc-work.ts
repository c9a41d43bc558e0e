import type { AppContext } from './app-context';
import { KYC_RECONCILE_JOB, reconcileKyc, sendSubmission } from './modules/kyc/provider-events';
import { KYC_SEND_JOB } from './modules/kyc/service';

/**
 * Identity verification's background work, on the durable queue: each submission sent to the
 * verification provider (retried while it cannot be reached), and every minute the
 * reconciliation of submissions left without news. Both are safe to run twice.
 */
export async function startKycWork(ctx: AppContext): Promise<void> {
  const { jobs } = ctx;
  await jobs.work(
    KYC_SEND_JOB,
    async (data) => {
      const id = data.submissionId;
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw new Error('job data: submissionId must be an id');
      await sendSubmission(ctx, id);
    },
    { concurrency: 2 },
  );
  await jobs.work(KYC_RECONCILE_JOB, async () => {
    await reconcileKyc(ctx);
  });
  await jobs.schedule(KYC_RECONCILE_JOB, '* * * * *');
}
