import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { startJobQueue, type JobQueue } from './queue';
import { openQueueTestDb, waitFor } from './testing';

/** stop() lets running handlers finish, leaves the app's Db open, and a job it had to abandon is handed out again. */
describe('stop', () => {
  let db: Db;
  const queues: JobQueue[] = [];
  const start = async () => {
    const queue = await startJobQueue(db, { onError: () => undefined, pollSeconds: 0.5, maintenance: false });
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    db = await openQueueTestDb();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop({ timeoutSeconds: 1 });
    await db?.close();
  });

  it('waits for a running handler to finish, and the job stays done', async () => {
    const first = await start();
    let started = false;
    let finished = false;
    await first.work('slow', async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 800));
      finished = true;
    });
    await first.send('slow', {});
    await waitFor(() => started, 5_000, 'the handler');
    await first.stop();
    expect(finished).toBe(true);
    // The app's database is still open.
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);

    const second = await start();
    let rerun = false;
    await second.work('slow', async () => {
      rerun = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(rerun).toBe(false);
  });

  it('hands out again a job whose handler was still running when stop gave up on it', async () => {
    const dying = await start();
    let taken = false;
    await dying.work('abandoned', async () => {
      taken = true;
      await new Promise(() => undefined); // never finishes, ignores its signal
    });
    await dying.send('abandoned', { orderId: 'o-9' });
    await waitFor(() => taken, 5_000, 'the first attempt');
    await dying.stop({ timeoutSeconds: 1 });

    const next = await start();
    const attempts: number[] = [];
    await next.work('abandoned', async (data, job) => {
      expect(data).toEqual({ orderId: 'o-9' });
      attempts.push(job.attempt);
    });
    await waitFor(() => attempts.length === 1, 8_000, 'the second attempt');
    expect(attempts).toEqual([2]);
  });
});
