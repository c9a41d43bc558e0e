import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { startJobQueue, type JobQueue } from './queue';
import { openQueueTestDb, TEST_DIALECT, waitFor } from './testing';

/** Cron schedules: validated when set, sent once per occurrence across processes. */
describe('schedule', () => {
  let db: Db;
  const queues: JobQueue[] = [];
  const start = async () => {
    const queue = await startJobQueue(db, { onError: () => undefined });
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    db = await openQueueTestDb();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await db?.close();
  });

  it('accepts a cron expression (again on a restart) and refuses a malformed one', async () => {
    const queue = await start();
    await queue.schedule('nightly-report', '0 3 * * *');
    await queue.schedule('nightly-report', '0 3 * * *', { tz: 'Asia/Manila' });
    await expect(queue.schedule('broken', 'every minute')).rejects.toThrow();
  });

  // A cron occurrence is on a minute boundary, so this waits up to about 70 s: run with JOBS_SLOW_TESTS=1.
  it.runIf(process.env.JOBS_SLOW_TESTS === '1')(
    'sends one job per occurrence, however many processes hold the schedule',
    async () => {
      // Two instances on PostgreSQL (as two processes); one on PGlite, which has only one process.
      const instances = TEST_DIALECT === 'postgres' ? [queues[0] ?? (await start()), await start()] : [queues[0] ?? (await start())];
      const runs: number[] = [];
      for (const queue of instances) {
        await queue.schedule('every-minute', '* * * * *');
        await queue.work('every-minute', async () => {
          runs.push(Date.now());
        });
      }
      await waitFor(() => runs.length > 0, 80_000, 'the first occurrence');
      // Well within the same minute: any duplicate of this occurrence would have arrived.
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      expect(runs).toHaveLength(1);
    },
    100_000,
  );
});
