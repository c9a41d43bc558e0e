import { describe, expect, it } from 'vitest';
import { basic, checkoutBody, createSession, press, PUBLIC_URL, useTestSandbox } from './test-support';

const t = useTestSandbox();

const create = (payload: unknown, headers: Record<string, string> = basic()) =>
  t.app.inject({ method: 'POST', url: '/v1/checkout_sessions', headers, payload: payload as object });

describe('PayMongo-shaped API: authentication', () => {
  it('refuses calls without the secret key, with a wrong key, or with a password, in PayMongo’s error shape', async () => {
    for (const headers of [
      {},
      basic('sk_test_wrong'),
      basic(undefined, 'secret'),
      { authorization: 'Bearer sk_test_paymongo_sandbox_tests' },
    ]) {
      const res = await create(checkoutBody(), headers);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toContain('Basic');
      expect(res.json()).toEqual({ errors: [{ code: 'api_key_invalid', detail: expect.any(String) }] });
      expect(res.body).not.toContain('sk_test');
    }
    const read = await t.app.inject({ url: '/v1/checkout_sessions/cs_x' });
    expect(read.statusCode).toBe(401);
  });

  it('checks the key before the body', async () => {
    const res = await create({ nonsense: true }, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('PayMongo-shaped API: checkout sessions', () => {
  it('creates an active session with its hosted page, payments empty and an expiry', async () => {
    const res = await create(checkoutBody({ reference_number: 'DEP-1', metadata: { deposit: '42' } }));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.id).toMatch(/^cs_[A-Za-z0-9]{24}$/);
    expect(data.type).toBe('checkout_session');
    const a = data.attributes;
    expect(a).toMatchObject({
      checkout_url: `${PUBLIC_URL}/checkout/${data.id}`,
      status: 'active',
      reference_number: 'DEP-1',
      line_items: [{ amount: 123_456, currency: 'PHP', name: 'Deposit', quantity: 1 }],
      payment_method_types: ['gcash'],
      payments: [],
      livemode: false,
      metadata: { deposit: '42' },
      payment_intent: { id: expect.stringMatching(/^pi_/), type: 'payment_intent', attributes: { amount: 123_456 } },
    });
    expect(a.created_at).toBe(Math.floor(t.clock.now.getTime() / 1000));
    expect(a.expires_at - a.created_at).toBe(4 * 3600);

    const read = await t.app.inject({ url: `/v1/checkout_sessions/${data.id}`, headers: basic() });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(data);
  });

  it('gives each method its lifetime: GCash 4 h, Maya 30 min, QR Ph 30 min, online banking 1 h', async () => {
    const lifetimes: Record<string, number> = { gcash: 4 * 3600, paymaya: 1800, qrph: 1800, dob: 3600 };
    for (const [method, seconds] of Object.entries(lifetimes)) {
      const a = (await createSession(t, { payment_method_types: [method] })).attributes as unknown as {
        expires_at: number;
        created_at: number;
      };
      expect(a.expires_at - a.created_at, method).toBe(seconds);
    }
  });

  it('answers the same session for the same Idempotency-Key, and refuses the key with another body', async () => {
    const key = { ...basic(), 'idempotency-key': `dep-${Date.now()}` };
    const body = checkoutBody();
    const first = await create(body, key);
    const again = await create(body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const raceKey = `race-${Date.now()}`;
    const together = await Promise.all([1, 2, 3].map(() => create(body, { ...basic(), 'idempotency-key': raceKey })));
    expect(new Set(together.map((r) => r.json().data.id)).size).toBe(1);

    const other = await create(checkoutBody({ line_items: [{ amount: 5000, currency: 'PHP', name: 'Deposit', quantity: 1 }] }), key);
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0]).toMatchObject({ code: 'parameter_invalid', source: { attribute: 'Idempotency-Key' } });
    const bad = await create(body, { ...basic(), 'idempotency-key': 'x'.repeat(256) });
    expect(bad.json().errors[0].code).toBe('parameter_format_invalid');
    // Without a key every call opens a new session.
    expect((await create(body)).json().data.id).not.toBe((await create(body)).json().data.id);
  });

  it('refuses bad bodies with PayMongo’s codes and the attribute at fault', async () => {
    const item = (fields: object) => ({ line_items: [{ amount: 5000, currency: 'PHP', name: 'Deposit', quantity: 1, ...fields }] });
    const cases: [unknown, string, string][] = [
      [checkoutBody(item({ amount: 1999 })), 'parameter_below_minimum', 'line_items.0.amount'],
      [checkoutBody(item({ amount: 1_000_000_000 })), 'parameter_above_maximum', 'line_items.0.amount'],
      [checkoutBody(item({ amount: '5000' })), 'parameter_data_type_invalid', 'line_items.0.amount'],
      [checkoutBody(item({ amount: 5000.5 })), 'parameter_data_type_invalid', 'line_items.0.amount'],
      [checkoutBody(item({ currency: 'USD' })), 'parameter_invalid', 'line_items.0.currency'],
      [checkoutBody(item({ quantity: 0 })), 'parameter_below_minimum', 'line_items.0.quantity'],
      [checkoutBody({ line_items: [] }), 'parameter_format_invalid', 'line_items'],
      [checkoutBody({ payment_method_types: ['card'] }), 'parameter_invalid', 'payment_method_types.0'],
      [checkoutBody({ payment_method_types: ['gcash', 'gcash'] }), 'parameter_format_invalid', 'payment_method_types'],
      [checkoutBody({ success_url: 'javascript:alert(1)' }), 'parameter_format_invalid', 'success_url'],
      [checkoutBody({ cancel_url: undefined }), 'parameter_required', 'cancel_url'],
      [checkoutBody({ send_sms: true }), 'parameter_invalid', 'send_sms'],
      [checkoutBody({ metadata: { 'bad key': 'x' } }), 'parameter_invalid', 'metadata.bad key'],
      [
        checkoutBody({ line_items: Array(2).fill({ amount: 999_999_999, currency: 'PHP', name: 'x', quantity: 1 }) }),
        'parameter_above_maximum',
        'line_items',
      ],
      [{}, 'parameter_required', 'data'],
    ];
    for (const [payload, code, pointer] of cases) {
      const res = await create(payload);
      expect(res.statusCode, pointer).toBe(400);
      expect(res.json().errors[0], pointer).toMatchObject({ code, detail: expect.any(String), source: { pointer } });
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout_sessions',
      headers: { ...basic(), 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors[0].code).toBe('parameter_format_invalid');
  });

  it('answers 404 in PayMongo’s shape for an unknown session or address', async () => {
    const res = await t.app.inject({ url: '/v1/checkout_sessions/cs_nope', headers: basic() });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('resource_not_found');
    expect((await t.app.inject({ url: '/v1/nothing', headers: basic() })).json().errors[0].code).toBe('resource_not_found');
  });

  it('reads a session as expired once its time is up, and expires one on request', async () => {
    const maya = await createSession(t, { payment_method_types: ['paymaya'] });
    t.clock.advance(30 * 60_000 - 1000);
    const read = async (id: string) =>
      (await t.app.inject({ url: `/v1/checkout_sessions/${id}`, headers: basic() })).json().data.attributes;
    expect((await read(maya.id)).status).toBe('active');
    t.clock.advance(1000);
    expect((await read(maya.id)).status).toBe('expired');

    const gcash = await createSession(t);
    const expired = await t.app.inject({ method: 'POST', url: `/v1/checkout_sessions/${gcash.id}/expire`, headers: basic() });
    expect(expired.statusCode).toBe(200);
    expect(expired.json().data.attributes.status).toBe('expired');
    expect((await read(gcash.id)).status).toBe('expired');
    // Expiring again answers the session as it is (an empty body labelled JSON is no body).
    const twice = await t.app.inject({
      method: 'POST',
      url: `/v1/checkout_sessions/${gcash.id}/expire`,
      headers: { ...basic(), 'content-type': 'application/json' },
      payload: '',
    });
    expect(twice.json().data.attributes.status).toBe('expired');
  });

  it('will not expire a paid session', async () => {
    const session = await createSession(t);
    await press(t, session.id, 'authorize');
    const res = await t.app.inject({ method: 'POST', url: `/v1/checkout_sessions/${session.id}/expire`, headers: basic(), payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('resource_succeeded_state');
  });

  it('shows a paid session with its payment, and a declined attempt as a failed payment on a session still active', async () => {
    const session = await createSession(t, { metadata: { deposit: '7' } });
    await press(t, session.id, 'fail');
    const afterFail = (await t.app.inject({ url: `/v1/checkout_sessions/${session.id}`, headers: basic() })).json().data.attributes;
    expect(afterFail.status).toBe('active');
    expect(afterFail.payments).toHaveLength(1);
    expect(afterFail.payments[0]).toMatchObject({
      id: expect.stringMatching(/^pay_/),
      type: 'payment',
      attributes: { status: 'failed', failed_code: 'generic_decline', failed_message: expect.any(String), paid_at: null, amount: 123_456 },
    });

    await press(t, session.id, 'authorize');
    const paid = (await t.app.inject({ url: `/v1/checkout_sessions/${session.id}`, headers: basic() })).json().data.attributes;
    expect(paid.status).toBe('paid');
    expect(paid.payment_intent.attributes.status).toBe('succeeded');
    expect(paid.payment_method_used).toBe('gcash');
    expect(paid.payments.map((p: { attributes: { status: string } }) => p.attributes.status)).toEqual(['failed', 'paid']);
    expect(paid.payments[1].attributes).toMatchObject({
      paid_at: Math.floor(t.clock.now.getTime() / 1000),
      currency: 'PHP',
      external_reference_number: session.attributes.reference_number,
      payment_intent_id: paid.payment_intent.id,
      metadata: { deposit: '7', checkout_session_id: session.id },
      source: { type: 'gcash' },
    });
  });

  it('refuses text PostgreSQL cannot store with a 400, anywhere in the request, and writes nothing', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sandbox_paymongo_checkout_sessions');
    const answers = await Promise.all([
      create(checkoutBody({ metadata: { deposit: 'a\u0000b' } })),
      create(checkoutBody({ reference_number: 'x\ud800' })),
      create(checkoutBody(), { ...basic(), 'idempotency-key': 'k\u0000' }),
      t.app.inject({ url: '/v1/checkout_sessions/cs_%00', headers: basic() }),
      t.app.inject({ url: '/checkout/cs_%00' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sandbox_paymongo_checkout_sessions');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('sends its security headers on every answer', async () => {
    const res = await t.app.inject({ url: '/v1/checkout_sessions/cs_nope', headers: basic() });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
