import { fromPglite, type ConstructorOptions } from 'pg-boss';
import { pgliteInstance } from '../db/pglite';
import { postgresLocation } from '../db/postgres';
import type { Db } from '../db/types';

/** The queue's schema when none is given (outside a scratch schema). */
export const DEFAULT_SCHEMA = 'pgboss';

/** pg-boss connections per process on PostgreSQL: the LISTEN connection, fetches, completions, maintenance. */
const POOL_MAX = 5;

/**
 * How pg-boss reaches the app's database, and in which schema its tables live.
 *
 * PGlite: the same in-process instance through pg-boss's own adapter (it routes parameterless
 * scripts to exec() and offers listen(), so NOTIFY wakes workers in-process). One connection is
 * shared with the app, so a long app transaction holds the queue up and the reverse.
 *
 * PostgreSQL: a pool of pg-boss's own on the same URL, so stop() can close it without touching
 * the app's Db, and LISTEN gets a session of its own. On a scratch schema (tests, bench) the
 * queue gets a companion schema `<scratch>_jobs`, so parallel runs never share a queue, and
 * openScratchPostgres drops it with the scratch schema.
 */
export function bossConnection(db: Db, schema: string | undefined): { options: ConstructorOptions; schema: string } {
  if (db.dialect === 'pglite') {
    const pglite = pgliteInstance(db);
    if (!pglite) throw new Error('the job queue needs a PGlite Db from openPglite');
    const chosen = schema ?? DEFAULT_SCHEMA;
    return { schema: chosen, options: { db: fromPglite(pglite), backend: 'pglite', schema: chosen } };
  }
  const location = postgresLocation(db);
  if (!location) throw new Error('the job queue needs a PostgreSQL Db from openPostgres or openScratchPostgres');
  const chosen = schema ?? (location.scratchSchema ? `${location.scratchSchema}_jobs` : DEFAULT_SCHEMA);
  return { schema: chosen, options: { connectionString: location.url, max: POOL_MAX, schema: chosen } };
}
