import type { Db } from '../../db/types';
import { CheckoutSessions } from './checkout';
import { WebhookDeliveries } from './deliveries';

/** How the PayMongo-shaped sandbox provider is set up (main.ts gives the same to the app and the tick). */
export interface PaymongoSandboxOptions {
  db: Db;
  /** The merchant's secret key (`sk_test_…`), the Basic-auth user name of every API call. */
  secretKey: string;
  /** The webhook's secret, the key of every event's Paymongo-Signature. */
  webhookSecret: string;
  /** Where events are posted: the platform's receiver. */
  webhookUrl: string;
  /** The sandbox's own origin (no trailing slash), which checkout_url points at. */
  publicUrl: string;
  /** The provider's clock; tests move it. */
  now?: () => Date;
  /** The HTTP client webhooks are sent with (tests inject one). */
  fetch?: typeof fetch;
  /** How long a receiver has to answer a webhook (5 s). */
  deliveryTimeoutMs?: number;
}

export interface PaymongoSandbox {
  checkouts: CheckoutSessions;
  deliveries: WebhookDeliveries;
  now: () => Date;
}

/** The sandbox's services. They keep no state of their own (all of it is in the database), so several may share it. */
export function paymongoSandbox(options: PaymongoSandboxOptions): PaymongoSandbox {
  const now = options.now ?? (() => new Date());
  return {
    now,
    checkouts: new CheckoutSessions(options.db, now, options.publicUrl.replace(/\/+$/, '')),
    deliveries: new WebhookDeliveries({
      db: options.db,
      webhookUrl: options.webhookUrl,
      webhookSecret: options.webhookSecret,
      now,
      fetch: options.fetch,
      timeoutMs: options.deliveryTimeoutMs,
    }),
  };
}

export interface TickReport {
  /** Sessions whose expiry was recorded (and raised) by this tick. */
  expired: number;
  sent: number;
  acknowledged: number;
}

/**
 * The provider's one-second heartbeat, for main.ts to run every second: records the expiry of
 * sessions whose time is up (raising their events), then sends the webhooks that are due.
 * Ticks may overlap (a slow receiver) or run in several processes: each expiry is raised once
 * and each attempt is sent by one tick only.
 */
export function createPaymongoTick(options: PaymongoSandboxOptions | PaymongoSandbox): () => Promise<TickReport> {
  const sandbox = 'checkouts' in options ? options : paymongoSandbox(options);
  return async () => {
    const expired = await sandbox.checkouts.sweepExpired();
    const { sent, acknowledged } = await sandbox.deliveries.deliverDue();
    return { expired, sent, acknowledged };
  };
}
