import type { Queue } from 'pg-boss';

/**
 * Where pg-boss moves every job that failed for good (handler threw on its last attempt, or its
 * timeout passed with no retry left, a dead worker included): one worker per process reads it
 * and tells onError, so each failure is reported once across all processes, whichever path it took.
 */
export const FAILED_QUEUE = 'failed-jobs';

export const DEFAULT_RETRY_LIMIT = 3;
/** Long enough for any handler; a job whose worker died is handed out again only after it. */
export const DEFAULT_TIMEOUT_SECONDS = 300;

export interface QueueSettings {
  retryLimit?: number;
  timeoutSeconds?: number;
}

/**
 * A queue's options in pg-boss. Retry and timeout settings belong to the queue in pg-boss and are
 * copied onto each job when it is sent, so a worker's settings apply to the jobs sent after it
 * registered. `notify` makes each send NOTIFY the workers (picked up in milliseconds instead of at
 * the next poll). Retries back off: 1–2 s, 2–4 s, 4–8 s… up to 5 minutes.
 */
export function queueOptions(settings: QueueSettings = {}): Omit<Queue, 'name'> {
  return {
    notify: true,
    deadLetter: FAILED_QUEUE,
    retryLimit: settings.retryLimit ?? DEFAULT_RETRY_LIMIT,
    retryDelay: 1,
    retryBackoff: true,
    retryDelayMax: 300,
    expireInSeconds: settings.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
  };
}

/** The failed-jobs queue itself: reporting a failure is retried a few times, and has nowhere further to go. */
export const FAILED_QUEUE_OPTIONS: Omit<Queue, 'name'> = { notify: true, retryLimit: 5, retryDelay: 1, retryBackoff: true };
