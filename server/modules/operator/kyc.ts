import type { KycImageField, KycState, OpsKycDecisionBody, OpsKycQueue, OpsKycQueueQuery, OpsKycSubmission } from '../../../contracts/kyc';
import type { OpsKycResult } from '../../../contracts/operator';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { DEFAULT_PAGE_SIZE, pageOf } from '../../http/paging';
import { ageOn } from '../account/birthday';
import { decide, type KycDecision } from '../kyc/decisions';
import { kycErrors } from '../kyc/errors';
import { submissionRef } from '../kyc/provider-events';
import { idTypeName, incomeName, occupationName } from '../kyc/reference-lists';
import {
  documentFields,
  documentOf,
  insertOperatorApproval,
  lockMemberKyc,
  openSubmission,
  setMemberKyc,
  submissionById,
  submissionPage,
  type QueueRow,
  type SubmissionRow,
  type SubmissionState,
} from '../kyc/repository';
import { findMemberByUsername } from '../member/repository';
import { listWaitingForKyc } from '../withdrawal/repository';
import { moveWithdrawal } from '../withdrawal/settlement';
import { recordDecision, usernamesOf, type DecidedBy, type OperatorRow } from './repository';

/** What the queue shows for each state of the contract (expired is an approval whose ID lapsed: approved rows). */
const STATES_BY_QUERY: Record<KycState, SubmissionState[]> = {
  not_started: ['draft'],
  pending: ['pending'],
  on_hold: ['on_hold'],
  approved: ['approved'],
  rejected: ['rejected'],
  expired: ['approved'],
};

function stateOfRow(row: SubmissionRow, now = new Date()): KycState {
  if (row.state === 'draft') return 'not_started';
  if (row.state === 'approved') return row.validUntil && row.validUntil.getTime() <= now.getTime() ? 'expired' : 'approved';
  return row.state;
}

function opsView(row: SubmissionRow, username: string, images: KycImageField[]): OpsKycSubmission {
  return {
    submissionId: submissionRef(row.id),
    username,
    state: stateOfRow(row),
    attempt: row.attempt,
    payeeName: row.payeeName ?? '',
    birthday: row.birthday ?? '',
    idType: row.idType ?? 0,
    idTypeName: row.idType ? idTypeName(row.idType) : '',
    idNumber: row.idNumber,
    nationality: row.nationality ?? '',
    address: row.address ?? '',
    permanentAddress: row.permanentAddress ?? '',
    placeOfBirth: row.placeOfBirth ?? '',
    sourceOfIncome: row.sourceOfIncome ? incomeName(row.sourceOfIncome) : '',
    occupation: row.occupation ? occupationName(row.occupation) : '',
    employerName: row.employerName,
    images,
    provider: row.provider,
    reason: row.state === 'rejected' ? row.rejectReason : row.reviewNote,
    canResubmit: row.canResubmit,
    decidedBy: row.decidedBy,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const parseRef = (submissionId: string) => Number(submissionId.slice(1));

/** The review queue: by default what waits for a reviewer (pending and on hold), oldest first. */
export async function opsKycQueue(ctx: AppContext, q: OpsKycQueueQuery): Promise<OpsKycQueue> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const states = q.state ? STATES_BY_QUERY[q.state] : (['pending', 'on_hold'] as SubmissionState[]);
  const page = await submissionPage(ctx.db, states, pageSize, (pageNo - 1) * pageSize);
  const rows = q.state ? page.rows.filter((r: QueueRow) => stateOfRow(r) === q.state) : page.rows;
  const images = await documentFields(
    ctx.db,
    rows.map((r) => r.id),
  );
  return pageOf(
    rows.map((r) => opsView(r, r.username, images.get(r.id) ?? [])),
    pageNo,
    pageSize,
    page.totalCount,
  );
}

async function submissionView(ctx: AppContext, id: number): Promise<OpsKycSubmission> {
  const row = await submissionById(ctx.db, id);
  if (!row) throw errors.notFound('No such submission');
  const username = (await usernamesOf(ctx.db, [row.memberId])).get(row.memberId) ?? '';
  return opsView(row, username, (await documentFields(ctx.db, [id])).get(id) ?? []);
}

export async function opsKycSubmission(ctx: AppContext, submissionId: string): Promise<OpsKycSubmission> {
  return submissionView(ctx, parseRef(submissionId));
}

/** One stored image, for an operator's eyes only (never under a public path). */
export async function opsKycImage(ctx: AppContext, submissionId: string, field: KycImageField) {
  const image = await documentOf(ctx.db, parseRef(submissionId), field);
  if (!image) throw errors.notFound('No such image');
  return image;
}

/** An ID's "valid until" date, read as the end of that day in Manila; it must lie ahead. */
function validUntilOf(day: string | undefined): Date | null {
  if (!day) return null;
  const end = new Date(`${day}T23:59:59.999+08:00`);
  if (Number.isNaN(end.getTime()) || ageOn(day, new Date()) === null) throw errors.fieldInvalid('validUntil', 'Not a date');
  if (end.getTime() <= Date.now()) throw errors.fieldInvalid('validUntil', 'The ID has expired already');
  return end;
}

const MIN_REASON = 5;

/**
 * An operator's decision on a submission with the reviewer: approve (optionally until the ID's
 * expiry), reject with the reason the player reads and whether they may send again, or hold with
 * a note. A reject or hold without a reason is refused. Finals apply once.
 */
export async function decideKyc(ctx: AppContext, by: DecidedBy, submissionId: string, body: OpsKycDecisionBody): Promise<OpsKycSubmission> {
  const reason = body.reason?.trim().replace(/\s+/g, ' ') ?? '';
  let decision: KycDecision;
  if (body.decision === 'approve') {
    decision = { kind: 'approve', validUntil: validUntilOf(body.validUntil) };
  } else {
    if (reason.length < MIN_REASON) throw errors.fieldInvalid('reason', 'Give the reason (at least 5 characters)');
    decision =
      body.decision === 'reject' ? { kind: 'reject', reason, canResubmit: body.canResubmit ?? true } : { kind: 'hold', note: reason };
  }
  const id = parseRef(submissionId);
  const outcome = await decide(ctx, id, decision, 'kind' in by ? by : { kind: 'operator', id: by.id, name: by.name });
  if (outcome === 'not_submitted') {
    const row = await submissionById(ctx.db, id);
    if (!row) throw errors.notFound('No such submission');
    throw kycErrors.submissionClosed(stateOfRow(row));
  }
  if (outcome === 'already_final') throw kycErrors.submissionClosed(stateOfRow((await submissionById(ctx.db, id))!));
  return submissionView(ctx, id);
}

/**
 * `verify-kyc`: a reviewer verifies a player under the name on their ID. The submission with the
 * reviewer, if any, is approved under that name; with none, the decision is recorded as an
 * approved attempt of its own. Withdrawals that waited for it go on to the operator's queue.
 */
export async function verifyKyc(ctx: AppContext, operator: OperatorRow, username: string, realName: string): Promise<OpsKycResult> {
  const member = await findMemberByUsername(ctx.db, ctx.config.merchantCode, username);
  if (!member) throw errors.notFound('No such player');
  const name = realName.trim().replace(/\s+/g, ' ');
  const open = await openSubmission(ctx.db, member.id);
  const waiting = (await listWaitingForKyc(ctx.db, member.id)).length;
  const by = { kind: 'operator' as const, id: operator.id, name: operator.name };
  if (open && open.state !== 'draft') {
    await decide(ctx, open.id, { kind: 'approve', validUntil: null, realName: name }, by);
  } else {
    await ctx.db.transaction(async (tx) => {
      await lockMemberKyc(tx, member.id);
      const id = await insertOperatorApproval(tx, member.id, name, `operator:${operator.name}`);
      await setMemberKyc(tx, member.id, 'verified', { realName: name, validUntil: null });
      await recordDecision(tx, {
        operatorId: operator.id,
        subject: 'kyc',
        subjectId: id,
        decision: 'approve',
        reason: null,
        memberId: member.id,
      });
    });
    for (const id of await listWaitingForKyc(ctx.db, member.id)) await moveWithdrawal(ctx.db, id, 'pending');
  }
  const left = (await listWaitingForKyc(ctx.db, member.id)).length;
  return { username: member.username, kycStatus: 'verified', released: waiting - left };
}
