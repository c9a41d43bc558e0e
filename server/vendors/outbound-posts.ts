import { describeFailure } from './fetch-failure';

/**
 * The part a sandbox provider's outgoing notifications (PayMongo's webhooks, Xendit's callbacks)
 * share: rows due now are claimed, each is POSTed as JSON with a timeout, and the attempt's
 * outcome decides the row's next step: acknowledged (any 2xx), retried after the provider's next
 * delay, or given up once the delays are spent. Which rows, how they are signed and where the
 * outcome is written stay with the provider.
 */

/** How long a claimed attempt stays one tick's: past it (the process died mid-send), another tick retries. */
const CLAIM_MS = 60_000;

/** One attempt as its row records it. */
export interface PostOutcome {
  /** This attempt's number, 1 for the first. */
  attempt: number;
  sentAt: Date;
  /** The receiver's answer; null when none came. */
  status: number | null;
  /** Null when acknowledged; otherwise `HTTP <status>`, `timeout` or `network error …`. */
  error: string | null;
  durationMs: number;
  acknowledgedAt: Date | null;
  nextAttemptAt: Date | null;
  gaveUpAt: Date | null;
}

/** What one row's post sends: headers besides the JSON content type, and the body. */
export interface OutboundPost {
  headers: Record<string, string>;
  body: string;
}

export interface OutboundPostsOptions<Row> {
  /** The receiver's address. */
  url: string;
  /** The provider's clock, which claims, signs and schedules. */
  now: () => Date;
  fetch?: typeof fetch;
  /** How long the receiver has to answer. */
  timeoutMs: number;
  /** Seconds to wait after each failed attempt: one attempt more than there are delays, then the row is given up. */
  retryDelaysS: readonly number[];
  /** Claims up to `limit` rows due at `at` until `claimUntil`, their attempt counted in `attempts`; each by one tick only. */
  claim(at: Date, claimUntil: Date, limit: number): Promise<Row[]>;
  /** The post for a row, made at each attempt (a signature may take `sentAt`). */
  post(row: Row, sentAt: Date): OutboundPost;
  /** Writes an attempt's outcome; a stale attempt (another tick took the row since) must change nothing. */
  record(row: Row, outcome: PostOutcome): Promise<void>;
}

export class OutboundPosts<Row extends { attempts: number }> {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: OutboundPostsOptions<Row>) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** Sends every row that is due. Safe to run from several ticks and processes at once. */
  async sendDue(limit: number): Promise<{ sent: number; acknowledged: number }> {
    const at = this.options.now();
    const claimed = await this.options.claim(at, new Date(at.getTime() + CLAIM_MS), limit);
    const outcomes = await Promise.all(claimed.map((row) => this.attempt(row)));
    return { sent: outcomes.length, acknowledged: outcomes.filter((o) => o.acknowledgedAt !== null).length };
  }

  private async attempt(row: Row): Promise<PostOutcome> {
    const { now, url, timeoutMs, retryDelaysS } = this.options;
    const sentAt = now();
    const started = performance.now();
    const { headers, body } = this.options.post(row, sentAt);
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await this.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        // A redirect is an answer, and not a 2xx one: it is not followed.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      // Only the status counts; the body is let go so the connection is freed.
      await response.body?.cancel().catch(() => undefined);
    } catch (caught) {
      error = describeFailure(caught);
    }
    const attempt = Number(row.attempts);
    const finished = now();
    const acknowledged = status !== null && status >= 200 && status < 300;
    const retry = !acknowledged && attempt <= retryDelaysS.length;
    const outcome: PostOutcome = {
      attempt,
      sentAt,
      status,
      error: error ?? (acknowledged ? null : `HTTP ${status}`),
      durationMs: Math.round(performance.now() - started),
      acknowledgedAt: acknowledged ? finished : null,
      nextAttemptAt: retry ? new Date(finished.getTime() + retryDelaysS[attempt - 1]! * 1000) : null,
      gaveUpAt: !acknowledged && !retry ? finished : null,
    };
    await this.options.record(row, outcome);
    return outcome;
  }
}
