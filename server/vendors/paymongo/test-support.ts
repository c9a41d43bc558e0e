import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/types';
import { openTestDb } from '../../test/harness';
import { buildPaymongoSandbox, type PaymongoSandboxApp } from './app';
import { createPaymongoTick, paymongoSandbox, type PaymongoSandbox, type TickReport } from './sandbox';

export const SECRET_KEY = 'sk_test_paymongo_sandbox_tests';
export const WEBHOOK_SECRET = 'whsk_paymongo_sandbox_tests';
export const PUBLIC_URL = 'http://localhost:8082';
export const MERCHANT = 'http://localhost:8080';

/** The Basic-auth header PayMongo's API takes: the secret key as user name, no password. */
export const basic = (user = SECRET_KEY, password = '') => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

/** A webhook as the receiver got it. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server standing in for the platform's webhook receiver: it records every post and answers `status`. */
export interface Receiver {
  url: string;
  received: Received[];
  status: number;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver = { received: [] as Received[], status: 200 } as Receiver;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(receiver.status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/paymongo`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

/** The provider's clock, which a test moves instead of waiting. */
export interface Clock {
  now: Date;
  advance(ms: number): void;
}

export interface TestSandbox {
  db: Db;
  clock: Clock;
  receiver: Receiver;
  services: PaymongoSandbox;
  app: PaymongoSandboxApp;
  tick: () => Promise<TickReport>;
}

/**
 * The sandbox provider on a fresh database (PGlite, or PostgreSQL with SERVER_TEST_DB=postgres)
 * for one test file, with a fake clock and a local webhook receiver. Call it at the top level.
 */
export function useTestSandbox(options: { deliveryTimeoutMs?: number; fetch?: typeof fetch } = {}): TestSandbox {
  const t = {} as TestSandbox;
  beforeAll(async () => {
    t.db = await openTestDb();
    t.receiver = await startReceiver();
    const clock: Clock = {
      now: new Date('2030-01-15T04:00:00.000Z'),
      advance(ms) {
        this.now = new Date(this.now.getTime() + ms);
      },
    };
    t.clock = clock;
    const settings = {
      db: t.db,
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: t.receiver.url,
      publicUrl: PUBLIC_URL,
      now: () => clock.now,
      ...options,
    };
    t.services = paymongoSandbox(settings);
    t.app = await buildPaymongoSandbox({ ...settings, sandbox: t.services, perIpPerMinute: 1_000_000 });
    t.tick = createPaymongoTick(t.services);
  });
  afterAll(async () => {
    await t.app?.close();
    await t.receiver?.close();
    await t.db?.close();
  });
  return t;
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
