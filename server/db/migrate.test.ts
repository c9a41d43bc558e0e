import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, TEST_DIALECT } from '../test/harness';
import { migrate } from './migrate';
import type { Db } from './types';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe(`migrations on ${TEST_DIALECT}`, () => {
  it('created every table and recorded each migration once', async () => {
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'affiliates',
        'captchas',
        'favourite_games',
        'game_vendors',
        'games',
        'recent_games',
        'human_checks_used',
        'ledger_accounts',
        'ledger_entries',
        'ledger_transfers',
        'members',
        'merchants',
        'outbox',
        'schema_migrations',
        'sessions',
        'throttle_counters',
        'verification_codes',
      ]),
    );
  });

  it('is a no-op the second time', async () => {
    expect(await migrate(db)).toEqual([]);
    const versions = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    const files = (await readdir(new URL('./migrations', import.meta.url))).filter((f) => f.endsWith('.sql')).sort();
    expect(versions.map((v) => `${v.version}.sql`)).toEqual(files);
  });
});
