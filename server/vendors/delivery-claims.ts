import type { Queryable } from '../db/types';

/** A sandbox provider's webhook tables: its events, and one delivery row per event to send. */
export interface DeliveryTables {
  deliveries: string;
  events: string;
}

export interface ClaimedDelivery {
  id: number | string;
  event_id: string;
  /** This attempt's number, counted when it was claimed (so an attempt cut short by a crash counts). */
  attempts: number;
  body: string;
}

/**
 * Claims up to `limit` due deliveries until `claimUntil` and counts their attempt, with the body
 * of each one's event (the rows OutboundPosts sends). Rows another tick is claiming are skipped
 * (SKIP LOCKED), rows it claimed are no longer due (claimed_until), so an attempt is made by one
 * tick only. The table names are the provider's constants, never input.
 */
export async function claimDueDeliveries(
  db: Queryable,
  { deliveries, events }: DeliveryTables,
  now: Date,
  claimUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  return db.query<ClaimedDelivery>(
    `UPDATE ${deliveries} d SET attempts = d.attempts + 1, claimed_until = $2
     FROM ${events} e
     WHERE e.id = d.event_id
       AND d.id IN (SELECT id FROM ${deliveries}
                    WHERE next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
                    ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
       AND d.next_attempt_at <= $1 AND (d.claimed_until IS NULL OR d.claimed_until <= $1)
     RETURNING d.id, d.event_id, d.attempts, e.body`,
    [now, claimUntil, limit],
  );
}
