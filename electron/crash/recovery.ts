/** Capped exponential backoff of the window's recoveries: 1 s, 2 s, 4 s … at most 60 s. */
export const BACKOFF = {
  firstMs: 1_000,
  maxMs: 60_000,
  /** A failure this long after the previous one starts the series over (a day of uptime, then a hiccup). */
  healthyMs: 5 * 60_000,
} as const;

/** What went wrong with the app page; the retry page says it in words. */
export type Failure = { kind: 'crashed'; reason: string } | { kind: 'unresponsive' } | { kind: 'offline'; detail: string };

/**
 * How long to wait before the next try. Consecutive failures (less than `healthyMs` apart: the
 * longest wait is well below it, so a server down for an hour keeps the 60 s pace) double it.
 */
export class RecoveryBackoff {
  private attempt = 0;
  private lastFailureAt: number | null = null;

  constructor(private readonly now: () => number) {}

  next(): number {
    const t = this.now();
    if (this.lastFailureAt !== null && t - this.lastFailureAt >= BACKOFF.healthyMs) this.attempt = 0;
    this.lastFailureAt = t;
    const delay = Math.min(BACKOFF.firstMs * 2 ** this.attempt, BACKOFF.maxMs);
    if (delay < BACKOFF.maxMs) this.attempt += 1;
    return delay;
  }
}

export interface CrashRecoveryDeps {
  now(): number;
  /** Shows the offline/error page, which loads the app again after `delayMs` by itself. */
  showRetryPage(failure: Failure, delayMs: number): void;
}

/**
 * The one recovery of the app window, whatever failed: a renderer that died
 * (`render-process-gone`), one the watchdog found hung (and crashed on purpose), a page that
 * could not load. Each shows the retry page with the next backoff delay, so a renderer that keeps
 * dying or a server that stays down is tried ever less often, never in a tight loop.
 */
export function createCrashRecovery({ now, showRetryPage }: CrashRecoveryDeps) {
  const backoff = new RecoveryBackoff(now);
  return (failure: Failure): number | 'ignored' => {
    // A clean exit is the window closing, not a crash.
    if (failure.kind === 'crashed' && failure.reason === 'clean-exit') return 'ignored';
    const delay = backoff.next();
    showRetryPage(failure, delay);
    return delay;
  };
}
