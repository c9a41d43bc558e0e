import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openScratchPostgres } from '../db/scratch';
import { seed } from '../db/seed';
import type { Db } from '../db/types';
import { MerchantDirectory } from '../modules/merchant/directory';

/**
 * The server suite runs on PGlite by default and on PostgreSQL when SERVER_TEST_DB=postgres
 * (with TEST_DATABASE_URL). Each test file gets one database: an in-memory PGlite, or its own
 * schema in PostgreSQL, dropped at the end.
 */
export const TEST_DIALECT = process.env.SERVER_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function openTestDb(): Promise<Db> {
  let db: Db;
  if (TEST_DIALECT === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('SERVER_TEST_DB=postgres needs TEST_DATABASE_URL');
    db = await openScratchPostgres(url, 'test');
  } else {
    db = await openPglite(null);
  }
  await migrate(db);
  return db;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    APP_MODE: 'sandbox',
    WEB_DIR: '/nonexistent-web-dir',
    RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
}

/**
 * A seeded app on a fresh database for one test file: opened before its tests, closed (and its
 * PostgreSQL schema dropped) after them. Call it at the top level of the file.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    const db = await openTestDb();
    const config = testConfig(env);
    await seed(db, config);
    const app = await buildApp({ config, db, merchants: new MerchantDirectory(db, 0) });
    Object.assign(t, { app, db, config });
  });
  afterAll(async () => {
    await t.app?.close();
    await t.db?.close();
  });
  return t;
}

export async function loginAs(app: App, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/wps/session/login', payload: { username, password } });
  const body = res.json();
  if (!body.success) throw new Error(`login failed: ${res.body}`);
  return body.value.token as string;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
