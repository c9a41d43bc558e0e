import { DbError, toDbError } from '../db/types';

/**
 * A job that failed for good: its handler threw on every attempt, or it ran past its timeout
 * (its worker died, or hung) until no retry was left. It names the job, never its data; `reason`
 * is the last attempt's error message, as the handler wrote it (handlers, like the rest of the
 * server, keep values out of error messages).
 */
export class JobFailedError extends Error {
  constructor(
    readonly queue: string,
    readonly jobId: string,
    readonly attempts: number,
    readonly reason: string,
  ) {
    super(`job ${queue} ${jobId} failed after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${reason}`);
    this.name = 'JobFailedError';
  }
}

/** One of pg-boss's own errors (a fetch, maintenance, the LISTEN connection), reduced to what is safe to log. */
export class JobQueueError extends Error {
  constructor(message: string, stack: unknown) {
    super(message);
    this.name = 'JobQueueError';
    if (typeof stack === 'string') this.stack = stack;
  }
}

/** A SQLSTATE, or the severity only the PostgreSQL driver's errors carry. */
const fromDriver = (e: Record<string, unknown>) =>
  typeof e.severity === 'string' || (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code));

/**
 * What pg-boss emitted, made safe to log: a driver error keeps only DbError's facts (its detail can
 * quote values, job data among them); anything else keeps its message and stack and nothing else.
 */
export function safeError(error: unknown): Error {
  if (error instanceof DbError) return error;
  const e = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  if (fromDriver(e)) return toDbError(error, 'JOBS');
  return new JobQueueError(typeof e.message === 'string' ? e.message : String(error), e.stack);
}

/** The message of an error pg-boss stored on a failed job (serialised, so a plain object). */
export function storedMessage(output: unknown): string {
  const message = typeof output === 'object' && output !== null ? (output as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : 'unknown error';
}
