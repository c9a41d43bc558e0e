import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresLocation } from '../db/postgres';
import type { Db } from '../db/types';
import { startJobQueue, type JobQueue } from './queue';
import { openQueueTestDb, reportTiming, TEST_DIALECT, waitFor } from './testing';

/** Several server processes on one PostgreSQL database: each job is handled by one of them, and a dead one's job is taken over. */
describe.runIf(TEST_DIALECT === 'postgres')('job queue across processes', () => {
  let db: Db;
  const queues: JobQueue[] = [];
  const start = async () => {
    // Each instance has its own pg-boss pool, as a separate process would.
    const queue = await startJobQueue(db, { onError: () => undefined, pollSeconds: 0.5, superviseSeconds: 1 });
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

  it('shares 200 jobs between two instances, each handled exactly once', async () => {
    const [a, b] = [await start(), await start()];
    const handled = { a: [] as number[], b: [] as number[] };
    const work = (queue: JobQueue, into: number[]) =>
      queue.work(
        'shared',
        async (data) => {
          into.push(data.n as number);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        },
        { concurrency: 2 },
      );
    await work(a, handled.a);
    await work(b, handled.b);
    await Promise.all(Array.from({ length: 200 }, (_, n) => (n % 2 ? a : b).send('shared', { n })));
    const sentAt = performance.now();
    await waitFor(() => handled.a.length + handled.b.length >= 200, 20_000, '200 jobs');
    reportTiming(`200 jobs over two instances (${handled.a.length} + ${handled.b.length})`, performance.now() - sentAt);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const all = [...handled.a, ...handled.b].sort((x, y) => x - y);
    expect(all).toEqual(Array.from({ length: 200 }, (_, n) => n));
    expect(handled.a.length).toBeGreaterThan(0);
    expect(handled.b.length).toBeGreaterThan(0);
  });

  it('hands a job to another process after the process holding it was killed', async () => {
    const survivor = await start();
    const { url, scratchSchema } = postgresLocation(db)!;
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dying-worker.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script, url, `${scratchSchema!}_jobs`], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitFor(() => output.includes('ready'), 20_000, 'the child to work the queue');
      await survivor.send('fragile', { orderId: 'o-crash' });
      await waitFor(() => output.includes('took'), 5_000, 'the child to take the job');
    } finally {
      child.kill('SIGKILL');
    }
    const killedAt = performance.now();
    const attempts: number[] = [];
    await survivor.work(
      'fragile',
      async (data, job) => {
        expect(data).toEqual({ orderId: 'o-crash' });
        attempts.push(job.attempt);
      },
      { timeoutSeconds: 2 },
    );
    // Its 2 s timeout, the 1 s supervision, the 1–2 s retry backoff and a poll.
    await waitFor(() => attempts.length === 1, 10_000, 'the job to be handed out again');
    expect(attempts).toEqual([2]);
    reportTiming('killed worker to job handed out again (2 s timeout, 1 s supervision)', performance.now() - killedAt);
  });
});
