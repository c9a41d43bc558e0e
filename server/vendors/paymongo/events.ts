import type { Queryable } from '../../db/types';
import { insertDelivery, insertEvent, webhooksEnabled } from './repository';
import { eventBody, newId, type PaymentResource, type SessionResource } from './resources';

/**
 * The events the sandbox raises (developers.paymongo.com, "Webhooks"):
 * - `payment.paid` (a Payment) and `checkout_session.payment.paid` (the Checkout Session), both
 *   when a session is paid, as PayMongo sends both;
 * - `payment.failed` (a Payment) when an attempt is declined; the session stays active;
 * - `checkout_session.expired` (the Checkout Session) when a session expires, by its clock or
 *   by the expire endpoint. PayMongo documents no event for a checkout's expiry (its
 *   `qrph.expired` is about a QR Ph code, not a checkout), so this one is the sandbox's own.
 */
export type EventType = 'payment.paid' | 'checkout_session.payment.paid' | 'payment.failed' | 'checkout_session.expired';

/**
 * Stores an event in the caller's transaction (with the state change it reports, so neither
 * exists without the other) and schedules its first delivery, unless webhooks are switched
 * off: then the event is kept (testers see it and may redeliver it) but nothing is sent, as by
 * a provider whose webhook is disabled.
 */
export async function raiseEvent(
  tx: Queryable,
  type: EventType,
  sessionId: string,
  resource: SessionResource | PaymentResource,
  at: Date,
): Promise<string> {
  const id = newId('evt');
  await insertEvent(tx, { id, type, sessionId, body: eventBody(id, type, resource, at), at });
  if (await webhooksEnabled(tx)) await insertDelivery(tx, id, 'event', at);
  return id;
}
