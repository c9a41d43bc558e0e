import type { Db } from '../../db/types';
import type { ClaimedDelivery } from '../delivery-claims';
import { OutboundPosts } from '../outbound-posts';
import {
  attemptsOf,
  claimDueDeliveries,
  deliveriesOf,
  eventById,
  finishDelivery,
  insertAttempt,
  insertDelivery,
  recentEvents,
  setWebhooksEnabled,
  webhooksEnabled,
  type DeliveryRow,
} from './repository';
import { unix } from './resources';
import { SIGNATURE_HEADER, signatureHeader } from './signature';

/**
 * Seconds to wait after each failed attempt: 8 attempts over about 3 h 13 min, then the delivery
 * is given up. Anything but a 2xx answer (another status, no answer, a timeout) is a failure.
 */
export const RETRY_DELAYS_S: readonly number[] = [10, 30, 120, 600, 3600, 3600, 3600];
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
/** How long a receiver has to answer. */
export const DELIVERY_TIMEOUT_MS = 5_000;

export interface DeliveryOptions {
  db: Db;
  webhookUrl: string;
  webhookSecret: string;
  now: () => Date;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface DeliveryReport {
  sent: number;
  acknowledged: number;
}

/**
 * Webhook deliveries, kept as rows so a restart loses none: each event's delivery is sent, signed
 * afresh with the current time at every attempt, until the receiver acknowledges it or it is
 * given up.
 */
export class WebhookDeliveries {
  private readonly posts: OutboundPosts<ClaimedDelivery>;

  constructor(private readonly options: DeliveryOptions) {
    const { db, webhookSecret } = options;
    this.posts = new OutboundPosts({
      url: options.webhookUrl,
      now: options.now,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs ?? DELIVERY_TIMEOUT_MS,
      retryDelaysS: RETRY_DELAYS_S,
      claim: (at, claimUntil, limit) => claimDueDeliveries(db, at, claimUntil, limit),
      post: (delivery, sentAt) => ({
        headers: { [SIGNATURE_HEADER]: signatureHeader(webhookSecret, unix(sentAt), delivery.body), 'user-agent': 'PayMongo-Sandbox/1.0' },
        body: delivery.body,
      }),
      // Each attempt is also logged, for the testers' view (recent).
      record: (delivery, outcome) =>
        db.transaction(async (tx) => {
          const attempt = { deliveryId: delivery.id, ...outcome };
          await insertAttempt(tx, attempt);
          await finishDelivery(tx, attempt);
        }),
    });
  }

  /** Sends every delivery that is due (none while webhooks are off). Safe to run from several ticks at once. */
  async deliverDue(limit = 20): Promise<DeliveryReport> {
    if (!(await webhooksEnabled(this.options.db))) return { sent: 0, acknowledged: 0 };
    return this.posts.sendDue(limit);
  }

  /** A new delivery of an event, due now (a tester's duplicate); null for an unknown event. */
  async redeliver(eventId: string): Promise<DeliveryRow | null> {
    const event = await eventById(this.options.db, eventId);
    return event ? insertDelivery(this.options.db, event.id, 'redeliver', this.options.now()) : null;
  }

  async enabled(): Promise<boolean> {
    return webhooksEnabled(this.options.db);
  }

  async setEnabled(enabled: boolean): Promise<void> {
    await setWebhooksEnabled(this.options.db, enabled);
  }

  /** The newest events with their deliveries and each attempt, for testers. */
  async recent(limit: number, sessionId: string | null) {
    const db = this.options.db;
    const events = await recentEvents(db, limit, sessionId);
    const deliveries =
      events.length > 0
        ? await deliveriesOf(
            db,
            events.map((e) => e.id),
          )
        : [];
    const attempts =
      deliveries.length > 0
        ? await attemptsOf(
            db,
            deliveries.map((d) => d.id),
          )
        : [];
    const iso = (date: Date | null) => (date ? date.toISOString() : null);
    return events.map((event) => ({
      id: event.id,
      type: event.type,
      checkoutSessionId: event.checkout_session_id,
      createdAt: event.created_at.toISOString(),
      deliveries: deliveries
        .filter((d) => d.event_id === event.id)
        .map((d) => ({
          id: Number(d.id),
          reason: d.reason,
          attempts: Number(d.attempts),
          nextAttemptAt: iso(d.next_attempt_at),
          lastStatus: d.last_status,
          lastError: d.last_error,
          acknowledgedAt: iso(d.acknowledged_at),
          gaveUpAt: iso(d.gave_up_at),
          log: attempts
            .filter((a) => Number(a.delivery_id) === Number(d.id))
            .map((a) => ({
              attempt: a.attempt,
              sentAt: a.sent_at.toISOString(),
              status: a.status,
              error: a.error,
              durationMs: a.duration_ms,
            })),
        })),
      payload: JSON.parse(event.body) as unknown,
    }));
  }
}
