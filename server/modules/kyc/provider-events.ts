import type { AppContext } from '../../app-context';
import { AppError, errors } from '../../http/app-error';
import { forEachWithin } from '../../jobs/batch';
import { KycProviderUnavailable, type ProviderReview } from '../../vendors/kyc';
import { decide, type DecisionOutcome } from './decisions';
import { idTypeName } from './reference-lists';
import {
  documentsOf,
  kycEventProcessed,
  listUnsettled,
  markChecked,
  markKycEventProcessed,
  setProviderRef,
  storeKycEvent,
  submissionById,
  type SubmissionRow,
} from './repository';

/** The queue's job that asks the provider about submissions its webhooks left without news. */
export const KYC_RECONCILE_JOB = 'kyc-reconcile';

/** The platform's id of a submission, as the provider and the operator see it. */
export const submissionRef = (id: number) => `K${id}`;
const submissionIdOf = (ref: string) => (/^K[0-9]{1,18}$/.test(ref) ? Number(ref.slice(1)) : null);

/**
 * The job for one submission: sends it with its images to the provider, which answers with its
 * applicant (the same one for the same submission, so a retried job opens no second review).
 * Only a submission with the reviewer is sent; one an operator decided meanwhile is left alone.
 */
export async function sendSubmission(ctx: AppContext, submissionId: number): Promise<'sent' | 'not_open' | 'already_sent'> {
  const provider = ctx.kyc;
  const submission = await submissionById(ctx.db, submissionId);
  if (!provider || !submission || (submission.state !== 'pending' && submission.state !== 'on_hold')) return 'not_open';
  if (submission.providerRef) return 'already_sent';
  const documents = await documentsOf(ctx.db, submission.id);
  const { applicantId } = await provider.createApplicant({
    externalUserId: submissionRef(submission.id),
    payeeName: submission.payeeName ?? '',
    birthday: submission.birthday ?? '',
    nationality: submission.nationality ?? '',
    idType: idTypeName(submission.idType ?? 0),
    idNumber: submission.idNumber,
    documents,
  });
  await setProviderRef(ctx.db, submission.id, provider.code, applicantId);
  return 'sent';
}

export type ReceiveOutcome = DecisionOutcome | 'still_pending' | 'duplicate' | 'unknown_applicant' | 'provider_unavailable';

/**
 * The provider's webhook: verified on the raw bytes (signature, timestamp window), stored under
 * its unique event id, then acted on, but only after the applicant's review is read back from the
 * provider's API: the callback says that something changed, never what. A redelivery of an event
 * already acted on changes nothing ('duplicate'); one stored while the provider could not be
 * reached is tried again. A refused signature stores nothing and is answered 401.
 */
export async function receiveKycEvent(ctx: AppContext, rawBody: Buffer, signature: string | undefined): Promise<ReceiveOutcome> {
  const provider = ctx.kyc;
  if (!provider) throw errors.notFound('No verification provider is connected');
  const verdict = provider.verifyWebhook(rawBody, signature, new Date());
  if (!verdict.ok) throw new AppError('UNAUTHENTICATED', 401, `Webhook refused: ${verdict.reason}`);
  const { event } = verdict;
  const stored = await storeKycEvent(ctx.db, {
    provider: provider.code,
    eventId: event.eventId,
    eventType: event.eventType,
    applicantId: event.applicantId,
    rawBody: rawBody.toString('utf8'),
  });
  if (!stored && (await kycEventProcessed(ctx.db, provider.code, event.eventId))) return 'duplicate';
  const submissionId = submissionIdOf(event.externalUserId);
  let outcome: ReceiveOutcome;
  try {
    outcome = submissionId === null ? 'unknown_applicant' : await settleWithProvider(ctx, submissionId, event.applicantId);
  } catch (error) {
    // Stored and acknowledged: the redelivery or the reconciliation tries again.
    if (error instanceof KycProviderUnavailable) return 'provider_unavailable';
    throw error;
  }
  await markKycEventProcessed(ctx.db, provider.code, event.eventId, outcome);
  return outcome;
}

/** The decision a provider's review stands for; null while it is still with the reviewer. */
function decisionOf(review: ProviderReview) {
  if (review.reviewStatus === 'onHold') return { kind: 'hold' as const, note: review.clientComment };
  if (review.reviewStatus !== 'completed' || !review.reviewAnswer) return null;
  if (review.reviewAnswer === 'GREEN') return { kind: 'approve' as const, validUntil: null };
  return {
    kind: 'reject' as const,
    reason: review.moderationComment ?? 'Your verification was not accepted.',
    canResubmit: review.rejectType !== 'FINAL',
    note: review.clientComment,
  };
}

/**
 * Reads the applicant's review from the provider and applies it to the submission it belongs to
 * (the applicant must be the one the provider made for this submission). Finals apply once: an
 * older event arriving after a final finds the submission decided and changes nothing.
 */
async function settleWithProvider(ctx: AppContext, submissionId: number, applicantId: string): Promise<ReceiveOutcome> {
  const provider = ctx.kyc!;
  const submission = await submissionById(ctx.db, submissionId);
  if (!submission || (submission.providerRef !== null && submission.providerRef !== applicantId)) return 'unknown_applicant';
  const review = await provider.getReview(applicantId);
  if (review.externalUserId !== submissionRef(submissionId)) return 'unknown_applicant';
  // The webhook may come before the create call's answer was kept: the applicant is this submission's.
  if (submission.providerRef === null) await setProviderRef(ctx.db, submission.id, provider.code, applicantId);
  const decision = decisionOf(review);
  if (!decision) return 'still_pending';
  return decide(ctx, submissionId, decision, { kind: 'provider', code: provider.code });
}

/** Submissions without news for two minutes are asked about (webhooks can be lost or switched off). */
const ASK_AFTER_MS = 2 * 60_000;
const BATCH = 50;
const PACE = { concurrency: 5, budgetMs: 40_000 };

/**
 * The reconciliation job, every minute: each submission with the reviewer and no news for two
 * minutes is sent again when it never reached the provider, or its review is read back and
 * applied. A provider that cannot be reached leaves it for the next run.
 */
export async function reconcileKyc(ctx: AppContext, now = new Date()): Promise<{ checked: number }> {
  if (!ctx.kyc) return { checked: 0 };
  const due = await listUnsettled(ctx.db, new Date(now.getTime() - ASK_AFTER_MS), BATCH);
  const checked = await forEachWithin(due, PACE, async (submission: SubmissionRow) => {
    await markChecked(ctx.db, submission.id);
    try {
      if (!submission.providerRef) await sendSubmission(ctx, submission.id);
      else await settleWithProvider(ctx, submission.id, submission.providerRef);
    } catch (error) {
      if (!(error instanceof KycProviderUnavailable)) throw error;
    }
  });
  return { checked };
}
