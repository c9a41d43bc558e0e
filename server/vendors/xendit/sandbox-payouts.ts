import { createHash, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/types';
import { channelOf, type FailureCode } from './channels';
import { invalid, payoutNotFound, XenditError } from './errors';
import { toCentavos } from './money';
import { plannedOutcome } from './outcomes';
import {
  callbacksOf,
  insertCallback,
  insertPayout,
  payoutById,
  payoutByIdempotencyKey,
  payoutsByReference,
  recentPayouts,
  reverseDuePayouts,
  settleDuePayouts,
  updatePayoutStatus,
  type PayoutRow,
  type StatusChange,
} from './repository';
import { callbackBody, PAYOUT_EVENTS } from './resources';
import { canonicalJson } from '../../lib/canonical-json';

/** A create-payout body as the schema let it through (Xendit's field names). */
export interface CreatePayoutBody {
  reference_id: string;
  channel_code: string;
  channel_properties: { account_holder_name: string; account_number: string };
  amount: number;
  currency: 'PHP';
  description?: string;
  metadata?: Record<string, unknown> | null;
  receipt_notification?: Record<string, unknown>;
}

export type ForcedOutcome = 'succeed' | 'fail' | 'reverse';

/** Xendit's Idempotency-key: required on create, 1 to 100 printable ASCII characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e][\x20-\x7e]{0,98}[\x21-\x7e]$|^[\x21-\x7e]$/;

const notNow = (row: PayoutRow, need: string) =>
  new XenditError(403, 'INELIGIBLE_TRANSACTION_STATUS', `Status of specified payout ID is ${row.status}, not ${need}`);

/**
 * The sandbox provider's payouts: created ACCEPTED, settled later by the tick (by the account
 * number's rule, outcomes.ts) or at once by a tester; each status it ends in raises a callback
 * row, written in the same transaction as the change so none is lost.
 */
export class SandboxPayouts {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly settleAfterMs: number,
    /** Whether callbacks are sent at all (a callback URL is set); when not, they are recorded only. */
    private readonly callbacksOn: boolean,
  ) {}

  /** Creates a payout, or answers the one this idempotency key made; the same key with another body is refused. */
  async create(body: CreatePayoutBody, idempotencyKey: string | undefined): Promise<PayoutRow> {
    if (idempotencyKey === undefined) throw invalid('Should have required property "Idempotency-key" in header');
    if (!IDEMPOTENCY_KEY.test(idempotencyKey)) throw invalid('"Idempotency-key" should be 1 to 100 printable characters');
    const channel = channelOf(body.channel_code);
    if (!channel) {
      throw new XenditError(400, 'CHANNEL_CODE_NOT_SUPPORTED', '"channel_code" is not supported. See the list of supported channel codes');
    }
    const amount = toCentavos(body.amount);
    if (amount === null || amount <= 0) throw invalid('"amount" should have 2 decimal places or less and be more than 0');
    if (amount < channel.minimum) {
      throw new XenditError(400, 'MINIMUM_TRANSFER_LIMIT_ERROR', `"amount" is under the minimum amount supported for ${channel.code}`);
    }
    if (amount > channel.maximum) {
      throw new XenditError(400, 'MAXIMUM_TRANSFER_LIMIT_ERROR', `"amount" is more than the maximum amount supported for ${channel.code}`);
    }

    const requestHash = createHash('sha256').update(canonicalJson(body)).digest('hex');
    const at = this.now();
    const plan = plannedOutcome(body.channel_properties.account_number);
    const settleAt = new Date(at.getTime() + this.settleAfterMs);
    const created = await insertPayout(this.db, {
      id: `disb-${randomUUID()}`,
      idempotencyKey,
      requestHash,
      referenceId: body.reference_id,
      channelCode: channel.code,
      accountHolderName: body.channel_properties.account_holder_name,
      accountNumber: body.channel_properties.account_number,
      amount,
      description: body.description ?? null,
      metadata: body.metadata ?? null,
      receiptNotification: body.receipt_notification ?? null,
      plannedOutcome: plan.outcome,
      plannedFailureCode: plan.failureCode,
      settleAt: plan.outcome === 'hold' ? null : settleAt,
      estimatedArrival: settleAt,
      at,
    });
    if (created) return created;
    // The key was used: the same request gets the same payout, another one is refused.
    const existing = (await payoutByIdempotencyKey(this.db, idempotencyKey))!;
    if (existing.request_hash !== requestHash) {
      throw new XenditError(
        400,
        'DUPLICATE_ERROR',
        'A payout with this idempotency key already exists. ' +
          'If you meant to execute a different request, please use another idempotency key',
      );
    }
    return existing;
  }

  async get(id: string): Promise<PayoutRow> {
    const row = await payoutById(this.db, id);
    if (!row) throw payoutNotFound();
    return row;
  }

  /** The payouts under a reference, newest first, and whether more than `limit` exist. */
  async byReference(referenceId: string, limit: number): Promise<{ rows: PayoutRow[]; hasMore: boolean }> {
    const rows = await payoutsByReference(this.db, referenceId, limit + 1);
    return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
  }

  /** The merchant cancels a payout not yet sent on (ACCEPTED). Xendit raises no callback for it: the answer is the news. */
  async cancel(id: string): Promise<PayoutRow> {
    return this.db.transaction(async (tx) => {
      const row = await payoutById(tx, id, true);
      if (!row) throw payoutNotFound();
      if (row.status !== 'ACCEPTED') throw notNow(row, 'ACCEPTED');
      return updatePayoutStatus(tx, id, { status: 'CANCELLED', failureCode: null, reverseAt: null, at: this.now() });
    });
  }

  /**
   * A tester decides a payout now, whatever its account number says: succeed or fail an ACCEPTED
   * one, reverse a SUCCEEDED one. Null for an unknown payout.
   */
  async force(id: string, outcome: ForcedOutcome, failureCode?: FailureCode): Promise<PayoutRow | null> {
    return this.db.transaction(async (tx) => {
      const row = await payoutById(tx, id, true);
      if (!row) return null;
      const at = this.now();
      let change: StatusChange;
      if (outcome === 'reverse') {
        if (row.status !== 'SUCCEEDED') throw notNow(row, 'SUCCEEDED');
        change = { status: 'REVERSED', failureCode: failureCode ?? 'INVALID_DESTINATION', reverseAt: null, at };
      } else {
        if (row.status !== 'ACCEPTED') throw notNow(row, 'ACCEPTED');
        change =
          outcome === 'succeed'
            ? { status: 'SUCCEEDED', failureCode: null, reverseAt: null, at }
            : { status: 'FAILED', failureCode: failureCode ?? 'REJECTED_BY_CHANNEL', reverseAt: null, at };
      }
      const changed = await updatePayoutStatus(tx, id, change);
      await this.raise(tx, changed, at);
      return changed;
    });
  }

  /**
   * The tick's part: reverses the payouts whose reversal is due, then settles the ACCEPTED ones
   * whose time has come. Reversals go first, so a payout that succeeds in this tick (and is to be
   * reversed) is reversed by the next one.
   */
  async settleDue(limit = 50): Promise<{ settled: number; reversed: number }> {
    return this.db.transaction(async (tx) => {
      const at = this.now();
      const reversed = await reverseDuePayouts(tx, at, limit);
      const settled = await settleDuePayouts(tx, at, limit);
      for (const row of [...reversed, ...settled]) await this.raise(tx, row, at);
      return { settled: settled.length, reversed: reversed.length };
    });
  }

  /** The newest payouts with their callbacks, for testers. */
  async recent(limit: number) {
    const rows = await recentPayouts(this.db, limit);
    const callbacks =
      rows.length > 0
        ? await callbacksOf(
            this.db,
            rows.map((r) => r.id),
          )
        : [];
    return rows.map((row) => ({ row, callbacks: callbacks.filter((c) => c.payout_id === row.id) }));
  }

  /** Records the callback for a payout's new status (due now, or never when no URL is set). */
  private async raise(tx: Queryable, row: PayoutRow, at: Date): Promise<void> {
    const event = PAYOUT_EVENTS[row.status as keyof typeof PAYOUT_EVENTS];
    if (!event) return;
    await insertCallback(tx, row.id, event, callbackBody(event, row, at), at, this.callbacksOn ? at : null);
  }
}
