import type { Queryable } from '../../db/types';
import type { PostOutcome } from '../outbound-posts';

/**
 * The sandbox provider's SQL, one statement a function, a Queryable first so a transaction's `tx`
 * passes straight through. Times come from the provider's clock, never the database's.
 */

const PAYOUTS = 'sandbox_xendit_payouts';
const CALLBACKS = 'sandbox_xendit_callbacks';

export type PayoutStatus = 'ACCEPTED' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED' | 'REVERSED';

export interface PayoutRow {
  id: string;
  idempotency_key: string;
  request_hash: string;
  reference_id: string;
  channel_code: string;
  account_holder_name: string;
  account_number: string;
  amount: number | string;
  currency: string;
  description: string | null;
  metadata: Record<string, unknown> | null;
  receipt_notification: Record<string, unknown> | null;
  status: PayoutStatus;
  failure_code: string | null;
  planned_outcome: 'succeed' | 'fail' | 'reverse' | 'hold';
  planned_failure_code: string | null;
  settle_at: Date | null;
  reverse_at: Date | null;
  estimated_arrival_time: Date;
  created_at: Date;
  updated_at: Date;
}

export interface NewPayout {
  id: string;
  idempotencyKey: string;
  requestHash: string;
  referenceId: string;
  channelCode: string;
  accountHolderName: string;
  accountNumber: string;
  amount: number;
  description: string | null;
  metadata: Record<string, unknown> | null;
  receiptNotification: Record<string, unknown> | null;
  plannedOutcome: PayoutRow['planned_outcome'];
  plannedFailureCode: string | null;
  settleAt: Date | null;
  estimatedArrival: Date;
  at: Date;
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** The new payout, or null when its idempotency key is taken (the caller reads that one). */
export async function insertPayout(db: Queryable, p: NewPayout): Promise<PayoutRow | null> {
  const rows = await db.query<PayoutRow>(
    `INSERT INTO ${PAYOUTS} (id, idempotency_key, request_hash, reference_id, channel_code, account_holder_name, account_number,
       amount, currency, description, metadata, receipt_notification, status, planned_outcome, planned_failure_code, settle_at,
       estimated_arrival_time, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'PHP', $9, $10::jsonb, $11::jsonb, 'ACCEPTED', $12, $13, $14, $15, $16, $16)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING *`,
    [
      p.id,
      p.idempotencyKey,
      p.requestHash,
      p.referenceId,
      p.channelCode,
      p.accountHolderName,
      p.accountNumber,
      p.amount,
      p.description,
      json(p.metadata),
      json(p.receiptNotification),
      p.plannedOutcome,
      p.plannedFailureCode,
      p.settleAt,
      p.estimatedArrival,
      p.at,
    ],
  );
  return rows[0] ?? null;
}

export async function payoutByIdempotencyKey(db: Queryable, key: string): Promise<PayoutRow | null> {
  return (await db.query<PayoutRow>(`SELECT * FROM ${PAYOUTS} WHERE idempotency_key = $1`, [key]))[0] ?? null;
}

/** A payout; `lock` holds it for the rest of the transaction (a tester's button or a cancel changes it). */
export async function payoutById(db: Queryable, id: string, lock = false): Promise<PayoutRow | null> {
  return (await db.query<PayoutRow>(`SELECT * FROM ${PAYOUTS} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]))[0] ?? null;
}

/** The payouts made under a reference, newest first; one more than `limit` tells whether there are more. */
export async function payoutsByReference(db: Queryable, referenceId: string, limit: number): Promise<PayoutRow[]> {
  return db.query<PayoutRow>(`SELECT * FROM ${PAYOUTS} WHERE reference_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`, [
    referenceId,
    limit,
  ]);
}

export async function recentPayouts(db: Queryable, limit: number): Promise<PayoutRow[]> {
  return db.query<PayoutRow>(`SELECT * FROM ${PAYOUTS} ORDER BY created_at DESC, id DESC LIMIT $1`, [limit]);
}

export interface StatusChange {
  status: PayoutStatus;
  failureCode: string | null;
  /** Only for SUCCEEDED: when it is reversed (the next tick), or null. */
  reverseAt: Date | null;
  at: Date;
}

/** Moves a locked payout to its new status (a tester's button, a cancel). */
export async function updatePayoutStatus(db: Queryable, id: string, change: StatusChange): Promise<PayoutRow> {
  const rows = await db.query<PayoutRow>(
    `UPDATE ${PAYOUTS} SET status = $2, failure_code = $3, reverse_at = $4, updated_at = $5 WHERE id = $1 RETURNING *`,
    [id, change.status, change.failureCode, change.reverseAt, change.at],
  );
  return rows[0]!;
}

/**
 * Settles up to `limit` ACCEPTED payouts whose time has come, by their planned outcome: FAILED
 * with the planned code, or SUCCEEDED (a planned reversal is due at `now`, so the next tick
 * reverses it). Rows another tick holds are skipped, so each settles once.
 */
export async function settleDuePayouts(db: Queryable, now: Date, limit: number): Promise<PayoutRow[]> {
  return db.query<PayoutRow>(
    `UPDATE ${PAYOUTS} SET
       status = CASE WHEN planned_outcome = 'fail' THEN 'FAILED' ELSE 'SUCCEEDED' END,
       failure_code = CASE WHEN planned_outcome = 'fail' THEN planned_failure_code END,
       reverse_at = CASE WHEN planned_outcome = 'reverse' THEN $1::timestamptz END,
       updated_at = $1
     WHERE id IN (SELECT id FROM ${PAYOUTS} WHERE status = 'ACCEPTED' AND settle_at <= $1
                  ORDER BY settle_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
       AND status = 'ACCEPTED'
     RETURNING *`,
    [now, limit],
  );
}

/** Reverses up to `limit` SUCCEEDED payouts whose reversal is due, with their planned code. */
export async function reverseDuePayouts(db: Queryable, now: Date, limit: number): Promise<PayoutRow[]> {
  return db.query<PayoutRow>(
    `UPDATE ${PAYOUTS} SET status = 'REVERSED', failure_code = planned_failure_code, reverse_at = NULL, updated_at = $1
     WHERE id IN (SELECT id FROM ${PAYOUTS} WHERE status = 'SUCCEEDED' AND reverse_at <= $1
                  ORDER BY reverse_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
       AND status = 'SUCCEEDED'
     RETURNING *`,
    [now, limit],
  );
}

// --- Callbacks ------------------------------------------------------------------------------

export interface CallbackRow {
  id: number | string;
  payout_id: string;
  event: string;
  body: string;
  attempts: number;
  next_attempt_at: Date | null;
  claimed_until: Date | null;
  last_status: number | null;
  last_error: string | null;
  delivered_at: Date | null;
  gave_up_at: Date | null;
  created_at: Date;
}

/** A callback to send: due at `dueAt`, or never (null) when there is nowhere to send it. */
export async function insertCallback(
  db: Queryable,
  payoutId: string,
  event: string,
  body: string,
  at: Date,
  dueAt: Date | null,
): Promise<void> {
  await db.query(`INSERT INTO ${CALLBACKS} (payout_id, event, body, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $5)`, [
    payoutId,
    event,
    body,
    dueAt,
    at,
  ]);
}

/**
 * Claims up to `limit` due callbacks until `claimUntil` and counts their attempt. Rows another
 * tick is claiming are skipped (SKIP LOCKED) and rows it claimed are no longer due
 * (claimed_until), so each attempt is made by one tick only.
 */
export async function claimDueCallbacks(db: Queryable, now: Date, claimUntil: Date, limit: number): Promise<CallbackRow[]> {
  return db.query<CallbackRow>(
    `UPDATE ${CALLBACKS} SET attempts = attempts + 1, claimed_until = $2
     WHERE id IN (SELECT id FROM ${CALLBACKS}
                  WHERE next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
                  ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
       AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
     RETURNING *`,
    [now, claimUntil, limit],
  );
}

/** An attempt's outcome for its callback row (acknowledged is Xendit's "delivered"). */
export interface AttemptOutcome extends PostOutcome {
  id: number | string;
}

/** Closes an attempt (delivered, rescheduled or given up) and releases the claim; a stale attempt changes nothing. */
export async function finishCallback(db: Queryable, o: AttemptOutcome): Promise<void> {
  await db.query(
    `UPDATE ${CALLBACKS} SET claimed_until = NULL, last_status = $2, last_error = $3, delivered_at = $4, next_attempt_at = $5,
       gave_up_at = $6
     WHERE id = $1 AND attempts = $7`,
    [o.id, o.status, o.error, o.acknowledgedAt, o.nextAttemptAt, o.gaveUpAt, o.attempt],
  );
}

export async function callbacksOf(db: Queryable, payoutIds: readonly string[]): Promise<CallbackRow[]> {
  return db.query<CallbackRow>(`SELECT * FROM ${CALLBACKS} WHERE payout_id = ANY($1::text[]) ORDER BY id`, [payoutIds]);
}

// --- Fault switches ---------------------------------------------------------------------------

export interface FaultRow {
  timeout: boolean;
  server_error: boolean;
}

export async function readFaults(db: Queryable): Promise<FaultRow> {
  return (
    (await db.query<FaultRow>(`SELECT timeout, server_error FROM sandbox_xendit_settings`))[0] ?? { timeout: false, server_error: false }
  );
}

export async function writeFault(db: Queryable, fault: 'timeout' | 'server_error', on: boolean): Promise<void> {
  // The column name comes from the closed union above, never from a request.
  await db.query(`UPDATE sandbox_xendit_settings SET ${fault === 'timeout' ? 'timeout' : 'server_error'} = $1`, [on]);
}
