import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { startJobQueue, type JobData, type JobQueue } from './queue';
import { openQueueTestDb, reportTiming, waitFor } from './testing';

/** Sending and working: data arrives as sent, a new job starts within about a second, a delayed one later. */
describe('job queue', () => {
  let db: Db;
  let queue: JobQueue;
  const errors: unknown[] = [];

  beforeAll(async () => {
    db = await openQueueTestDb();
    // A fresh database: start installs pg-boss's schema (the cost every test file that needs the queue pays).
    const started = performance.now();
    queue = await startJobQueue(db, { onError: (error) => errors.push(error) });
    reportTiming('start on a fresh database (schema install)', performance.now() - started);
  });
  afterAll(async () => {
    const stopping = performance.now();
    await queue?.stop();
    reportTiming('stop', performance.now() - stopping);
    await db?.close();
  });

  it('hands a job its data and attempt, once', async () => {
    const seen: { data: JobData; attempt: number; id: string }[] = [];
    await queue.work('basic', async (data, job) => {
      seen.push({ data, attempt: job.attempt, id: job.id });
    });
    await queue.send('basic', { memberId: 7, orderId: 'o-1' });
    await waitFor(() => seen.length === 1, 5_000, 'the job');
    expect(seen[0]).toMatchObject({ data: { memberId: 7, orderId: 'o-1' }, attempt: 1 });
    expect(seen[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('starts a job well within a second of its send (NOTIFY, not the poll)', async () => {
    const startedAt = new Map<number, number>();
    await queue.work('latency', async (data) => {
      startedAt.set(data.n as number, performance.now());
    });
    const latencies: number[] = [];
    for (let n = 0; n < 5; n++) {
      // Idle in between, so each send meets a sleeping worker.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const sentAt = performance.now();
      await queue.send('latency', { n });
      await waitFor(() => startedAt.has(n), 5_000, `job ${n}`);
      latencies.push(startedAt.get(n)! - sentAt);
    }
    const worst = Math.max(...latencies);
    const median = [...latencies].sort((a, b) => a - b)[2]!;
    reportTiming(`pickup latency, send to handler start (worst of 5; median ${median.toFixed(0)} ms)`, worst);
    expect(worst).toBeLessThan(1_000);
  });

  it('drains a backlog without waiting a poll between jobs', async () => {
    const done: number[] = [];
    for (let n = 0; n < 30; n++) await queue.send('backlog', { n });
    const started = performance.now();
    await queue.work('backlog', async (data) => {
      done.push(data.n as number);
    });
    await waitFor(() => done.length === 30, 10_000, 'the backlog');
    reportTiming('30 queued jobs drained by one worker loop', performance.now() - started);
    // At one job per 1 s poll this would take 30 s.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('starts a delayed job no earlier than its delay', async () => {
    let ranAt = 0;
    await queue.work('delayed', async () => {
      ranAt = performance.now();
    });
    const sentAt = performance.now();
    await queue.send('delayed', {}, { delaySeconds: 2 });
    await waitFor(() => ranAt > 0, 6_000, 'the delayed job');
    expect(ranAt - sentAt).toBeGreaterThanOrEqual(1_900);
    expect(ranAt - sentAt).toBeLessThan(4_000);
  });

  it('leaves the app database open and usable beside it', async () => {
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
