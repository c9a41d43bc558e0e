import type { Queryable } from '../../db/types';

export interface StoredEvent {
  provider: string;
  eventId: string;
  eventType: string;
  providerRef: string | null;
  processedAt: Date | null;
}

/** Stores an event as received; false when this event id was stored before (a redelivery or a replay). */
export async function storeEvent(
  db: Queryable,
  e: { provider: string; eventId: string; eventType: string; providerRef: string | null; rawBody: string },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO payment_events (provider, event_id, event_type, provider_ref, raw_body) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (provider, event_id) DO NOTHING RETURNING 1`,
    [e.provider, e.eventId, e.eventType, e.providerRef, e.rawBody],
  );
  return rows.length === 1;
}

export async function findEvent(db: Queryable, provider: string, eventId: string): Promise<StoredEvent | null> {
  const rows = await db.query<{ event_type: string; provider_ref: string | null; processed_at: Date | null }>(
    'SELECT event_type, provider_ref, processed_at FROM payment_events WHERE provider = $1 AND event_id = $2',
    [provider, eventId],
  );
  const row = rows[0];
  return row
    ? {
        provider,
        eventId,
        eventType: row.event_type,
        providerRef: row.provider_ref,
        processedAt: row.processed_at && new Date(row.processed_at),
      }
    : null;
}

export async function markEventProcessed(db: Queryable, provider: string, eventId: string, outcome: string): Promise<void> {
  await db.query('UPDATE payment_events SET processed_at = now(), outcome = $3 WHERE provider = $1 AND event_id = $2', [
    provider,
    eventId,
    outcome,
  ]);
}

/** Events stored but never processed (their job failed for good), least recently tried first. */
export async function listUnprocessedEvents(
  db: Queryable,
  olderThan: Date,
  limit: number,
): Promise<{ provider: string; eventId: string }[]> {
  const rows = await db.query<{ provider: string; event_id: string }>(
    `SELECT provider, event_id FROM payment_events WHERE processed_at IS NULL AND received_at < $1
      ORDER BY tried_at NULLS FIRST LIMIT $2`,
    [olderThan, limit],
  );
  return rows.map((r) => ({ provider: r.provider, eventId: r.event_id }));
}

export async function markEventTried(db: Queryable, provider: string, eventId: string): Promise<void> {
  await db.query('UPDATE payment_events SET tried_at = now() WHERE provider = $1 AND event_id = $2', [provider, eventId]);
}
