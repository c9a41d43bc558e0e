import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { jobIdFor } from './job-id';
import { startJobQueue, type JobQueue } from './queue';
import { openQueueTestDb, waitFor } from './testing';

/** `key` deduplicates for real (a deterministic job id), on a standard queue. */
describe('send with a key', () => {
  let db: Db;
  let queue: JobQueue;
  const runs: string[] = [];
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    db = await openQueueTestDb();
    queue = await startJobQueue(db, { onError: () => undefined, maintenance: false });
    for (const name of ['webhook', 'refund'])
      await queue.work(name, async (data) => {
        runs.push(`${name}:${data.event as string}`);
      });
  });
  afterAll(async () => {
    await queue?.stop();
    await db?.close();
  });

  const count = (entry: string) => runs.filter((r) => r === entry).length;

  it('derives one stable UUID per name and key', () => {
    expect(jobIdFor('webhook', 'evt_1')).toBe(jobIdFor('webhook', 'evt_1'));
    expect(jobIdFor('webhook', 'evt_1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobIdFor('webhook', 'evt_1')).not.toBe(jobIdFor('webhook', 'evt_2'));
    expect(jobIdFor('webhook', 'evt_1')).not.toBe(jobIdFor('refund', 'evt_1'));
  });

  it('adds nothing for the same key while the first is queued', async () => {
    await queue.send('webhook', { event: 'queued' }, { key: 'evt_queued', delaySeconds: 1 });
    await queue.send('webhook', { event: 'queued' }, { key: 'evt_queued', delaySeconds: 1 });
    await queue.send('webhook', { event: 'queued' }, { key: 'evt_queued' });
    await waitFor(() => count('webhook:queued') === 1, 5_000, 'the job');
    await pause(2_000);
    expect(count('webhook:queued')).toBe(1);
  });

  it('adds nothing for a key sent many times at once', async () => {
    await Promise.all(Array.from({ length: 10 }, () => queue.send('webhook', { event: 'burst' }, { key: 'evt_burst' })));
    await waitFor(() => count('webhook:burst') === 1, 5_000, 'the job');
    await pause(1_500);
    expect(count('webhook:burst')).toBe(1);
  });

  it('adds nothing for a key whose job already completed', async () => {
    await queue.send('webhook', { event: 'done' }, { key: 'evt_done' });
    await waitFor(() => count('webhook:done') === 1, 5_000, 'the job');
    await pause(300);
    await queue.send('webhook', { event: 'done' }, { key: 'evt_done' });
    await pause(1_500);
    expect(count('webhook:done')).toBe(1);
  });

  it('adds nothing for a key sent again in a transaction, and keeps the key of a rolled-back send free', async () => {
    await db.transaction((tx) => queue.send('webhook', { event: 'tx' }, { key: 'evt_tx', tx }));
    await db.transaction((tx) => queue.send('webhook', { event: 'tx' }, { key: 'evt_tx', tx }));
    await db
      .transaction(async (tx) => {
        await queue.send('webhook', { event: 'rolled' }, { key: 'evt_rolled', tx });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await queue.send('webhook', { event: 'rolled' }, { key: 'evt_rolled' });
    await waitFor(() => count('webhook:tx') === 1 && count('webhook:rolled') === 1, 5_000, 'both jobs');
    await pause(1_500);
    expect([count('webhook:tx'), count('webhook:rolled')]).toEqual([1, 1]);
  });

  it('keeps keys apart per name, and sends without a key every time', async () => {
    await queue.send('webhook', { event: 'shared' }, { key: 'evt_shared' });
    await queue.send('refund', { event: 'shared' }, { key: 'evt_shared' });
    await queue.send('webhook', { event: 'nokey' });
    await queue.send('webhook', { event: 'nokey' });
    await waitFor(() => count('webhook:shared') + count('refund:shared') === 2 && count('webhook:nokey') === 2, 5_000, 'all four');
  });
});
