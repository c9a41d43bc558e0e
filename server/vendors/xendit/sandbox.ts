import type { Db } from '../../db/types';
import { PayoutCallbacks } from './callbacks';
import { FaultSwitches } from './faults';
import { SandboxPayouts } from './sandbox-payouts';

/** How the Xendit-shaped sandbox payout provider is set up (main.ts gives the same to the app and the tick). */
export interface XenditSandboxOptions {
  db: Db;
  /** The merchant's secret key (`xnd_development_…`), the Basic-auth user name of every API call. */
  secretKey: string;
  /** Sent as `x-callback-token` with every callback (the dashboard's "verification token"). */
  callbackToken: string;
  /** Where payout status callbacks are posted (the platform's receiver); null: recorded, never sent. */
  callbackUrl: string | null;
  /** The provider's clock; tests move it. */
  now?: () => Date;
  /** How long an ACCEPTED payout waits before it settles on its own (3 s). */
  settleAfterMs?: number;
  /** The HTTP client callbacks are sent with (tests inject one). */
  fetch?: typeof fetch;
  /** How long a receiver has to answer a callback (30 s, as Xendit). */
  callbackTimeoutMs?: number;
  /** How long the timeout switch holds an answer at most (60 s). */
  faultHoldMs?: number;
}

export interface XenditSandbox {
  payouts: SandboxPayouts;
  callbacks: PayoutCallbacks;
  faults: FaultSwitches;
  now: () => Date;
}

export const DEFAULT_SETTLE_AFTER_MS = 3_000;

/** The sandbox's services. They keep no state of their own (all of it is in the database), so several may share it. */
export function xenditSandbox(options: XenditSandboxOptions): XenditSandbox {
  const now = options.now ?? (() => new Date());
  return {
    now,
    payouts: new SandboxPayouts(options.db, now, options.settleAfterMs ?? DEFAULT_SETTLE_AFTER_MS, options.callbackUrl !== null),
    callbacks: new PayoutCallbacks({
      db: options.db,
      url: options.callbackUrl,
      token: options.callbackToken,
      now,
      fetch: options.fetch,
      timeoutMs: options.callbackTimeoutMs,
    }),
    faults: new FaultSwitches(options.db, options.faultHoldMs),
  };
}

export interface XenditTickReport {
  /** Payouts settled (SUCCEEDED or FAILED) by this tick. */
  settled: number;
  reversed: number;
  /** Callbacks attempted, and those the receiver acknowledged. */
  sent: number;
  delivered: number;
}

/**
 * The provider's one-second heartbeat, for main.ts to run every second: settles the payouts whose
 * time has come (raising their callbacks), then sends the callbacks that are due. Ticks may
 * overlap (a slow receiver) or run in several processes: each payout settles once and each
 * attempt is sent by one tick only.
 */
export function createXenditTick(options: XenditSandboxOptions | XenditSandbox): () => Promise<XenditTickReport> {
  const sandbox = 'payouts' in options ? options : xenditSandbox(options);
  return async () => {
    const { settled, reversed } = await sandbox.payouts.settleDue();
    const { sent, delivered } = await sandbox.callbacks.deliverDue();
    return { settled, reversed, sent, delivered };
  };
}
