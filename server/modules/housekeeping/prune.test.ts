import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/types';
import { startJobQueue, type JobQueue } from '../../jobs/queue';
import { openTestDb } from '../../test/harness';
import { PRUNE_JOB, startPruning } from './prune';

/** Pruning is a job of the durable queue (one run per hour across every process), not a timer in each. */
describe('pruning on the job queue', () => {
  let db: Db;
  let jobs: JobQueue;
  beforeAll(async () => {
    db = await openTestDb();
    jobs = await startJobQueue(db, { onError: () => undefined, pollSeconds: 0.5, maintenance: false });
  });
  afterAll(async () => {
    await jobs?.stop({ timeoutSeconds: 1 });
    await db?.close();
  });

  it('deletes expired rows when its job runs, and accepts its hourly schedule', async () => {
    await startPruning(jobs, db);
    await db.query(
      `INSERT INTO captchas (id, answer_hash, expires_at)
        VALUES ('stale', 'h', now() - interval '2 hours'), ('fresh', 'h', now() + interval '5 minutes')`,
    );
    await jobs.send(PRUNE_JOB, {});
    const ids = async () => (await db.query<{ id: string }>(`SELECT id FROM captchas WHERE id IN ('stale', 'fresh')`)).map((r) => r.id);
    const deadline = Date.now() + 10_000;
    while ((await ids()).includes('stale') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await ids()).toEqual(['fresh']);
  });
});
