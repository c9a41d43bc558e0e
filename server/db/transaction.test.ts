import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../test/harness';
import { PG, type Db } from './types';

/**
 * Statements a transaction sends together (Promise.all) travel in one round trip on PostgreSQL
 * (postgres.ts): they must still run in the order written, and a failure among them must undo
 * the whole transaction and surface as that statement's own error.
 */
let db: Db;

beforeAll(async () => {
  db = await openTestDb();
  await db.exec('CREATE TABLE pipeline_probe (n int PRIMARY KEY)');
});
afterAll(() => db.close());

const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pipeline_probe'))[0]!.n;

describe('statements sent together in a transaction', () => {
  it('run in the order written: a read sent with a write sees it', async () => {
    const [, seen] = await db.transaction((tx) =>
      Promise.all([
        tx.query('INSERT INTO pipeline_probe (n) VALUES (1)'),
        tx.query<{ n: number }>('SELECT count(*)::int AS n FROM pipeline_probe'),
      ]),
    );
    expect(seen[0]!.n).toBe(1);
  });

  it('fail as a whole with the failing statement’s own error, leaving nothing of what was sent with it', async () => {
    const before = await count();
    const error = await db
      .transaction((tx) =>
        Promise.all([
          tx.query('INSERT INTO pipeline_probe (n) VALUES (2)'),
          tx.query('INSERT INTO pipeline_probe (n) VALUES (1)'),
          tx.query('INSERT INTO pipeline_probe (n) VALUES (3)'),
        ]),
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: PG.uniqueViolation });
    expect(await count()).toBe(before);
  });

  it('fail with the error that aborted the transaction, however late its caller hears of it', async () => {
    // The failing statement's caller is a few promises further away than the statement sent behind it.
    const farther = async <T>(answer: Promise<T>): Promise<T> => {
      try {
        return await answer;
      } catch (error) {
        for (let i = 0; i < 5; i++) await Promise.resolve();
        throw error;
      }
    };
    const error = await db
      .transaction((tx) =>
        Promise.all([farther(tx.query('INSERT INTO pipeline_probe (n) VALUES (1)')), tx.query('SELECT count(*) FROM pipeline_probe')]),
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: PG.uniqueViolation });
  });

  it('never run a statement sent after the transaction failed, inside it or outside', async () => {
    const before = await count();
    let lateAnswer: (answer: unknown) => void = () => undefined;
    const late = new Promise<unknown>((resolve) => (lateAnswer = resolve));
    const error = await db
      .transaction((tx) =>
        Promise.all([
          // A caller still at work when a statement sent beside it fails: its next statement comes too late.
          tx.query('INSERT INTO pipeline_probe (n) VALUES (20)').then(async () => {
            await new Promise((resolve) => setTimeout(resolve, 50));
            await tx.query('INSERT INTO pipeline_probe (n) VALUES (21)').then(lateAnswer, lateAnswer);
          }),
          tx.query('INSERT INTO pipeline_probe (n) VALUES (1)'),
        ]),
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: PG.uniqueViolation });
    expect(await late).toBeInstanceOf(Error);
    expect(await count()).toBe(before);
  });
});
