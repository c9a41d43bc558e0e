import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { JobFailedError } from './errors';
import { startJobQueue, type JobQueue } from './queue';
import { openQueueTestDb, waitFor } from './testing';

/** A throwing handler is retried with backoff; after the limit the job fails and onError hears of it, once, without its data. */
describe('retries', () => {
  let db: Db;
  let queue: JobQueue;
  const errors: unknown[] = [];

  beforeAll(async () => {
    db = await openQueueTestDb();
    queue = await startJobQueue(db, { onError: (error) => errors.push(error), pollSeconds: 0.5, maintenance: false });
  });
  afterAll(async () => {
    await queue?.stop();
    await db?.close();
  });

  it('retries a failed attempt after a backoff and completes it', async () => {
    const attempts: { attempt: number; at: number }[] = [];
    await queue.work(
      'flaky',
      async (_data, job) => {
        attempts.push({ attempt: job.attempt, at: performance.now() });
        if (job.attempt < 2) throw new Error('provider timed out');
      },
      { retryLimit: 2 },
    );
    await queue.send('flaky', { orderId: 'o-flaky' });
    await waitFor(() => attempts.length === 2, 10_000, 'the retry');
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2]);
    // Backoff: the first retry waits 1–2 s.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(900);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(attempts).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('fails the job after retryLimit retries and tells onError once, naming the job but not its data', async () => {
    const attempts: number[] = [];
    let jobId = '';
    await queue.work(
      'doomed',
      async (_data, job) => {
        attempts.push(job.attempt);
        jobId = job.id;
        throw new Error('card declined');
      },
      { retryLimit: 2 },
    );
    await queue.send('doomed', { memberId: 4242, secret: 'do-not-log-me' });
    await waitFor(() => errors.length > 0, 20_000, 'the failure report');
    expect(attempts).toEqual([1, 2, 3]);
    expect(errors).toHaveLength(1);
    const failure = errors[0] as JobFailedError;
    expect(failure).toBeInstanceOf(JobFailedError);
    expect(failure).toMatchObject({ queue: 'doomed', jobId, attempts: 3, reason: 'card declined' });
    expect(failure.message).toBe(`job doomed ${jobId} failed after 3 attempts: card declined`);
    expect(JSON.stringify({ ...failure, message: failure.message, stack: failure.stack })).not.toMatch(/4242|do-not-log-me/);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(attempts).toHaveLength(3);
    expect(errors).toHaveLength(1);
  });

  it('reports a job that ran past its timeout on its last attempt', async () => {
    const before = errors.length;
    await queue.work(
      'stuck',
      async (_data, job) => {
        await new Promise((resolve) => job.signal.addEventListener('abort', resolve));
      },
      { retryLimit: 0, timeoutSeconds: 1 },
    );
    await queue.send('stuck', {});
    await waitFor(() => errors.length > before, 10_000, 'the failure report');
    expect(errors[before]).toMatchObject({ queue: 'stuck', attempts: 1 });
    expect((errors[before] as Error).message).toMatch(/exceeded/);
  });
});
