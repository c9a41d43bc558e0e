import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayUnavailable, type CheckoutRequest } from '../payments';
import { paymongoGateway } from './gateway';
import { signatureHeader } from './signature';
import { MERCHANT, press, PUBLIC_URL, SECRET_KEY, useTestSandbox, WEBHOOK_SECRET } from './test-support';

const t = useTestSandbox();
let apiUrl = '';
beforeAll(async () => {
  apiUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const gateway = (overrides: Partial<Parameters<typeof paymongoGateway>[0]> = {}) =>
  paymongoGateway({ apiUrl, origin: PUBLIC_URL, secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, ...overrides });

let deposits = 0;
const request = (fields: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  reference: `D${process.pid}x${++deposits}`,
  amount: 50_000,
  currency: 'PHP',
  method: 'gcash',
  description: 'Deposit',
  successUrl: `${MERCHANT}/m/deposit/done`,
  cancelUrl: `${MERCHANT}/m/deposit/cancelled`,
  idempotencyKey: `idem-${process.pid}-${deposits}-${Math.random()}`,
  ...fields,
});

/** A local server that answers every request with `handle` (or never, when it returns nothing). */
async function fakeApi(handle: (url: string) => { status: number; body: string } | null): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const answer = handle(req.url ?? '');
    if (answer) res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
const servers: Server[] = [];
afterAll(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

describe('the PayMongo gateway against the sandbox (over HTTP)', () => {
  it('opens a checkout on the sandbox’s page origin, with its expiry, once per idempotency key', async () => {
    const ask = request();
    const checkout = await gateway().createCheckout(ask);
    expect(checkout.providerRef).toMatch(/^cs_/);
    expect(checkout.checkoutUrl).toBe(`${PUBLIC_URL}/checkout/${checkout.providerRef}`);
    expect(checkout.expiresAt.getTime()).toBe(Math.floor(t.clock.now.getTime() / 1000) * 1000 + 4 * 3600_000);
    expect((await gateway().createCheckout(ask)).providerRef).toBe(checkout.providerRef);
    expect(gateway().origin).toBe(PUBLIC_URL);
    expect(gateway().code).toBe('paymongo');
  });

  it('reads a checkout back: pending, failed after a decline, paid after an authorization', async () => {
    const ask = request({ amount: 123_400 });
    const { providerRef } = await gateway().createCheckout(ask);
    const expected = { providerRef, reference: ask.reference, amount: 123_400, currency: 'PHP' };
    expect(await gateway().getPayment(providerRef)).toEqual({ ...expected, status: 'pending' });
    await press(t, providerRef, 'fail');
    expect(await gateway().getPayment(providerRef)).toEqual({ ...expected, status: 'failed' });
    await press(t, providerRef, 'authorize');
    expect(await gateway().getPayment(providerRef)).toEqual({ ...expected, status: 'paid' });
  });

  it('reads an expired checkout as expired, by the button and by the clock', async () => {
    const byButton = await gateway().createCheckout(request({ method: 'dob', bankCode: 'ubp' }));
    await press(t, byButton.providerRef, 'expire');
    expect((await gateway().getPayment(byButton.providerRef)).status).toBe('expired');
    const byClock = await gateway().createCheckout(request({ method: 'qrph' }));
    t.clock.advance(30 * 60_000);
    expect((await gateway().getPayment(byClock.providerRef)).status).toBe('expired');
  });

  it('throws GatewayUnavailable on a refusal: a wrong key, an unknown checkout, a body the provider refuses', async () => {
    await expect(gateway({ secretKey: 'sk_test_wrong' }).createCheckout(request())).rejects.toBeInstanceOf(GatewayUnavailable);
    await expect(gateway().getPayment('cs_unknown')).rejects.toBeInstanceOf(GatewayUnavailable);
    await expect(gateway().createCheckout(request({ amount: 1999 }))).rejects.toBeInstanceOf(GatewayUnavailable);
  });
});

describe('the PayMongo gateway when the provider misbehaves', () => {
  it('throws GatewayUnavailable on a timeout, a 500, no listener and an unreadable answer', async () => {
    const hanging = await fakeApi(() => null);
    const failing = await fakeApi(() => ({ status: 500, body: '{"errors":[{"code":"internal"}]}' }));
    const garbled = await fakeApi(() => ({ status: 200, body: 'not json' }));
    servers.push(hanging.server, failing.server, garbled.server);
    const started = Date.now();
    await expect(gateway({ apiUrl: hanging.url, timeoutMs: 100 }).getPayment('cs_x')).rejects.toThrow(/no answer in 100 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(gateway({ apiUrl: hanging.url, timeoutMs: 100 }).createCheckout(request())).rejects.toBeInstanceOf(GatewayUnavailable);
    await expect(gateway({ apiUrl: failing.url }).getPayment('cs_x')).rejects.toThrow(/HTTP 500/);
    await expect(gateway({ apiUrl: failing.url }).createCheckout(request())).rejects.toBeInstanceOf(GatewayUnavailable);
    await expect(gateway({ apiUrl: 'http://127.0.0.1:9' }).getPayment('cs_x')).rejects.toBeInstanceOf(GatewayUnavailable);
    await expect(gateway({ apiUrl: garbled.url }).getPayment('cs_x')).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it('refuses a checkout_url off the hosted pages’ origin', async () => {
    await expect(gateway({ origin: 'https://checkout.paymongo.com' }).createCheckout(request())).rejects.toThrow(/origin/);
  });

  it('falls back on the method’s lifetime when the answer has no expires_at (PayMongo’s own answer)', async () => {
    const created = 1_900_000_000;
    const api = await fakeApi(() => ({
      status: 200,
      body: JSON.stringify({
        data: {
          id: 'cs_real',
          type: 'checkout_session',
          attributes: { checkout_url: 'https://checkout.paymongo.com/cs_real#key', created_at: created, status: 'active' },
        },
      }),
    }));
    servers.push(api.server);
    const checkout = await gateway({ apiUrl: api.url, origin: 'https://checkout.paymongo.com' }).createCheckout(
      request({ method: 'paymaya' }),
    );
    expect(checkout).toEqual({
      providerRef: 'cs_real',
      checkoutUrl: 'https://checkout.paymongo.com/cs_real#key',
      expiresAt: new Date((created + 1800) * 1000),
    });
  });
});

describe('verifyWebhook', () => {
  const now = new Date('2030-06-01T00:00:00Z');
  const t0 = Math.floor(now.getTime() / 1000);
  const event = (data: unknown, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      data: {
        id: 'evt_1',
        type: 'event',
        attributes: { type: 'checkout_session.payment.paid', livemode: false, data, created_at: t0, ...extra },
      },
    });
  const session = { id: 'cs_abc', type: 'checkout_session', attributes: { status: 'paid' } };
  const verify = (body: string, header: string | undefined, at = now) => gateway().verifyWebhook(Buffer.from(body), header, at);

  it('accepts a good test-mode signature and names the checkout', () => {
    const body = event(session);
    expect(verify(body, signatureHeader(WEBHOOK_SECRET, t0, body))).toEqual({
      ok: true,
      event: { eventId: 'evt_1', eventType: 'checkout_session.payment.paid', providerRef: 'cs_abc' },
    });
  });

  it('accepts a live-mode signature in li, and finds a payment’s checkout in its metadata', () => {
    const body = event(
      { id: 'pay_1', type: 'payment', attributes: { metadata: { checkout_session_id: 'cs_def' } } },
      { type: 'payment.paid' },
    );
    const live = signatureHeader(WEBHOOK_SECRET, t0, body).replace(/te=([0-9a-f]+),li=$/, 'te=,li=$1');
    expect(verify(body, live)).toMatchObject({ ok: true, event: { eventType: 'payment.paid', providerRef: 'cs_def' } });
    const other = event({ id: 'src_1', type: 'source', attributes: {} }, { type: 'source.chargeable' });
    expect(verify(other, signatureHeader(WEBHOOK_SECRET, t0, other))).toMatchObject({ ok: true, event: { providerRef: null } });
  });

  it('refuses a forged signature, a changed body, and a header not of PayMongo’s form', () => {
    const body = event(session);
    expect(verify(body, signatureHeader('another-secret', t0, body))).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verify(body.replace('cs_abc', 'cs_xyz'), signatureHeader(WEBHOOK_SECRET, t0, body))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verify(body, signatureHeader(WEBHOOK_SECRET, t0 + 1, body).replace(`t=${t0 + 1}`, `t=${t0}`))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    for (const header of ['garbage', `t=${t0}`, `t=${t0},te=,li=`, `t=abc,te=${'0'.repeat(64)},li=`, `t=${t0},te=zz,li=`]) {
      expect(verify(body, header), header).toEqual({ ok: false, reason: 'bad_signature' });
    }
  });

  it('refuses a timestamp more than 300 s away, either way', () => {
    const body = event(session);
    expect(verify(body, signatureHeader(WEBHOOK_SECRET, t0 - 300, body)).ok).toBe(true);
    expect(verify(body, signatureHeader(WEBHOOK_SECRET, t0 - 301, body))).toEqual({ ok: false, reason: 'stale' });
    expect(verify(body, signatureHeader(WEBHOOK_SECRET, t0 + 301, body))).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses a signed body that is not an event', () => {
    const bodies = [
      'not json',
      '[]',
      JSON.stringify({ data: { id: 'evt_1', attributes: { created_at: t0 } } }),
      JSON.stringify({ data: { attributes: { type: 'payment.paid', created_at: t0 } } }),
      JSON.stringify({ data: { id: 'evt_1', attributes: { type: 'payment.paid' } } }),
    ];
    for (const body of bodies)
      expect(verify(body, signatureHeader(WEBHOOK_SECRET, t0, body)), body).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a webhook without a signature', () => {
    const body = event(session);
    expect(verify(body, undefined)).toEqual({ ok: false, reason: 'missing_signature' });
    expect(verify(body, '')).toEqual({ ok: false, reason: 'missing_signature' });
  });
});
