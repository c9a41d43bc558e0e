import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PayoutUnknown, type PayoutProvider, type PayoutRequest } from '../payouts';
import { payoutOf, xenditPayouts } from './gateway';
import { toCentavos, toPesos } from './money';
import { CALLBACK_TOKEN, newReference, SECRET_KEY, SETTLE_AFTER_MS, useTestSandbox } from './test-support';

/**
 * Well below the 5 s the sandbox holds a timed-out answer, and well above what a real answer takes
 * on a loaded CI machine (400 ms was not: ordinary calls timed out).
 */
const CLIENT_TIMEOUT_MS = 2_000;
const t = useTestSandbox({ faultHoldMs: 5_000 });
let apiUrl = '';
let gateway: PayoutProvider;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  gateway = xenditPayouts({ apiUrl, secretKey: SECRET_KEY, callbackToken: CALLBACK_TOKEN, timeoutMs: CLIENT_TIMEOUT_MS });
});

const setFault = (fault: 'timeout' | 'server_error', on: boolean) =>
  t.app.inject({ method: 'POST', url: `/sandbox/faults/${fault}/${on ? 'on' : 'off'}` });

afterEach(async () => {
  await setFault('timeout', false);
  await setFault('server_error', false);
});
afterAll(async () => {
  await setFault('timeout', false);
});

function request(fields: Partial<PayoutRequest> = {}): PayoutRequest {
  const referenceId = newReference();
  return {
    referenceId,
    idempotencyKey: `withdrawal:${referenceId}`,
    channelCode: 'PH_GCASH',
    accountHolderName: 'Juan Dela Cruz',
    accountNumber: '09171234567',
    amount: 150_050,
    currency: 'PHP',
    description: `Withdrawal ${referenceId}`,
    ...fields,
  };
}

describe('xenditPayouts against the sandbox (over HTTP)', () => {
  it('create → findByReference → SUCCEEDED after the tick, amounts in centavos both ways', async () => {
    const req = request();
    const created = await gateway.createPayout(req);
    expect(created).toEqual({
      providerRef: expect.stringMatching(/^disb-/),
      referenceId: req.referenceId,
      status: 'ACCEPTED',
      amount: 150_050,
      currency: 'PHP',
    });
    expect(await gateway.findByReference(req.referenceId)).toEqual(created);

    // A retry with the same key is the same payout.
    expect((await gateway.createPayout(req)).providerRef).toBe(created.providerRef);

    t.clock.advance(SETTLE_AFTER_MS);
    await t.tick();
    expect(await gateway.findByReference(req.referenceId)).toEqual({ ...created, status: 'SUCCEEDED' });
    expect(await gateway.findByReference(newReference())).toBeNull();
  });

  it('reads failures and reversals with their codes', async () => {
    const failed = request({ accountNumber: '09170000000' });
    const reversed = request({ accountNumber: '09172222222' });
    await gateway.createPayout(failed);
    await gateway.createPayout(reversed);
    t.clock.advance(SETTLE_AFTER_MS);
    await t.tick();
    await t.tick();
    expect(await gateway.findByReference(failed.referenceId)).toMatchObject({ status: 'FAILED', failureCode: 'INVALID_DESTINATION' });
    expect(await gateway.findByReference(reversed.referenceId)).toMatchObject({ status: 'REVERSED', failureCode: 'INVALID_DESTINATION' });
  });

  it('timeout switch: create throws PayoutUnknown, yet the payout was made and is found by reference afterwards', async () => {
    await setFault('timeout', true);
    const req = request();
    const started = Date.now();
    await expect(gateway.createPayout(req)).rejects.toBeInstanceOf(PayoutUnknown);
    expect(Date.now() - started).toBeLessThan(4_000);
    // While the switch is on, asking times out too: still unknown, never "none".
    await expect(gateway.findByReference(req.referenceId)).rejects.toBeInstanceOf(PayoutUnknown);
    await setFault('timeout', false);
    const found = await gateway.findByReference(req.referenceId);
    expect(found).toMatchObject({
      referenceId: req.referenceId,
      status: 'ACCEPTED',
      amount: req.amount,
      providerRef: expect.stringMatching(/^disb-/),
    });
    // Asking again with the same key answers that payout, not a second one.
    expect((await gateway.createPayout(req)).providerRef).toBe(found!.providerRef);
  });

  it('500 switch: create and find throw PayoutUnknown; the payout exists once the switch is off', async () => {
    await setFault('server_error', true);
    const req = request();
    await expect(gateway.createPayout(req)).rejects.toBeInstanceOf(PayoutUnknown);
    await expect(gateway.findByReference(req.referenceId)).rejects.toBeInstanceOf(PayoutUnknown);
    await setFault('server_error', false);
    expect(await gateway.findByReference(req.referenceId)).toMatchObject({ status: 'ACCEPTED', amount: req.amount });
  });

  it('a validation refusal is a FAILED payout with Xendit’s error code (nothing was made: the hold may go back)', async () => {
    const req = request({ channelCode: 'PH_NOWHERE' });
    expect(await gateway.createPayout(req)).toEqual({
      providerRef: '',
      referenceId: req.referenceId,
      status: 'FAILED',
      amount: req.amount,
      currency: 'PHP',
      failureCode: 'CHANNEL_CODE_NOT_SUPPORTED',
    });
    expect(await gateway.findByReference(req.referenceId)).toBeNull();
    const tooMuch = await gateway.createPayout(request({ amount: 100_000_01 }));
    expect(tooMuch).toMatchObject({ status: 'FAILED', failureCode: 'MAXIMUM_TRANSFER_LIMIT_ERROR' });
  });

  it('DUPLICATE_ERROR (same key, other body) is unknown, not failed: a payout exists under that key', async () => {
    const req = request();
    const first = await gateway.createPayout(req);
    await expect(gateway.createPayout({ ...req, amount: req.amount + 1 })).rejects.toBeInstanceOf(PayoutUnknown);
    expect((await gateway.findByReference(req.referenceId))!.providerRef).toBe(first.providerRef);
  });

  it('a wrong key, an unreachable provider and an unreadable answer are unknown', async () => {
    const wrongKey = xenditPayouts({ apiUrl, secretKey: 'xnd_development_wrong', callbackToken: CALLBACK_TOKEN });
    await expect(wrongKey.createPayout(request())).rejects.toBeInstanceOf(PayoutUnknown);
    await expect(wrongKey.findByReference('x')).rejects.toBeInstanceOf(PayoutUnknown);
    const nowhere = xenditPayouts({ apiUrl: 'http://127.0.0.1:9', secretKey: SECRET_KEY, callbackToken: CALLBACK_TOKEN });
    await expect(nowhere.createPayout(request())).rejects.toBeInstanceOf(PayoutUnknown);
    const html = xenditPayouts({
      apiUrl,
      secretKey: SECRET_KEY,
      callbackToken: CALLBACK_TOKEN,
      fetch: async () => new Response('<html>gateway</html>', { status: 200 }),
    });
    await expect(html.createPayout(request())).rejects.toBeInstanceOf(PayoutUnknown);
    await expect(html.findByReference('x')).rejects.toBeInstanceOf(PayoutUnknown);
    const proxy400 = xenditPayouts({
      apiUrl,
      secretKey: SECRET_KEY,
      callbackToken: CALLBACK_TOKEN,
      fetch: async () => new Response('Bad Request', { status: 400 }),
    });
    await expect(proxy400.createPayout(request())).rejects.toBeInstanceOf(PayoutUnknown);
  });

  it('sends Xendit’s body: pesos, Basic auth, the Idempotency-key header', async () => {
    let seen: { url: string; init: RequestInit } | null = null;
    const spy = xenditPayouts({
      apiUrl: 'https://api.example/',
      secretKey: SECRET_KEY,
      callbackToken: CALLBACK_TOKEN,
      fetch: async (url, init) => {
        seen = { url: String(url), init: init! };
        return new Response('{"error_code":"SERVER_ERROR","message":"x"}', { status: 500 });
      },
    });
    const req = request({ amount: 1 });
    await expect(spy.createPayout(req)).rejects.toBeInstanceOf(PayoutUnknown);
    const { url, init } = seen!;
    expect(url).toBe('https://api.example/v2/payouts');
    const headers = init.headers as Record<string, string>;
    expect(headers['idempotency-key']).toBe(req.idempotencyKey);
    expect(headers.authorization).toBe(`Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`);
    expect(JSON.parse(init.body as string)).toEqual({
      reference_id: req.referenceId,
      channel_code: 'PH_GCASH',
      channel_properties: { account_holder_name: 'Juan Dela Cruz', account_number: '09171234567' },
      amount: 0.01,
      currency: 'PHP',
      description: req.description,
    });
  });
});

describe('mapping Xendit’s payouts', () => {
  const base = { id: 'disb-1', reference_id: 'r', amount: 12.34, currency: 'PHP' };

  it('CANCELLED is FAILED with failureCode CANCELLED; in-flight statuses are ACCEPTED; unknown ones are unknown', () => {
    expect(payoutOf({ ...base, status: 'CANCELLED' })).toEqual({
      providerRef: 'disb-1',
      referenceId: 'r',
      status: 'FAILED',
      amount: 1234,
      currency: 'PHP',
      failureCode: 'CANCELLED',
    });
    for (const status of ['ACCEPTED', 'REQUESTED', 'PENDING_COMPLIANCE_ASSESSMENT'])
      expect(payoutOf({ ...base, status }).status).toBe('ACCEPTED');
    expect(payoutOf({ ...base, status: 'FAILED', failure_code: 'INSUFFICIENT_BALANCE' })).toMatchObject({
      failureCode: 'INSUFFICIENT_BALANCE',
    });
    expect(() => payoutOf({ ...base, status: 'TELEPORTED' })).toThrow(PayoutUnknown);
    expect(() => payoutOf({ ...base, amount: '12.34', status: 'SUCCEEDED' })).toThrow(PayoutUnknown);
  });

  it('findByReference prefers the payout that moved money when a reference has several', async () => {
    const fake = (data: unknown[]) =>
      xenditPayouts({
        apiUrl,
        secretKey: SECRET_KEY,
        callbackToken: CALLBACK_TOKEN,
        fetch: async () => Response.json({ data, has_more: false }),
      });
    const list = [
      { ...base, id: 'disb-new', status: 'FAILED' },
      { ...base, id: 'disb-old', status: 'SUCCEEDED' },
    ];
    expect((await fake(list).findByReference('r'))!.providerRef).toBe('disb-old');
    await expect(fake([{ ...base, reference_id: 'other', status: 'SUCCEEDED' }]).findByReference('r')).rejects.toBeInstanceOf(
      PayoutUnknown,
    );
    const bare = xenditPayouts({ apiUrl, secretKey: SECRET_KEY, callbackToken: CALLBACK_TOKEN, fetch: async () => Response.json([]) });
    expect(await bare.findByReference('r')).toBeNull();
  });

  it('converts money exactly', () => {
    expect(toPesos(150_050)).toBe(1500.5);
    expect(toPesos(1)).toBe(0.01);
    for (const centavos of [1, 29, 110, 230, 435, 1999, 100_001, 4_999_999, 123_456_789_01])
      expect(toCentavos(toPesos(centavos))).toBe(centavos);
    expect(toCentavos(1.005)).toBeNull();
    expect(toCentavos(0.1 + 0.2)).toBeNull();
    expect(toCentavos(Number.NaN)).toBeNull();
  });
});

describe('verifyCallback', () => {
  it('accepts the token and refuses anything else', () => {
    expect(gateway.verifyCallback(CALLBACK_TOKEN)).toBe(true);
    for (const token of [undefined, '', 'x', CALLBACK_TOKEN.slice(0, -1), `${CALLBACK_TOKEN} `, CALLBACK_TOKEN.toUpperCase()]) {
      expect(gateway.verifyCallback(token)).toBe(false);
    }
  });
});
