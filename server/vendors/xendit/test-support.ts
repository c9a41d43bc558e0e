import { basicHeader, useTestBed, type TestBed } from '../sandbox-test-support';
import { buildXenditSandbox, type XenditSandboxApp } from './app';
import { createXenditTick, xenditSandbox, type XenditSandbox, type XenditSandboxOptions, type XenditTickReport } from './sandbox';

export const SECRET_KEY = 'xnd_development_sandbox_tests';
export const CALLBACK_TOKEN = 'xendit-sandbox-callback-token-tests';
export const SETTLE_AFTER_MS = 3_000;

/** The Basic-auth header Xendit's API takes: the secret key as user name, no password. */
export const basic = (user = SECRET_KEY, password = '') => basicHeader(user, password);

export interface TestSandbox extends TestBed {
  services: XenditSandbox;
  app: XenditSandboxApp;
  tick: () => Promise<XenditTickReport>;
}

/**
 * The sandbox provider on a fresh database (PGlite, or PostgreSQL with SERVER_TEST_DB=postgres)
 * for one test file, with a fake clock and a local callback receiver. Call it at the top level.
 */
export function useTestSandbox(options: Partial<XenditSandboxOptions> = {}): TestSandbox {
  return useTestBed<TestSandbox>('/wps/payouts/xendit/callback', async (t) => {
    const settings: XenditSandboxOptions = {
      db: t.db,
      secretKey: SECRET_KEY,
      callbackToken: CALLBACK_TOKEN,
      callbackUrl: t.receiver.url,
      now: () => t.clock.now,
      settleAfterMs: SETTLE_AFTER_MS,
      ...options,
    };
    t.services = xenditSandbox(settings);
    t.app = await buildXenditSandbox({ ...settings, sandbox: t.services, perIpPerMinute: 1_000_000 });
    t.tick = createXenditTick(t.services);
  });
}

let references = 0;
/** A fresh platform-like withdrawal reference. */
export const newReference = () => `WD-${process.pid}-${Date.now()}-${++references}`;

/** A create-payout body as the platform sends one; `fields` replaces any of its fields. */
export function payoutBody(fields: Record<string, unknown> = {}) {
  return {
    reference_id: newReference(),
    channel_code: 'PH_GCASH',
    channel_properties: { account_holder_name: 'Juan Dela Cruz', account_number: '09171234567' },
    amount: 1500.5,
    currency: 'PHP',
    description: 'Withdrawal',
    ...fields,
  };
}

/** POST /v2/payouts through inject, with a fresh idempotency key unless one is given. */
export function postPayout(t: TestSandbox, body: Record<string, unknown>, key: string | null = `key-${newReference()}`) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/payouts',
    headers: { ...basic(), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

/** Creates a payout that must succeed; its resource. */
export async function createPayout(t: TestSandbox, fields: Record<string, unknown> = {}) {
  const res = await postPayout(t, payoutBody(fields));
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return res.json() as { id: string; reference_id: string; status: string; amount: number; failure_code?: string };
}

/** A payout's current resource through the API. */
export async function getPayout(t: TestSandbox, id: string) {
  return (await t.app.inject({ url: `/v2/payouts/${id}`, headers: basic() })).json() as {
    id: string;
    status: string;
    failure_code?: string;
  };
}

/** Delivers everything already due (earlier tests' leftovers too), so a test starts from a quiet receiver. */
export async function drain(t: TestSandbox): Promise<void> {
  t.receiver.status = 200;
  while ((await t.tick()).sent > 0);
  t.receiver.received.length = 0;
}
