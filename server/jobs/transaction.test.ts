import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { startJobQueue, type JobQueue } from './queue';
import { openQueueTestDb, TEST_DIALECT, waitFor } from './testing';

/** A job sent in the caller's transaction lives and dies with it, on both dialects. */
describe('send in a transaction', () => {
  let db: Db;
  let queue: JobQueue;
  const ran: string[] = [];

  beforeAll(async () => {
    db = await openQueueTestDb();
    await db.exec('CREATE TABLE payments (id text PRIMARY KEY)');
    queue = await startJobQueue(db, { onError: () => undefined, maintenance: false });
    await queue.work('credit', async (data) => {
      ran.push(data.paymentId as string);
    });
  });
  afterAll(async () => {
    await queue?.stop();
    await db?.close();
  });

  it("runs a job whose transaction commits, with the transaction's own writes visible to it", async () => {
    let rowSeen = false;
    await queue.work('credit-check', async (data) => {
      rowSeen = (await db.query('SELECT id FROM payments WHERE id = $1', [data.paymentId])).length === 1;
    });
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO payments (id) VALUES ($1)', ['p-commit']);
      await queue.send('credit', { paymentId: 'p-commit' }, { tx });
      await queue.send('credit-check', { paymentId: 'p-commit' }, { tx });
    });
    await waitFor(() => ran.includes('p-commit') && rowSeen, 5_000, 'the committed job');
  });

  it('never runs a job whose transaction rolls back, nor keeps it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO payments (id) VALUES ($1)', ['p-rollback']);
        await queue.send('credit', { paymentId: 'p-rollback' }, { tx });
        throw new Error('provider said no');
      }),
    ).rejects.toThrow('provider said no');
    // A later job on the same queue runs, so the worker was awake the whole time.
    await queue.send('credit', { paymentId: 'p-after' });
    await waitFor(() => ran.includes('p-after'), 5_000, 'the later job');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(ran).not.toContain('p-rollback');
    expect(await db.query('SELECT id FROM payments WHERE id = $1', ['p-rollback'])).toEqual([]);
  });

  it('does not start the job before the commit', async () => {
    let committed = false;
    let startedBeforeCommit = false;
    await queue.work('early', async () => {
      startedBeforeCommit ||= !committed;
      ran.push('early');
    });
    await db.transaction(async (tx) => {
      await queue.send('early', {}, { tx });
      // Time enough for a worker to have taken it, had the NOTIFY or the row been visible.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      committed = true;
    });
    await waitFor(() => ran.includes('early'), 5_000, 'the job after commit');
    expect(startedBeforeCommit).toBe(false);
  });

  it.runIf(TEST_DIALECT === 'pglite')('on PGlite, refuses a send in a transaction to a queue it would first have to create', async () => {
    await expect(db.transaction((tx) => queue.send('never-declared', {}, { tx }))).rejects.toThrow(/does not exist yet/);
  });

  it.runIf(TEST_DIALECT === 'postgres')('on PostgreSQL, creates the queue on its own connection and sends in the transaction', async () => {
    const seen: string[] = [];
    await db.transaction((tx) => queue.send('declared-late', { paymentId: 'late' }, { tx }));
    await queue.work('declared-late', async (data) => {
      seen.push(data.paymentId as string);
    });
    await waitFor(() => seen.length === 1, 5_000, 'the job');
  });
});
