import type { OpsKycSubmission } from '../../../contracts/kyc';
import type { OpsDeposit, OpsWithdrawal } from '../../../contracts/operator';
import {
  APPROVAL_REASON_THRESHOLD,
  QUEUE_REASON_MIN,
  type KycQueueApproveBody,
  type KycQueueRejectBody,
  type QueueApproveBody,
} from '../../../contracts/queues';
import type { AppContext } from '../../app-context';
import { AppError, errors } from '../../http/app-error';
import { decideKyc, opsKycSubmission } from '../operator/kyc';
import type { StaffDecider } from '../operator/repository';
import { approveDeposit, opsDeposit, rejectDeposit } from '../operator/service';
import { approveWithdrawal, holdWithdrawal, opsWithdrawal, rejectWithdrawal } from '../operator/withdrawals';

/** The staff member deciding, as the console's guard names them. */
export interface Staff {
  staffId: number;
  username: string;
}

const decider = (staff: Staff): StaffDecider => ({ kind: 'staff', id: staff.staffId, name: staff.username });

/** A reason as typed, its spaces tidied; refused when shorter than QUEUE_REASON_MIN (the player view's reasons too). */
export function reasonOf(typed: string | undefined): string {
  const reason = typed?.trim().replace(/\s+/g, ' ') ?? '';
  if (reason.length < QUEUE_REASON_MIN) throw errors.fieldInvalid('reason', `Give the reason (at least ${QUEUE_REASON_MIN} characters)`);
  return reason;
}

/** An approval's reason: required from the threshold up, kept when given below it. */
function approvalReason(amount: number, typed: string | undefined): string | null {
  if (amount >= APPROVAL_REASON_THRESHOLD || typed?.trim()) return reasonOf(typed);
  return null;
}

/**
 * Runs a decision; when it is refused because the case moved on (409), and it moved on to where
 * this decision leads (a double click, two staff on one case), answers that state as done: the
 * settlement functions underneath apply a decision once, so nothing is paid or written twice.
 */
async function once<V>(decide: () => Promise<V>, current: () => Promise<V>, done: (v: V) => boolean): Promise<V> {
  try {
    return await decide();
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 409) throw error;
    const now = await current();
    if (done(now)) return now;
    throw error;
  }
}

export async function approveDepositByStaff(ctx: AppContext, staff: Staff, depositId: string, body: QueueApproveBody): Promise<OpsDeposit> {
  const reason = approvalReason((await opsDeposit(ctx, depositId)).amount, body.reason);
  return once(
    () => approveDeposit(ctx, decider(staff), depositId, reason),
    () => opsDeposit(ctx, depositId),
    (d) => d.status === 'completed',
  );
}

export async function rejectDepositByStaff(ctx: AppContext, staff: Staff, depositId: string, typed: string): Promise<OpsDeposit> {
  const reason = reasonOf(typed);
  return once(
    () => rejectDeposit(ctx, decider(staff), depositId, reason),
    () => opsDeposit(ctx, depositId),
    (d) => d.status === 'rejected',
  );
}

/** An approved withdrawal goes on to the payout: any of these states means it was approved. */
const APPROVED_ON = ['approved', 'processing', 'completed'];

export async function approveWithdrawalByStaff(
  ctx: AppContext,
  staff: Staff,
  withdrawalId: string,
  body: QueueApproveBody,
): Promise<OpsWithdrawal> {
  const reason = approvalReason((await opsWithdrawal(ctx, withdrawalId)).amount, body.reason);
  return once(
    () => approveWithdrawal(ctx, decider(staff), withdrawalId, reason),
    () => opsWithdrawal(ctx, withdrawalId),
    (w) => APPROVED_ON.includes(w.status),
  );
}

export async function rejectWithdrawalByStaff(ctx: AppContext, staff: Staff, withdrawalId: string, typed: string): Promise<OpsWithdrawal> {
  const reason = reasonOf(typed);
  return once(
    () => rejectWithdrawal(ctx, decider(staff), withdrawalId, reason),
    () => opsWithdrawal(ctx, withdrawalId),
    (w) => w.status === 'rejected',
  );
}

export async function holdWithdrawalByStaff(ctx: AppContext, staff: Staff, withdrawalId: string, typed: string): Promise<OpsWithdrawal> {
  const note = reasonOf(typed);
  return once(
    () => holdWithdrawal(ctx, decider(staff), withdrawalId, note),
    () => opsWithdrawal(ctx, withdrawalId),
    (w) => w.status === 'on_hold',
  );
}

export async function approveKycByStaff(
  ctx: AppContext,
  staff: Staff,
  submissionId: string,
  body: KycQueueApproveBody,
): Promise<OpsKycSubmission> {
  return once(
    () => decideKyc(ctx, decider(staff), submissionId, { decision: 'approve', validUntil: body.validUntil }),
    () => opsKycSubmission(ctx, submissionId),
    (s) => s.state === 'approved' || s.state === 'expired',
  );
}

/** A rejection says whether the player may send again (RETRY) or not (FINAL); a second one answers the first. */
export async function rejectKycByStaff(
  ctx: AppContext,
  staff: Staff,
  submissionId: string,
  body: KycQueueRejectBody,
): Promise<OpsKycSubmission> {
  const reason = reasonOf(body.reason);
  return once(
    () => decideKyc(ctx, decider(staff), submissionId, { decision: 'reject', reason, canResubmit: body.canResubmit }),
    () => opsKycSubmission(ctx, submissionId),
    (s) => s.state === 'rejected',
  );
}

export async function holdKycByStaff(ctx: AppContext, staff: Staff, submissionId: string, typed: string): Promise<OpsKycSubmission> {
  const note = reasonOf(typed);
  return decideKyc(ctx, decider(staff), submissionId, { decision: 'hold', reason: note });
}
