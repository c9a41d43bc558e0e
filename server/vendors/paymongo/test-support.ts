import { basicHeader, useTestBed, type Receiver, type TestBed } from '../sandbox-test-support';
import { buildPaymongoSandbox, type PaymongoSandboxApp } from './app';
import { createPaymongoTick, paymongoSandbox, type PaymongoSandbox, type PaymongoSandboxOptions, type TickReport } from './sandbox';

export const SECRET_KEY = 'sk_test_paymongo_sandbox_tests';
export const WEBHOOK_SECRET = 'whsk_paymongo_sandbox_tests';
export const PUBLIC_URL = 'http://localhost:8082';
export const MERCHANT = 'http://localhost:8080';

/** The Basic-auth header PayMongo's API takes: the secret key as user name, no password. */
export const basic = (user = SECRET_KEY, password = '') => basicHeader(user, password);

/** The provider's settings on a test bed: its database, clock and receiver. */
export const sandboxOptions = (t: Pick<TestBed, 'db' | 'clock' | 'receiver'>): PaymongoSandboxOptions => ({
  db: t.db,
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
  webhookUrl: t.receiver.url,
  publicUrl: PUBLIC_URL,
  now: () => t.clock.now,
});

export interface TestSandbox extends TestBed {
  services: PaymongoSandbox;
  app: PaymongoSandboxApp;
  tick: () => Promise<TickReport>;
}

/**
 * The sandbox provider on a fresh database (PGlite, or PostgreSQL with SERVER_TEST_DB=postgres)
 * for one test file, with a fake clock and a local webhook receiver. Call it at the top level.
 */
export function useTestSandbox(options: { deliveryTimeoutMs?: number; fetch?: typeof fetch } = {}): TestSandbox {
  return useTestBed<TestSandbox>('/webhooks/paymongo', async (t) => {
    const settings = { ...sandboxOptions(t), ...options };
    t.services = paymongoSandbox(settings);
    t.app = await buildPaymongoSandbox({ ...settings, sandbox: t.services, perIpPerMinute: 1_000_000 });
    t.tick = createPaymongoTick(t.services);
  });
}

let references = 0;

/** A create-checkout body as the platform sends one; `attributes` replaces any of its attributes. */
export function checkoutBody(attributes: Record<string, unknown> = {}) {
  return {
    data: {
      attributes: {
        line_items: [{ amount: 123_456, currency: 'PHP', name: 'Deposit', quantity: 1 }],
        payment_method_types: ['gcash'],
        reference_number: `DEP-${process.pid}-${++references}`,
        description: 'Deposit',
        success_url: `${MERCHANT}/m/deposit/done`,
        cancel_url: `${MERCHANT}/m/deposit/cancelled`,
        ...attributes,
      },
    },
  };
}

/** Opens a checkout session through the API; its id and attributes. */
export async function createSession(t: TestSandbox, attributes: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/v1/checkout_sessions', headers: basic(), payload: checkoutBody(attributes) });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return res.json().data as { id: string; attributes: Record<string, unknown> & { checkout_url: string; status: string } };
}

/** Presses one of the hosted page's buttons, as a browser posts its form. */
export function press(t: TestSandbox, id: string, action: 'authorize' | 'fail' | 'expire') {
  return t.app.inject({
    method: 'POST',
    url: `/checkout/${id}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

/** The event types and ids the receiver got, in order. */
export const receivedEvents = (receiver: Receiver) =>
  receiver.received.map((r) => {
    const event = JSON.parse(r.body).data;
    return { id: event.id as string, type: event.attributes.type as string, data: event.attributes.data };
  });
