import type { DepositFlow, DepositStatus } from '../../../contracts/deposit';
import {
  DEPOSIT_QUEUE_OPEN,
  KYC_QUEUE_OPEN,
  QUEUE_PAGE_DEFAULT,
  WITHDRAWAL_QUEUE_OPEN,
  type DepositQueuePage,
  type DepositQueueQuery,
  type KycQueuePage,
  type KycQueueQuery,
  type KycQueueState,
  type QueueCounts,
  type QueueDirection,
  type QueueSort,
  type WithdrawalQueuePage,
  type WithdrawalQueueQuery,
} from '../../../contracts/queues';
import type { PayoutKind, WithdrawalStatus } from '../../../contracts/withdrawal';
import type { OpsKycSubmission } from '../../../contracts/kyc';
import type { AppContext } from '../../app-context';
import { opsKycSubmission } from '../operator/kyc';
import { findMemberByUsername } from '../member/repository';
import { depositIdOf } from '../deposit/service';
import { withdrawalIdOf } from '../withdrawal/service';
import { submissionRef } from '../kyc/provider-events';
import { cursorAfter, readCursor } from './cursor';
import { depositQueuePage, kycQueuePage, openCounts, withdrawalQueuePage, type Keyset, type QueueRowBase } from './repository';

/** A provider's payment still pending after this long is stuck (the player's own limit stops counting it then too). */
const STUCK_AFTER_MS = 15 * 60_000;

/** The sort's key and direction: waiting is the oldest first; created and amount the newest and largest first unless asked. */
function keysetOf(sort: QueueSort | undefined, direction: QueueDirection | undefined, cursor: string | undefined, limit?: number): Keyset {
  const by = sort === 'amount' ? 'amount' : 'created';
  const dir = direction ?? (sort === undefined || sort === 'waiting' ? 'asc' : 'desc');
  return { by, direction: dir, after: readCursor(cursor, by, dir), limit: (limit ?? QUEUE_PAGE_DEFAULT) + 1 };
}

/** One row more than the page is read: it says whether a next page exists, without counting. */
function paged<R extends QueueRowBase, V>(rows: R[], k: Keyset, view: (row: R) => V): { list: V[]; nextCursor: string | null } {
  const page = rows.slice(0, k.limit - 1);
  const last = page[page.length - 1];
  return { list: page.map(view), nextCursor: rows.length > page.length && last ? cursorAfter(k.by, k.direction, last) : null };
}

const waited = (since: Date, now: number) => Math.max(0, Math.floor((now - since.getTime()) / 1000));

/** The member a username filter names; undefined without the filter, null when nobody has that name. */
async function memberFilter(ctx: AppContext, username: string | undefined): Promise<number | undefined | null> {
  if (username === undefined) return undefined;
  const member = await findMemberByUsername(ctx.db, ctx.config.merchantCode, username.trim());
  return member ? member.id : null;
}

const EMPTY = { list: [], nextCursor: null };

/** `listed`: the states listed when no state is asked for (the open ones; a player's whole history in the player view). */
export async function depositQueue(
  ctx: AppContext,
  q: DepositQueueQuery,
  listed: readonly DepositStatus[] = DEPOSIT_QUEUE_OPEN,
): Promise<DepositQueuePage> {
  const k = keysetOf(q.sort, q.direction, q.cursor, q.limit);
  const memberId = await memberFilter(ctx, q.username);
  if (memberId === null) return EMPTY;
  const rows = await depositQueuePage(
    ctx.db,
    listed,
    { state: q.state ?? null, memberId, minAmount: q.minAmount, maxAmount: q.maxAmount, flow: q.flow, bankCode: q.channel },
    k,
  );
  const now = Date.now();
  return paged(rows, k, (r) => ({
    depositId: depositIdOf(r.id),
    username: r.username,
    state: r.status as DepositStatus,
    flow: r.flow as DepositFlow,
    channelName: r.channelName,
    bankCode: r.bankCode,
    amount: r.amount,
    bonusAmount: r.bonusAmount,
    reference: r.reference,
    transferReference: r.transferReference,
    receiptUploaded: r.receiptUploaded,
    stuck: r.flow === 'gateway' && r.status === 'pending' && now - r.createdAt.getTime() > STUCK_AFTER_MS,
    createdAt: r.createdAt.toISOString(),
    waitingSeconds: waited(r.createdAt, now),
  }));
}

/** `listed`: as depositQueue's. */
export async function withdrawalQueue(
  ctx: AppContext,
  q: WithdrawalQueueQuery,
  listed: readonly WithdrawalStatus[] = WITHDRAWAL_QUEUE_OPEN,
): Promise<WithdrawalQueuePage> {
  const k = keysetOf(q.sort, q.direction, q.cursor, q.limit);
  const memberId = await memberFilter(ctx, q.username);
  if (memberId === null) return EMPTY;
  const rows = await withdrawalQueuePage(
    ctx.db,
    listed,
    { state: q.state ?? null, memberId, minAmount: q.minAmount, maxAmount: q.maxAmount, bankCode: q.channel, kind: q.kind },
    k,
  );
  const now = Date.now();
  return paged(rows, k, (r) => ({
    withdrawalId: withdrawalIdOf(r.id),
    username: r.username,
    state: r.status as WithdrawalStatus,
    amount: r.amount,
    reference: r.reference,
    bankCode: r.bankCode,
    accountKind: r.accountKind as PayoutKind,
    accountName: r.accountName,
    createdAt: r.createdAt.toISOString(),
    waitingSeconds: waited(r.createdAt, now),
  }));
}

export async function kycQueue(ctx: AppContext, q: KycQueueQuery): Promise<KycQueuePage> {
  const k = keysetOf(q.sort, q.direction, q.cursor, q.limit);
  const memberId = await memberFilter(ctx, q.username);
  if (memberId === null) return EMPTY;
  const rows = await kycQueuePage(ctx.db, KYC_QUEUE_OPEN, { state: q.state ?? null, memberId }, k);
  const now = Date.now();
  return paged(rows, k, (r) => ({
    submissionId: submissionRef(r.id),
    username: r.username,
    state: r.state as KycQueueState,
    attempt: r.attempt,
    payeeName: r.payeeName,
    provider: r.provider,
    createdAt: r.createdAt.toISOString(),
    waitingSeconds: waited(r.createdAt, now),
  }));
}

const QUEUE_OPEN = { deposits: DEPOSIT_QUEUE_OPEN, withdrawals: WITHDRAWAL_QUEUE_OPEN, kyc: KYC_QUEUE_OPEN };

/** How much waits in a queue: each open state's count and its oldest row's waiting time. */
export async function queueCounts(ctx: AppContext, queue: keyof typeof QUEUE_OPEN): Promise<QueueCounts> {
  const now = Date.now();
  return (await openCounts(ctx.db, queue, QUEUE_OPEN[queue])).map((c) => ({
    state: c.state,
    count: c.count,
    oldestWaitingSeconds: c.oldest ? waited(c.oldest, now) : null,
  }));
}

/**
 * One KYC case. Its ID images, and the ID number, are only for a staff member allowed to see
 * identity documents (`kyc.documents`); anyone else with the queue sees the case without them.
 */
export async function kycCase(ctx: AppContext, submissionId: string, seesDocuments: boolean): Promise<OpsKycSubmission> {
  const submission = await opsKycSubmission(ctx, submissionId);
  return seesDocuments ? submission : { ...submission, images: [], idNumber: null };
}
