import { openPglite } from '../db/pglite';
import { openScratchPostgres } from '../db/scratch';
import type { Db } from '../db/types';

/** The dialect the server suite runs on (SERVER_TEST_DB=postgres with TEST_DATABASE_URL, else PGlite). */
export const TEST_DIALECT = process.env.SERVER_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A bare database for the queue's tests (no app migrations: the queue needs none): in-memory PGlite,
 * or a scratch PostgreSQL schema whose queue schema `<scratch>_jobs` is dropped with it.
 */
export async function openQueueTestDb(): Promise<Db> {
  if (TEST_DIALECT === 'pglite') return openPglite(null);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('SERVER_TEST_DB=postgres needs TEST_DATABASE_URL');
  return openScratchPostgres(url, 'test');
}

/** Resolves once check() is true, polling every 20 ms; rejects after timeoutMs. */
export async function waitFor(check: () => boolean, timeoutMs: number, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Prints a measured figure when JOBS_TIMINGS=1 (for reports; the suite stays quiet otherwise). */
export function reportTiming(label: string, ms: number): void {
  if (process.env.JOBS_TIMINGS === '1') process.stdout.write(`[jobs ${TEST_DIALECT}] ${label}: ${ms.toFixed(0)} ms\n`);
}
