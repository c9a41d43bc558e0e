import type { Db } from '../../db/types';
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
  type AttemptOutcome,
  type ClaimedDelivery,
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
/** How long a claimed attempt stays a tick's own: past it (the process died mid-send), another tick retries. */
const CLAIM_MS = 60_000;

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

/** What went wrong with an attempt that got no answer, without anything but the error's kind. */
function describeFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? `network error (${cause.code})` : 'network error';
}

/**
 * Webhook deliveries, kept as rows so a restart loses none: each event's delivery is sent, signed
 * afresh with the current time at every attempt, until the receiver acknowledges it or it is
 * given up.
 */
export class WebhookDeliveries {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: DeliveryOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  }

  /** Sends every delivery that is due (none while webhooks are off). Safe to run from several ticks at once. */
  async deliverDue(limit = 20): Promise<DeliveryReport> {
    const { db, now } = this.options;
    if (!(await webhooksEnabled(db))) return { sent: 0, acknowledged: 0 };
    const at = now();
    const claimed = await claimDueDeliveries(db, at, new Date(at.getTime() + CLAIM_MS), limit);
    const outcomes = await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
    return { sent: outcomes.length, acknowledged: outcomes.filter((o) => o.acknowledgedAt !== null).length };
  }

  private async attempt(delivery: ClaimedDelivery): Promise<AttemptOutcome> {
    const { db, now, webhookUrl, webhookSecret } = this.options;
    const sentAt = now();
    const started = performance.now();
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await this.fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signatureHeader(webhookSecret, unix(sentAt), delivery.body),
          'user-agent': 'PayMongo-Sandbox/1.0',
        },
        body: delivery.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      await response.body?.cancel().catch(() => undefined);
    } catch (caught) {
      error = describeFailure(caught);
    }
    const attempt = Number(delivery.attempts);
    const finished = now();
    const acknowledged = status !== null && status >= 200 && status < 300;
    const retry = !acknowledged && attempt < MAX_ATTEMPTS;
    const outcome: AttemptOutcome = {
      deliveryId: delivery.id,
      attempt,
      sentAt,
      status,
      error: error ?? (acknowledged ? null : `HTTP ${status}`),
      durationMs: Math.round(performance.now() - started),
      acknowledgedAt: acknowledged ? finished : null,
      nextAttemptAt: retry ? new Date(finished.getTime() + RETRY_DELAYS_S[attempt - 1]! * 1000) : null,
      gaveUpAt: !acknowledged && !retry ? finished : null,
    };
    await db.transaction(async (tx) => {
      await insertAttempt(tx, outcome);
      await finishDelivery(tx, outcome);
    });
    return outcome;
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
