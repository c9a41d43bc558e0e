import type { Queryable } from '../../db/types';
import type { JobQueue } from '../../jobs/queue';
import { pruneExpired } from './repository';

export const PRUNE_JOB = 'housekeeping-prune';

/**
 * Deletes expired rows every hour on the durable queue: the cron job is sent once across all
 * processes and machines, where a timer would run in each (harmless, as every statement is
 * idempotent, but N times the work).
 */
export async function startPruning(jobs: JobQueue, db: Queryable): Promise<void> {
  await jobs.work(PRUNE_JOB, () => pruneExpired(db));
  await jobs.schedule(PRUNE_JOB, '0 * * * *');
}
