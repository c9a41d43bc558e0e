import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import type { StaffCreated, StaffLoginValue, StaffRole } from '../../contracts/staff';
import { E2E_ADMIN_FILE, E2E_PORT } from '../../playwright.config';
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, type Page } from './fixtures';

/**
 * The back-office console on the stories' own platform. Its first admin was made by
 * `npm run ops -- staff:create-admin` before the server started (playwright.config.ts); the first
 * story to need it enrols its authenticator through the API and keeps what it chose in a file,
 * so every worker signs in as the same admin. ops-console.spec.ts meets the sign-in screens
 * themselves; the stories here start signed in.
 */
const BASE = `http://localhost:${E2E_PORT}`;
const ADMIN_KEPT = `${E2E_ADMIN_FILE}.json`;
const ADMIN_LOCK = `${E2E_ADMIN_FILE}.lock`;

interface Credentials {
  username: string;
  password: string;
  secret: string;
  device: string;
}

interface Signed extends Credentials {
  token: string;
}

const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

async function call<T>(method: string, path: string, device: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-staff-device': device,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; value?: T; code?: string; message?: string };
  if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.message}`);
  return envelope.value as T;
}

/** A first sign-in with a one-time password: the authenticator enrolled and a password of its own chosen. */
async function enrol(username: string, oneTimePassword: string): Promise<Signed> {
  const device = randomUUID();
  const first = await call<StaffLoginValue>('POST', '/ops/api/session', device, { username, password: oneTimePassword });
  if (first.state !== 'enrol') throw new Error(`${username} was not asked to enrol: ${first.state}`);
  const password = `chosen-${randomBytes(9).toString('base64url')}`;
  const done = await call<StaffLoginValue>('POST', '/ops/api/session/enrol', device, {
    enrolmentToken: first.enrolmentToken,
    code: codeOf(first.secret),
    newPassword: password,
  });
  if (done.state !== 'signedIn') throw new Error(`${username}'s enrolment did not sign in: ${done.state}`);
  return { username, password, secret: first.secret, device, token: done.token };
}

/**
 * A code is good once per account: a second sign-in within the same 30 seconds takes the next
 * step's code, waiting for it.
 */
async function signIn(kept: Credentials): Promise<Signed> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const value = await call<StaffLoginValue>('POST', '/ops/api/session', kept.device, {
        username: kept.username,
        password: kept.password,
        code: codeOf(kept.secret),
      });
      if (value.state === 'signedIn') return { ...kept, token: value.token };
    } catch (error) {
      if (attempt === 1) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 100));
  }
  throw new Error(`${kept.username} could not sign in`);
}

let admin: Signed | null = null;

/** The admin's live session: enrolled by the first worker to get here (others wait on the lock), signed in again when it ended. */
async function adminSession(): Promise<Signed> {
  if (admin) return admin;
  for (;;) {
    try {
      mkdirSync(ADMIN_LOCK);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (existsSync(ADMIN_KEPT)) {
      admin = await signIn(JSON.parse(readFileSync(ADMIN_KEPT, 'utf8')) as Credentials);
    } else {
      const printed = readFileSync(E2E_ADMIN_FILE, 'utf8');
      const [, username, oneTimePassword] = /Admin (\S+) created\. One-time password: (\S+)/.exec(printed) ?? [];
      if (!username || !oneTimePassword) throw new Error(`${E2E_ADMIN_FILE} names no admin`);
      admin = await enrol(username, oneTimePassword);
      const { token: _session, ...credentials } = admin;
      writeFileSync(ADMIN_KEPT, JSON.stringify(credentials));
    }
    return admin;
  } finally {
    rmdirSync(ADMIN_LOCK);
  }
}

/** A new staff account with these roles, made by the admin, enrolled and signed in. */
async function newStaff(roles: StaffRole[]): Promise<Signed> {
  const username = `staff.${randomBytes(4).toString('hex')}`;
  let session = await adminSession();
  const create = () => call<StaffCreated>('POST', '/ops/api/staff', session.device, { username, roles }, session.token);
  const created = await create().catch(async () => {
    // The admin's session may have ended while idle between stories: sign in again, once.
    admin = null;
    session = await adminSession();
    return create();
  });
  return enrol(username, created.oneTimePassword);
}

/**
 * A desktop window on the console, signed in as a fresh staff member with these roles: the
 * session kept where the console keeps it (this tab's token, this browser's device id).
 */
export async function consolePage(
  browser: Browser,
  roles: StaffRole[],
): Promise<{ page: Page; context: BrowserContext; username: string }> {
  const staff = await newStaff(roles);
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ({ token, device }) => {
      localStorage.setItem('opsDevice', device);
      sessionStorage.setItem('opsToken', token);
    },
    { token: staff.token, device: staff.device },
  );
  const page = await context.newPage();
  await page.goto('/ops');
  await expect(page.getByRole('heading', { name: `Welcome, ${staff.username}` })).toBeVisible();
  return { page, context, username: staff.username };
}
