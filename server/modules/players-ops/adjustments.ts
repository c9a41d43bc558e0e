import {
  ADJUSTMENT_APPROVAL_THRESHOLD,
  ADJUSTMENT_MAX,
  PLAYERS_PAGE_DEFAULT,
  type Adjustment,
  type AdjustmentBody,
  type AdjustmentListQuery,
  type AdjustmentPage,
} from '../../../contracts/players-ops';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/types';
import { errors } from '../../http/app-error';
import { applyTransfer, ensurePlayerAccount, ensureSystemAccount, isOverdraft, playerBalance } from '../../ledger/ledger';
import { appendAudit } from '../audit/log';
import { reasonOf, type Staff } from '../queues/decisions';
import {
  findAdjustment,
  findAdjustmentByKey,
  insertAdjustment,
  listAdjustments,
  lockAdjustment,
  markApplied,
  markRejected,
  type AdjustmentDbRow,
} from './adjustment-repository';
import { cursorOf, isId, keyOf, pageOf } from './cursor';
import { playersErrors } from './errors';
import { reasonHash } from './reasons';
import { playerNamed } from './service';

/*
 * Manual adjustments: staff credit or debit a player's balance, with a reason, as ONE ledger
 * transfer (kind 'adjustment') between the player's account and the operator's adjustment account.
 * Up to ADJUSTMENT_APPROVAL_THRESHOLD either way it is made at once; above it, it waits 'pending'
 * and moves nothing until another staff member approves it. The ledger transfer's key is the
 * adjustment's id, so an adjustment moves money once however often it is approved or retried.
 */

export const adjustmentIdOf = (id: number) => `A${id}`;
const actorOf = (staff: Staff) => `staff:${staff.staffId}`;

function viewOf(a: AdjustmentDbRow): Adjustment {
  return {
    adjustmentId: adjustmentIdOf(a.id),
    username: a.username,
    amount: a.amount,
    currency: a.currency,
    reason: a.reason,
    state: a.state,
    needsApproval: a.needsApproval,
    requestedBy: a.requestedByName,
    requestedAt: a.requestedAt.toISOString(),
    decidedBy: a.decidedByName,
    decidedAt: a.decidedAt ? a.decidedAt.toISOString() : null,
    decisionReason: a.decisionReason,
    transferId: a.transferId,
  };
}

/** The adjustment's one transfer: into the player's account for a credit, out of it for a debit. */
async function moveMoney(tx: Queryable, a: { id: number; memberId: number; amount: number; currency: string }, actor: string) {
  const player = await ensurePlayerAccount(tx, a.memberId, a.currency);
  const operator = await ensureSystemAccount(tx, 'adjustment', a.currency);
  const credit = a.amount > 0;
  const moved = await applyTransfer(tx, {
    idempotencyKey: `adjustment:${a.id}`,
    kind: 'adjustment',
    fromAccountId: credit ? operator : player,
    toAccountId: credit ? player : operator,
    amount: Math.abs(a.amount),
    currency: a.currency,
    metadata: { adjustmentId: a.id },
    actor,
  });
  return moved.transferId;
}

/** A transaction that moves a player's money: a debit past their balance is INSUFFICIENT_FUNDS (the database's CHECK decides). */
async function moving<T>(ctx: AppContext, a: { memberId: number; currency: string }, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(work);
  } catch (error) {
    if (isOverdraft(error)) throw errors.insufficientFunds(await playerBalance(ctx.db, a.memberId, a.currency));
    throw error;
  }
}

/**
 * POST /ops/api/players/:username/adjustments. The same idempotency key answers the adjustment it
 * made (a double click, a retry after a lost answer); the same key for another request is
 * IDEMPOTENCY_CONFLICT. A debit larger than the balance is refused at once, pending or not.
 */
export async function requestAdjustment(ctx: AppContext, staff: Staff, username: string, body: AdjustmentBody): Promise<Adjustment> {
  const amount = body.amountCentavos;
  if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > ADJUSTMENT_MAX) {
    throw errors.fieldInvalid('amountCentavos', 'An adjustment is a non-zero whole number of centavos within the maximum');
  }
  const player = await playerNamed(ctx, username);
  const reason = reasonOf(body.reason);
  const sameRequest = (a: AdjustmentDbRow) =>
    a.memberId === player.id && a.amount === amount && a.requestedBy === staff.staffId && a.reason === reason;
  const answer = (a: AdjustmentDbRow | null) => {
    if (!a || !sameRequest(a)) throw errors.idempotencyConflict();
    return viewOf(a);
  };
  const earlier = await findAdjustmentByKey(ctx.db, body.idempotencyKey);
  if (earlier) return answer(earlier);

  const { currency } = await ctx.merchants.get(player.merchantCode);
  if (amount < 0) {
    const balance = await playerBalance(ctx.db, player.id, currency);
    if (balance + amount < 0) throw errors.insufficientFunds(balance);
  }
  const needsApproval = Math.abs(amount) > ADJUSTMENT_APPROVAL_THRESHOLD;
  const id = await moving(ctx, { memberId: player.id, currency }, async (tx) => {
    const made = {
      memberId: player.id,
      amount,
      currency,
      reason,
      idempotencyKey: body.idempotencyKey,
      needsApproval,
      requestedBy: staff.staffId,
    };
    const id = await insertAdjustment(tx, made);
    // A request racing this one with the same key made it first.
    if (id === null) return null;
    const transferId = needsApproval ? null : await moveMoney(tx, { id, ...made }, actorOf(staff));
    if (transferId !== null) await markApplied(tx, id, transferId, null);
    await appendAudit(tx, {
      kind: 'adjustment.requested',
      memberId: player.id,
      actor: actorOf(staff),
      data: {
        subject: 'adjustment',
        subjectId: id,
        amount,
        currency,
        state: needsApproval ? 'pending' : 'applied',
        transferId,
        reasonSha256: reasonHash(reason),
      },
    });
    return id;
  });
  return answer(id === null ? await findAdjustmentByKey(ctx.db, body.idempotencyKey) : await findAdjustment(ctx.db, id));
}

async function pendingAdjustment(ctx: AppContext, staff: Staff, adjustmentId: string): Promise<AdjustmentDbRow> {
  const found = await findAdjustment(ctx.db, Number(adjustmentId.slice(1)));
  if (!found) throw errors.notFound('No such adjustment');
  if (found.requestedBy === staff.staffId) throw playersErrors.selfApproval();
  return found;
}

/**
 * A second staff member approves a pending adjustment: its transfer is made now (a debit the
 * balance no longer covers is refused and it stays pending). Approving one already applied
 * answers it as it is; one rejected is ADJUSTMENT_DECIDED.
 */
export async function approveAdjustment(ctx: AppContext, staff: Staff, adjustmentId: string, typed: string): Promise<Adjustment> {
  const reason = reasonOf(typed);
  const a = await pendingAdjustment(ctx, staff, adjustmentId);
  await moving(ctx, a, async (tx) => {
    const locked = await lockAdjustment(tx, a.id);
    if (locked?.state === 'applied') return;
    if (locked?.state !== 'pending') throw playersErrors.adjustmentDecided(locked?.state ?? 'unknown');
    const transferId = await moveMoney(tx, a, actorOf(staff));
    await markApplied(tx, a.id, transferId, { by: staff.staffId, reason });
    await appendAudit(tx, {
      kind: 'adjustment.approved',
      memberId: a.memberId,
      actor: actorOf(staff),
      data: {
        subject: 'adjustment',
        subjectId: a.id,
        amount: a.amount,
        currency: a.currency,
        transferId,
        reasonSha256: reasonHash(reason),
      },
    });
  });
  return viewOf((await findAdjustment(ctx.db, a.id))!);
}

/** Rejects a pending adjustment: nothing moves. A repeat answers it; one applied is ADJUSTMENT_DECIDED. */
export async function rejectAdjustment(ctx: AppContext, staff: Staff, adjustmentId: string, typed: string): Promise<Adjustment> {
  const reason = reasonOf(typed);
  const a = await pendingAdjustment(ctx, staff, adjustmentId);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockAdjustment(tx, a.id);
    if (locked?.state === 'rejected') return;
    if (locked?.state !== 'pending') throw playersErrors.adjustmentDecided(locked?.state ?? 'unknown');
    await markRejected(tx, a.id, staff.staffId, reason);
    await appendAudit(tx, {
      kind: 'adjustment.rejected',
      memberId: a.memberId,
      actor: actorOf(staff),
      data: { subject: 'adjustment', subjectId: a.id, amount: a.amount, currency: a.currency, reasonSha256: reasonHash(reason) },
    });
  });
  return viewOf((await findAdjustment(ctx.db, a.id))!);
}

/** GET /ops/api/adjustments: pending (the default) oldest first; applied or rejected newest first. */
export async function adjustmentPage(ctx: AppContext, q: AdjustmentListQuery): Promise<AdjustmentPage> {
  const state = q.state ?? 'pending';
  const limit = q.limit ?? PLAYERS_PAGE_DEFAULT;
  const list = `adjustments:${state}`;
  const rows = await listAdjustments(ctx.db, state, keyOf(list, q.cursor, isId), limit + 1);
  return pageOf(rows, limit, viewOf, (last) => cursorOf(list, last.id));
}
