import type { Db } from '../../db/types';
import { claimDueCallbacks, finishCallback, type AttemptOutcome, type CallbackRow } from './repository';

/**
 * Seconds to wait after each failed attempt: 12 attempts over about 24 hours (Xendit retries a
 * failed callback for the next 24 h), then the callback is given up. Anything but a 2xx answer
 * (another status, no answer, a timeout) is a failure.
 */
export const RETRY_DELAYS_S: readonly number[] = [10, 30, 60, 300, 900, 1800, 3600, 7200, 14_400, 28_800, 28_800];
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
/** How long a receiver has to answer (Xendit: 30 s). */
export const CALLBACK_TIMEOUT_MS = 30_000;
/** How long a claimed attempt stays one tick's: past it (the process died mid-send), another tick retries. */
const CLAIM_MS = 60_000;

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

/** What went wrong with an attempt that got no answer, without anything but the error's kind. */
function describeFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? `network error (${cause.code})` : 'network error';
}

/** Status callbacks, kept as rows so a restart loses none: each is posted until the merchant answers 2xx or it is given up. */
export class PayoutCallbacks {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: CallbackOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? CALLBACK_TIMEOUT_MS;
  }

  /** Sends every callback that is due. Safe to run from several ticks and processes at once. */
  async deliverDue(limit = 20): Promise<{ sent: number; delivered: number }> {
    const { db, now, url } = this.options;
    if (url === null) return { sent: 0, delivered: 0 };
    const at = now();
    const claimed = await claimDueCallbacks(db, at, new Date(at.getTime() + CLAIM_MS), limit);
    const outcomes = await Promise.all(claimed.map((callback) => this.attempt(url, callback)));
    return { sent: outcomes.length, delivered: outcomes.filter((o) => o.deliveredAt !== null).length };
  }

  private async attempt(url: string, callback: CallbackRow): Promise<AttemptOutcome> {
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await this.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-callback-token': this.options.token, 'user-agent': 'Xendit-Sandbox/1.0' },
        body: callback.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      await response.body?.cancel().catch(() => undefined);
    } catch (caught) {
      error = describeFailure(caught);
    }
    const attempt = Number(callback.attempts);
    const finished = this.options.now();
    const delivered = status !== null && status >= 200 && status < 300;
    const retry = !delivered && attempt < MAX_ATTEMPTS;
    const outcome: AttemptOutcome = {
      id: callback.id,
      attempt,
      status,
      error: error ?? (delivered ? null : `HTTP ${status}`),
      deliveredAt: delivered ? finished : null,
      nextAttemptAt: retry ? new Date(finished.getTime() + RETRY_DELAYS_S[attempt - 1]! * 1000) : null,
      gaveUpAt: !delivered && !retry ? finished : null,
    };
    await finishCallback(this.options.db, outcome);
    return outcome;
  }
}
