import type { AppContext } from '../../app-context';
import { AppError, errors } from '../../http/app-error';
import { findWithdrawalByReference } from './repository';
import { PAYOUT_SYNC_JOB } from './payout';

/** A verified callback queues a re-read of the withdrawal it names; an unknown reference is acknowledged and dropped. */
export async function receivePayoutCallback(
  ctx: AppContext,
  provider: string,
  token: string | undefined,
  referenceId: string,
): Promise<void> {
  if (!ctx.payouts || ctx.payouts.code !== provider) throw errors.notFound('No such payout provider');
  if (!ctx.payouts.verifyCallback(token)) throw new AppError('UNAUTHENTICATED', 401, 'Callback refused');
  const withdrawal = await findWithdrawalByReference(ctx.db, referenceId);
  if (!withdrawal) return;
  await ctx.jobs.send(PAYOUT_SYNC_JOB, { withdrawalId: withdrawal.id });
}
