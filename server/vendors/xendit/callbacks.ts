import type { Db } from '../../db/types';
import { OutboundPosts } from '../outbound-posts';
import { claimDueCallbacks, finishCallback, type CallbackRow } from './repository';

/**
 * Seconds to wait after each failed attempt: 12 attempts over about 24 hours (Xendit retries a
 * failed callback for the next 24 h), then the callback is given up. Anything but a 2xx answer
 * (another status, no answer, a timeout) is a failure.
 */
export const RETRY_DELAYS_S: readonly number[] = [10, 30, 60, 300, 900, 1800, 3600, 7200, 14_400, 28_800, 28_800];
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
/** How long a receiver has to answer (Xendit: 30 s). */
export const CALLBACK_TIMEOUT_MS = 30_000;

export interface CallbackOptions {
  db: Db;
  /** The merchant's callback URL; null sends nothing (callbacks are only recorded). */
  url: string | null;
  /** Sent as `x-callback-token` with every callback, for the merchant to check. */
  token: string;
  now: () => Date;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Status callbacks, kept as rows so a restart loses none: each is posted until the merchant answers 2xx or it is given up. */
export class PayoutCallbacks {
  /** Null without a callback URL. */
  private readonly posts: OutboundPosts<CallbackRow> | null;

  constructor(options: CallbackOptions) {
    const { db, url, token } = options;
    this.posts =
      url === null
        ? null
        : new OutboundPosts({
            url,
            now: options.now,
            fetch: options.fetch,
            timeoutMs: options.timeoutMs ?? CALLBACK_TIMEOUT_MS,
            retryDelaysS: RETRY_DELAYS_S,
            claim: (at, claimUntil, limit) => claimDueCallbacks(db, at, claimUntil, limit),
            post: (callback) => ({ headers: { 'x-callback-token': token, 'user-agent': 'Xendit-Sandbox/1.0' }, body: callback.body }),
            record: (callback, outcome) => finishCallback(db, { id: callback.id, ...outcome }),
          });
  }

  /** Sends every callback that is due. Safe to run from several ticks and processes at once. */
  async deliverDue(limit = 20): Promise<{ sent: number; delivered: number }> {
    if (this.posts === null) return { sent: 0, delivered: 0 };
    const { sent, acknowledged } = await this.posts.sendDue(limit);
    return { sent, delivered: acknowledged };
  }
}
