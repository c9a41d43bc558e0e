import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../audit/log';
import { notifyPlayer } from '../inbox/service';
import { recordDecision } from '../operator/repository';
import { listWaitingForKyc } from '../withdrawal/repository';
import { moveWithdrawal } from '../withdrawal/settlement';
import { decideSubmission, lockMemberKyc, setMemberKyc, submissionById, type MemberKycStatus, type SubmissionRow } from './repository';

export type KycDecision =
  | { kind: 'approve'; validUntil: Date | null; realName?: string }
  | { kind: 'reject'; reason: string; canResubmit: boolean; note?: string | null }
  | { kind: 'hold'; note: string | null };

/** Who decided: the verification provider (by its code), an operator of the /ops API, or a staff member of the console. */
export type Decider =
  { kind: 'provider'; code: string } | { kind: 'operator'; id: number; name: string } | { kind: 'staff'; id: number; name: string };

export type DecisionOutcome = 'approved' | 'rejected' | 'held' | 'already_final' | 'unchanged' | 'not_submitted';

/** What a player with withdrawals waiting for the check reads when the check says no. */
const WITHDRAWAL_REJECT_REASON = 'Identity verification was not accepted';

const STATUS_BY_KIND: Record<KycDecision['kind'], MemberKycStatus> = { approve: 'verified', reject: 'rejected', hold: 'on_hold' };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Applies one review decision to a submission with the reviewer (pending or on hold), once: a
 * final (approved, rejected) is never undone, whoever comes second (the provider's late webhook,
 * a second operator). The player's verification and the decision's record are written in the
 * same transaction. Then the withdrawals that waited for the check go on (approved) or are
 * turned down with their hold given back (rejected).
 */
export async function decide(ctx: AppContext, submissionId: number, decision: KycDecision, by: Decider): Promise<DecisionOutcome> {
  const result = await ctx.db.transaction(async (tx): Promise<{ outcome: DecisionOutcome; submission: SubmissionRow | null }> => {
    const found = await submissionById(tx, submissionId);
    if (!found) return { outcome: 'not_submitted', submission: null };
    // The member's row first, then the submission's: the order every KYC write takes.
    await lockMemberKyc(tx, found.memberId);
    const submission = (await submissionById(tx, submissionId, true))!;
    if (submission.state === 'approved' || submission.state === 'rejected') return { outcome: 'already_final', submission };
    if (submission.state === 'draft') return { outcome: 'not_submitted', submission };
    // A second hold from the provider, or a staff member's double click, changes nothing; an operator's replaces the note.
    if (decision.kind === 'hold' && submission.state === 'on_hold' && by.kind !== 'operator') return { outcome: 'unchanged', submission };
    const decidedBy = by.kind === 'provider' ? `provider:${by.code}` : `${by.kind}:${by.name}`;
    const realName = decision.kind === 'approve' ? (decision.realName ?? submission.payeeName ?? '') : '';
    await decideSubmission(tx, submission.id, {
      state: decision.kind === 'approve' ? 'approved' : decision.kind === 'reject' ? 'rejected' : 'on_hold',
      rejectReason: decision.kind === 'reject' ? decision.reason : null,
      canResubmit: decision.kind === 'reject' ? decision.canResubmit : null,
      reviewNote: decision.kind === 'approve' ? null : (decision.note ?? null),
      decidedBy,
      validUntil: decision.kind === 'approve' ? decision.validUntil : null,
    });
    await setMemberKyc(
      tx,
      submission.memberId,
      STATUS_BY_KIND[decision.kind],
      decision.kind === 'approve' ? { realName, validUntil: decision.validUntil } : undefined,
    );
    const reason = decision.kind === 'reject' ? decision.reason : decision.kind === 'hold' ? decision.note : null;
    // A hold is the reviewers' business; a decision is the player's news.
    if (decision.kind === 'approve') await notifyPlayer(tx, submission.memberId, 'kycApproved', {});
    if (decision.kind === 'reject') {
      await notifyPlayer(tx, submission.memberId, 'kycRejected', { reason: decision.reason, canResubmit: decision.canResubmit ? 1 : 0 });
    }
    if (by.kind !== 'provider') {
      await recordDecision(tx, {
        ...(by.kind === 'operator' ? { operatorId: by.id } : { staffId: by.id }),
        subject: 'kyc',
        subjectId: submission.id,
        decision: decision.kind,
        reason: reason ?? null,
        memberId: submission.memberId,
      });
    } else {
      // The reason is free text (it may name the player): the log keeps its hash.
      await appendAudit(tx, {
        kind: 'kyc.reviewed',
        memberId: submission.memberId,
        actor: `vendor:${by.code}`,
        data: {
          submissionId: submission.id,
          decision: decision.kind,
          canResubmit: decision.kind === 'reject' ? decision.canResubmit : null,
          reasonSha256: reason ? sha256(reason) : null,
        },
      });
    }
    return { outcome: decision.kind === 'approve' ? 'approved' : decision.kind === 'reject' ? 'rejected' : 'held', submission };
  });
  if (result.outcome === 'approved' || result.outcome === 'rejected') {
    for (const id of await listWaitingForKyc(ctx.db, result.submission!.memberId)) {
      await moveWithdrawal(
        ctx.db,
        id,
        result.outcome === 'approved' ? 'pending' : 'rejected',
        result.outcome === 'approved' ? {} : { reason: WITHDRAWAL_REJECT_REASON },
      );
    }
  }
  return result.outcome;
}
