import type { Queryable } from '../../db/types';
import { claimDueDeliveries as claimDue } from '../delivery-claims';
import type { PostOutcome } from '../outbound-posts';
import type { GatewayMethod } from '../payments';
import type { LineItem, PaymentRow, SessionRow } from './resources';

/**
 * The sandbox provider's SQL, one statement a function, a Queryable first so a transaction's
 * `tx` passes straight through. Times come from the provider's clock, never the database's.
 */

const SESSIONS = 'sandbox_paymongo_checkout_sessions';

export interface NewSession {
  id: string;
  idempotencyKey: string | null;
  requestHash: string;
  paymentIntentId: string;
  clientKey: string;
  referenceNumber: string | null;
  description: string | null;
  lineItems: LineItem[];
  methods: GatewayMethod[];
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string> | null;
  amount: number;
  createdAt: Date;
  expiresAt: Date;
}

/** The new session, or null when its idempotency key is taken (the caller reads that one). */
export async function insertSession(db: Queryable, s: NewSession): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow>(
    `INSERT INTO ${SESSIONS} (id, idempotency_key, request_hash, payment_intent_id, client_key, reference_number, description,
       line_items, payment_method_types, success_url, cancel_url, metadata, amount, status, created_at, updated_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12::jsonb, $13, 'active', $14, $14, $15)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING *`,
    [
      s.id,
      s.idempotencyKey,
      s.requestHash,
      s.paymentIntentId,
      s.clientKey,
      s.referenceNumber,
      s.description,
      JSON.stringify(s.lineItems),
      JSON.stringify(s.methods),
      s.successUrl,
      s.cancelUrl,
      s.metadata === null ? null : JSON.stringify(s.metadata),
      s.amount,
      s.createdAt,
      s.expiresAt,
    ],
  );
  return rows[0] ?? null;
}

export async function sessionByIdempotencyKey(db: Queryable, key: string): Promise<SessionRow | null> {
  return (await db.query<SessionRow>(`SELECT * FROM ${SESSIONS} WHERE idempotency_key = $1`, [key]))[0] ?? null;
}

/** A session; `lock` holds it for the rest of the transaction (the page's buttons change it). */
export async function sessionById(db: Queryable, id: string, lock = false): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow>(`SELECT * FROM ${SESSIONS} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function paymentsOf(db: Queryable, sessionId: string): Promise<PaymentRow[]> {
  return db.query<PaymentRow>(`SELECT * FROM sandbox_paymongo_payments WHERE checkout_session_id = $1 ORDER BY seq`, [sessionId]);
}

export interface NewPayment {
  id: string;
  sessionId: string;
  method: GatewayMethod;
  sourceId: string;
  amount: number;
  status: 'paid' | 'failed';
  failedCode: string | null;
  failedMessage: string | null;
  at: Date;
}

export async function insertPayment(db: Queryable, p: NewPayment): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_paymongo_payments (id, checkout_session_id, method, source_id, amount, status, failed_code, failed_message,
       created_at, paid_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $6 = 'paid' THEN $9::timestamptz END)`,
    [p.id, p.sessionId, p.method, p.sourceId, p.amount, p.status, p.failedCode, p.failedMessage, p.at],
  );
}

export async function markSessionPaid(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query(`UPDATE ${SESSIONS} SET status = 'paid', paid_at = $2, updated_at = $2 WHERE id = $1 AND status = 'active'`, [id, at]);
}

export async function markSessionExpired(db: Queryable, id: string, expiredAt: Date, at: Date): Promise<void> {
  await db.query(`UPDATE ${SESSIONS} SET status = 'expired', expired_at = $2, updated_at = $3 WHERE id = $1 AND status = 'active'`, [
    id,
    expiredAt,
    at,
  ]);
}

export async function touchSession(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query(`UPDATE ${SESSIONS} SET updated_at = $2 WHERE id = $1`, [id, at]);
}

/**
 * Records the expiry of every active session past its time, as of its expiry, and returns them.
 * One statement: two sweeps at once each get different sessions, so each expiry is raised once.
 */
export async function expireDueSessions(db: Queryable, now: Date, limit: number): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `UPDATE ${SESSIONS} s SET status = 'expired', expired_at = s.expires_at, updated_at = $1
     WHERE s.id IN (SELECT id FROM ${SESSIONS} WHERE status = 'active' AND expires_at <= $1
                    ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       AND s.status = 'active'
     RETURNING s.*`,
    [now, limit],
  );
}

export interface EventRow {
  id: string;
  type: string;
  checkout_session_id: string;
  body: string;
  created_at: Date;
}

export async function insertEvent(
  db: Queryable,
  e: { id: string; type: string; sessionId: string; body: string; at: Date },
): Promise<void> {
  await db.query(`INSERT INTO sandbox_paymongo_events (id, type, checkout_session_id, body, created_at) VALUES ($1, $2, $3, $4, $5)`, [
    e.id,
    e.type,
    e.sessionId,
    e.body,
    e.at,
  ]);
}

export async function eventById(db: Queryable, id: string): Promise<EventRow | null> {
  return (await db.query<EventRow>(`SELECT * FROM sandbox_paymongo_events WHERE id = $1`, [id]))[0] ?? null;
}

/** The newest events, of one checkout session when it is named. */
export async function recentEvents(db: Queryable, limit: number, sessionId: string | null): Promise<EventRow[]> {
  return db.query<EventRow>(
    `SELECT * FROM sandbox_paymongo_events WHERE ($2::text IS NULL OR checkout_session_id = $2)
     ORDER BY seq DESC LIMIT $1`,
    [limit, sessionId],
  );
}

export interface DeliveryRow {
  id: number | string;
  event_id: string;
  reason: 'event' | 'redeliver';
  attempts: number;
  next_attempt_at: Date | null;
  claimed_until: Date | null;
  last_status: number | null;
  last_error: string | null;
  acknowledged_at: Date | null;
  gave_up_at: Date | null;
  created_at: Date;
}

export async function insertDelivery(db: Queryable, eventId: string, reason: 'event' | 'redeliver', at: Date): Promise<DeliveryRow> {
  const rows = await db.query<DeliveryRow>(
    `INSERT INTO sandbox_paymongo_deliveries (event_id, reason, next_attempt_at, created_at) VALUES ($1, $2, $3, $3) RETURNING *`,
    [eventId, reason, at],
  );
  return rows[0]!;
}

export async function deliveriesOf(db: Queryable, eventIds: readonly string[]): Promise<DeliveryRow[]> {
  return db.query<DeliveryRow>(`SELECT * FROM sandbox_paymongo_deliveries WHERE event_id = ANY($1::text[]) ORDER BY id`, [eventIds]);
}

const DELIVERY_TABLES = { deliveries: 'sandbox_paymongo_deliveries', events: 'sandbox_paymongo_events' };

export const claimDueDeliveries = (db: Queryable, now: Date, claimUntil: Date, limit: number) =>
  claimDue(db, DELIVERY_TABLES, now, claimUntil, limit);

export interface AttemptOutcome extends PostOutcome {
  deliveryId: number | string;
}

export async function insertAttempt(db: Queryable, o: AttemptOutcome): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_paymongo_delivery_attempts (delivery_id, attempt, sent_at, status, error, duration_ms)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (delivery_id, attempt) DO NOTHING`,
    [o.deliveryId, o.attempt, o.sentAt, o.status, o.error, o.durationMs],
  );
}

/** Closes an attempt: acknowledged, rescheduled or given up, and the claim released. */
export async function finishDelivery(db: Queryable, o: AttemptOutcome): Promise<void> {
  await db.query(
    `UPDATE sandbox_paymongo_deliveries SET claimed_until = NULL, last_status = $2, last_error = $3, acknowledged_at = $4,
       next_attempt_at = $5, gave_up_at = $6
     WHERE id = $1 AND attempts = $7`,
    [o.deliveryId, o.status, o.error, o.acknowledgedAt, o.nextAttemptAt, o.gaveUpAt, o.attempt],
  );
}

export interface AttemptRow {
  delivery_id: number | string;
  attempt: number;
  sent_at: Date;
  status: number | null;
  error: string | null;
  duration_ms: number;
}

export async function attemptsOf(db: Queryable, deliveryIds: readonly (number | string)[]): Promise<AttemptRow[]> {
  return db.query<AttemptRow>(
    `SELECT * FROM sandbox_paymongo_delivery_attempts WHERE delivery_id = ANY($1::bigint[]) ORDER BY delivery_id, attempt`,
    [deliveryIds.map(Number)],
  );
}

export async function webhooksEnabled(db: Queryable): Promise<boolean> {
  return (
    (await db.query<{ webhooks_enabled: boolean }>(`SELECT webhooks_enabled FROM sandbox_paymongo_settings`))[0]?.webhooks_enabled ?? true
  );
}

export async function setWebhooksEnabled(db: Queryable, enabled: boolean): Promise<void> {
  await db.query(`UPDATE sandbox_paymongo_settings SET webhooks_enabled = $1`, [enabled]);
}
