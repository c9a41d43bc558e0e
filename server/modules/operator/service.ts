import type { DepositStatus } from '../../../contracts/deposit';
import type { OpsDeposit, OpsDepositPage, OpsDepositsQuery } from '../../../contracts/operator';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { DEFAULT_PAGE_SIZE, pageOf } from '../../http/paging';
import { findDeposit, findReceipt, listDeposits, type DepositRow } from '../deposit/repository';
import { depositIdOf, parseDepositId } from '../deposit/service';
import { closeDeposit, CREDITABLE_BY_HAND, creditDeposit } from '../deposit/settlement';
import type { Queryable } from '../../db/types';
import { newOperatorKey, operatorKeyHash } from './keys';
import {
  deciderOf,
  decisionsOn,
  findOperatorByKeyHash,
  recordDecision,
  upsertOperator,
  usernamesOf,
  type DecidedBy,
  type OperatorRow,
} from './repository';

export type { OperatorRow };

/**
 * Gives an operator (new, or one whose key is lost) a fresh key, shown once to whoever runs
 * `npm run ops:key`: only its hash is kept, and the old key stops working.
 */
export async function issueOperatorKey(db: Queryable, name: string): Promise<string> {
  const key = newOperatorKey();
  await upsertOperator(db, name, operatorKeyHash(key));
  return key;
}

/** The operator a key belongs to; an unknown key is refused like a missing one. */
export async function operatorByKey(ctx: AppContext, key: string): Promise<OperatorRow> {
  const operator = await findOperatorByKeyHash(ctx.db, operatorKeyHash(key));
  if (!operator) throw errors.unauthenticated();
  return operator;
}

async function opsView(ctx: AppContext, d: DepositRow, username: string): Promise<OpsDeposit> {
  const decisions = await decisionsOn(ctx.db, 'deposit', d.id);
  return {
    depositId: depositIdOf(d.id),
    username,
    status: d.status,
    flow: d.flow,
    channelName: d.channelName,
    bankCode: d.bankCode,
    amount: d.amount,
    bonusAmount: d.bonusAmount,
    reference: d.reference,
    transferReference: d.transferReference,
    receiptUploaded: d.receiptUploaded,
    reason: d.reason,
    createdAt: d.createdAt.toISOString(),
    expiresAt: d.expiresAt ? d.expiresAt.toISOString() : null,
    decisions: decisions.map((x) => ({ ...x, decidedAt: x.decidedAt.toISOString() })),
  };
}

export async function opsDeposits(ctx: AppContext, q: OpsDepositsQuery): Promise<OpsDepositPage> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = await listDeposits(ctx.db, { status: q.status, flow: q.flow, pageNo, pageSize });
  const names = await usernamesOf(ctx.db, [...new Set(page.list.map((d) => d.memberId))]);
  const list = await Promise.all(page.list.map((d) => opsView(ctx, d, names.get(d.memberId) ?? '')));
  return pageOf(list, pageNo, pageSize, page.totalCount);
}

/** One deposit as the cashier sees it, with its decisions. */
export async function opsDeposit(ctx: AppContext, depositId: string): Promise<OpsDeposit> {
  const deposit = await findDeposit(ctx.db, parseDepositId(depositId));
  if (!deposit) throw errors.notFound('No such deposit');
  return opsView(ctx, deposit, (await usernamesOf(ctx.db, [deposit.memberId])).get(deposit.memberId) ?? '');
}

async function decidable(ctx: AppContext, depositId: string): Promise<DepositRow> {
  const deposit = await findDeposit(ctx.db, parseDepositId(depositId));
  if (!deposit) throw errors.notFound('No such deposit');
  // A gateway deposit is settled by the provider's truth, never by hand.
  if (deposit.flow === 'gateway') throw errors.featureUnavailable();
  return deposit;
}

async function answer(ctx: AppContext, id: number, outcome: string): Promise<OpsDeposit> {
  const deposit = (await findDeposit(ctx.db, id))!;
  if (outcome === 'already_final') throw errors.depositNotPending(deposit.status);
  const names = await usernamesOf(ctx.db, [deposit.memberId]);
  return opsView(ctx, deposit, names.get(deposit.memberId) ?? '');
}

/**
 * Credits a manual or crypto deposit, once, with the decision recorded in the same transaction.
 * One that expired or was cancelled can still be credited: the money may have arrived late (a
 * transfer without its receipt, coins confirmed after the quote), and only the operator can see it.
 * An approval may carry a reason (the console asks for one above a threshold).
 */
export async function approveDeposit(ctx: AppContext, by: DecidedBy, depositId: string, reason: string | null = null): Promise<OpsDeposit> {
  const { id, memberId } = await decidable(ctx, depositId);
  const outcome = await creditDeposit(
    ctx.db,
    id,
    (tx) => recordDecision(tx, { ...deciderOf(by), subject: 'deposit', subjectId: id, decision: 'approve', reason, memberId }),
    CREDITABLE_BY_HAND,
  );
  return answer(ctx, id, outcome);
}

/** Rejects an open manual or crypto deposit; the player sees the reason. */
export async function rejectDeposit(ctx: AppContext, by: DecidedBy, depositId: string, reason: string): Promise<OpsDeposit> {
  const { id, memberId } = await decidable(ctx, depositId);
  const outcome = await closeDeposit(ctx.db, id, 'rejected' satisfies DepositStatus, reason, (tx) =>
    recordDecision(tx, { ...deciderOf(by), subject: 'deposit', subjectId: id, decision: 'reject', reason, memberId }),
  );
  return answer(ctx, id, outcome);
}

export async function depositReceipt(ctx: AppContext, depositId: string): Promise<{ contentType: string; content: Buffer }> {
  const receipt = await findReceipt(ctx.db, parseDepositId(depositId));
  if (!receipt) throw errors.notFound('No receipt for this deposit');
  return receipt;
}
