import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openScratchPostgres } from '../db/scratch';
import { seed } from '../db/seed';
import type { Db } from '../db/types';
import { MerchantDirectory } from '../modules/merchant/directory';
import { insertMember } from '../modules/member/repository';
import { insertSession } from '../modules/session/repository';
import { hashToken, newToken } from '../modules/session/tokens';
import { createContext } from '../context';
import { hashPassword } from '../modules/session/passwords';
import { newOperatorKey, operatorKeyHash } from '../modules/operator/keys';
import { upsertOperator } from '../modules/operator/repository';

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
    // The run's migrated data directory (pglite-template.ts); migrate() then finds nothing to do.
    const template = inject('pgliteTemplate');
    db = await openPglite(null, template ? { from: new Blob([await readFile(template)]) } : {});
  }
  await migrate(db);
  return db;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    APP_MODE: 'sandbox',
    WEB_DIR: '/nonexistent-web-dir',
    FIRST_SCREEN_DIR: '/nonexistent-first-screen-dir',
    RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'silent',
    // Most tests send plain login bodies without a proof of work; the account tests turn both on.
    LOGIN_ENCRYPTION: 'optional',
    HUMAN_CHECK: 'off',
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
    const app = await buildApp(createContext(config, db, { merchants: new MerchantDirectory(db, 0) }));
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

let captchaClients = 0;

/**
 * A fresh captcha and its answer, read from the sandbox outbox as a tester would. Each comes
 * from its own address so the per-IP limit on captcha images does not get in the way.
 */
export async function solvedCaptcha(app: App): Promise<{ captchaId: string; identifying: string }> {
  const n = ++captchaClients;
  const remoteAddress = `10.200.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  const { captchaId } = (await app.inject({ url: '/wps/captcha', remoteAddress })).json().value as { captchaId: string };
  const outbox = (await app.inject({ url: `/sandbox/outbox?destination=${captchaId}` })).json().value as { code: string }[];
  return { captchaId, identifying: outbox[0]!.code };
}

/** A solved human-check (ALTCHA) proof, as the client's background solver makes one (own address, as for captchas). */
export async function solvedHumanCheck(app: App): Promise<string> {
  const n = ++captchaClients;
  const remoteAddress = `10.201.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  const challenge = (await app.inject({ url: '/wps/verification/challenge', remoteAddress })).json().value as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A live session for a member made straight in the database: its stored hash, to bind game tokens to. */
export async function liveSessionHash(db: Db, memberId: number): Promise<string> {
  const tokenHash = randomBytes(32).toString('base64url');
  await insertSession(db, { tokenHash, memberId, absoluteHours: 24, ip: '127.0.0.1' });
  return tokenHash;
}

let playerSeq = 0;
/**
 * A real (type 0) player made straight in the database, with a live session: their id and bearer
 * token. `passwordHash` for a test that needs their login password.
 */
export async function sessionPlayer(t: TestApp, passwordHash: string | null = null): Promise<{ memberId: number; token: string }> {
  const member = await insertMember(t.db, {
    merchantCode: t.config.merchantCode,
    username: `player${process.pid}x${++playerSeq}`,
    passwordHash,
    nickname: null,
    type: 0,
  });
  const token = newToken();
  await insertSession(t.db, {
    tokenHash: hashToken(token, t.config.tokenPepper),
    memberId: member!.id,
    absoluteHours: 24,
    ip: '127.0.0.1',
  });
  return { memberId: member!.id, token };
}

/** The newest code the sandbox sent to a phone (E.164) or email address. */
export async function lastCode(app: App, destination: string): Promise<string> {
  const outbox = (await app.inject({ url: `/sandbox/outbox?destination=${encodeURIComponent(destination)}` })).json().value as {
    code: string;
  }[];
  if (!outbox[0]) throw new Error(`nothing was sent to ${destination}`);
  return outbox[0].code;
}

/** Everything production mode demands, for tests that build a production app. */
export function productionEnv(): Record<string, string> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    APP_MODE: 'production',
    DATABASE_URL: 'postgres://unused',
    TOKEN_PEPPER: 'p'.repeat(40),
    HUMAN_CHECK_SECRET: 'h'.repeat(40),
    LOGIN_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
}

/** An operator of the cashier API with a fresh key (what `npm run ops` sends as its bearer). */
export async function testOperator(t: TestApp, name = 'test-ops'): Promise<string> {
  const key = newOperatorKey();
  await upsertOperator(t.db, name, operatorKeyHash(key));
  return key;
}

/** A real player who passed identity verification under `realName`, with a payment password (123580). */
export async function verifiedPlayer(t: TestApp, realName = 'Juan Dela Cruz'): Promise<{ memberId: number; token: string }> {
  const player = await sessionPlayer(t);
  await t.db.query(`UPDATE members SET kyc_status = 'verified', real_name = $2, payment_password_hash = $3 WHERE id = $1`, [
    player.memberId,
    realName,
    await hashPassword(TEST_PAYMENT_PASSWORD),
  ]);
  return player;
}
export const TEST_PAYMENT_PASSWORD = '123580';

/** The player's inbox as (template or title, its figures), newest first: what the platform told them. */
export async function inboxNews(app: App, token: string): Promise<{ about: string; params: Record<string, string | number> }[]> {
  const list = (await app.inject({ url: '/wps/member/inbox', headers: bearer(token) })).json().value.list as {
    template: string | null;
    title: string | null;
    params: Record<string, string | number>;
  }[];
  return list.map((m) => ({ about: m.template ?? m.title ?? '', params: m.params }));
}
