import { describe, expect, it } from 'vitest';
import { basic, createPayout, newReference, payoutBody, postPayout, useTestSandbox } from './test-support';

const t = useTestSandbox();

describe('Xendit sandbox API: authentication', () => {
  it('refuses a missing key, a wrong key and a key with a password, in Xendit’s error shape', async () => {
    const body = payoutBody();
    const cases = [
      {},
      basic('xnd_development_wrong'),
      basic(undefined, 'password'),
      { authorization: 'Bearer xnd_development_sandbox_tests' },
    ];
    for (const headers of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/payouts',
        headers: { ...headers, 'idempotency-key': 'k-auth' },
        payload: body,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error_code: 'INVALID_API_KEY', message: expect.any(String) });
      expect(res.headers['www-authenticate']).toMatch(/^Basic /);
    }
    for (const url of ['/v2/payouts/disb-x', `/v2/payouts?reference_id=${body.reference_id}`]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    // Nothing was made by the refused calls.
    const list = await t.app.inject({ url: `/v2/payouts?reference_id=${body.reference_id}`, headers: basic() });
    expect(list.json()).toEqual({ data: [], has_more: false });
  });
});

describe('Xendit sandbox API: create', () => {
  it('answers an ACCEPTED payout in Xendit’s shape, amount in pesos', async () => {
    const body = payoutBody({ amount: 1500.5, metadata: { withdrawal: 'w-1', outlet_no: 24 } });
    const res = await postPayout(t, body, 'key-shape-1');
    expect(res.statusCode).toBe(200);
    const payout = res.json();
    expect(payout).toEqual({
      id: expect.stringMatching(/^disb-[0-9a-f-]{36}$/),
      amount: 1500.5,
      channel_code: 'PH_GCASH',
      currency: 'PHP',
      description: 'Withdrawal',
      reference_id: body.reference_id,
      status: 'ACCEPTED',
      created: '2030-01-15T04:00:00.000Z',
      updated: '2030-01-15T04:00:00.000Z',
      estimated_arrival_time: '2030-01-15T04:00:03.000Z',
      business_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      channel_properties: { account_holder_name: 'Juan Dela Cruz', account_number: '09171234567' },
      metadata: { withdrawal: 'w-1', outlet_no: 24 },
    });
    const stored = await t.db.query<{ amount: string }>(`SELECT amount::text FROM sandbox_xendit_payouts WHERE id = $1`, [payout.id]);
    expect(stored[0]!.amount).toBe('150050');
  });

  it('keeps centavos exact both ways (amounts whose ×100 is not exact in binary, the largest)', async () => {
    for (const amount of [1.01, 1.1, 2.3, 4.35, 19.99, 1000.01, 49_999.99]) {
      const payout = await createPayout(t, {
        channel_code: 'PH_BDO',
        channel_properties: { account_holder_name: 'A', account_number: '1234567890' },
        amount,
      });
      expect(payout.amount).toBe(amount);
    }
  });

  it('validates strictly: Xendit’s 400 codes, nothing created', async () => {
    const reference = newReference();
    const bad: [Record<string, unknown>, string, RegExp][] = [
      [{ amount: 10.005 }, 'API_VALIDATION_ERROR', /2 decimal/],
      [{ amount: -5 }, 'API_VALIDATION_ERROR', /amount/],
      [{ amount: '100' }, 'API_VALIDATION_ERROR', /"amount"/],
      [{ currency: 'IDR' }, 'API_VALIDATION_ERROR', /currency/],
      [{ channel_code: 'PH_NOPE' }, 'CHANNEL_CODE_NOT_SUPPORTED', /channel_code/],
      [{ channel_code: 'ID_BCA' }, 'CHANNEL_CODE_NOT_SUPPORTED', /channel_code/],
      [{ amount: 0.5 }, 'MINIMUM_TRANSFER_LIMIT_ERROR', /minimum/],
      [{ amount: 100_000.01 }, 'MAXIMUM_TRANSFER_LIMIT_ERROR', /maximum/],
      [{ surprise: true }, 'API_VALIDATION_ERROR', /"surprise" is not allowed/],
      [{ channel_properties: { account_holder_name: 'A' } }, 'API_VALIDATION_ERROR', /required property "account_number"/],
      [
        { channel_properties: { account_holder_name: 'A', account_number: '1', account_type: 'X' } },
        'API_VALIDATION_ERROR',
        /account_type/,
      ],
      [{ reference_id: '' }, 'API_VALIDATION_ERROR', /reference_id/],
      [{ description: 'x'.repeat(101) }, 'API_VALIDATION_ERROR', /description/],
    ];
    for (const [fields, code, message] of bad) {
      const res = await postPayout(t, payoutBody({ reference_id: reference, ...fields }));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json(), JSON.stringify(fields)).toEqual({ error_code: code, message: expect.stringMatching(message) });
    }
    const missing = payoutBody({ reference_id: reference }) as Record<string, unknown>;
    delete missing.amount;
    expect((await postPayout(t, missing)).json()).toMatchObject({
      error_code: 'API_VALIDATION_ERROR',
      message: 'Should have required property "amount"',
    });

    const list = await t.app.inject({ url: `/v2/payouts?reference_id=${reference}`, headers: basic() });
    expect(list.json().data).toEqual([]);
  });

  it('requires the Idempotency-key header, as Xendit does', async () => {
    const res = await postPayout(t, payoutBody(), null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR', message: expect.stringMatching(/Idempotency-key/) });
    const tooLong = await postPayout(t, payoutBody(), 'k'.repeat(101));
    expect(tooLong.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
  });

  it('is idempotent: the same key gives the same payout; another body under the key is DUPLICATE_ERROR', async () => {
    const body = payoutBody();
    const first = await postPayout(t, body, 'key-idem-1');
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await postPayout(t, reordered, 'key-idem-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);

    const other = await postPayout(t, { ...body, amount: 1500.51 }, 'key-idem-1');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ error_code: 'DUPLICATE_ERROR', message: expect.stringMatching(/idempotency key already exists/) });

    // Concurrent retries of one request make one payout.
    const key = 'key-idem-race';
    const racing = payoutBody();
    const answers = await Promise.all(Array.from({ length: 5 }, () => postPayout(t, racing, key)));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const list = await t.app.inject({ url: `/v2/payouts?reference_id=${racing.reference_id}`, headers: basic() });
    expect(list.json().data).toHaveLength(1);
  });
});

describe('Xendit sandbox API: read and cancel', () => {
  it('GET by id; an unknown id is DATA_NOT_FOUND', async () => {
    const created = await createPayout(t);
    const res = await t.app.inject({ url: `/v2/payouts/${created.id}`, headers: basic() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, status: 'ACCEPTED', reference_id: created.reference_id });
    const missing = await t.app.inject({ url: '/v2/payouts/disb-00000000-0000-0000-0000-000000000000', headers: basic() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error_code: 'DATA_NOT_FOUND', message: 'Payout not found' });
  });

  it('GET ?reference_id= lists every payout of a reference, newest first', async () => {
    const reference = newReference();
    const a = await createPayout(t, { reference_id: reference });
    const b = await createPayout(t, { reference_id: reference, amount: 20 });
    const res = await t.app.inject({ url: `/v2/payouts?reference_id=${reference}`, headers: basic() });
    expect(
      res
        .json()
        .data.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const one = await t.app.inject({ url: `/v2/payouts?reference_id=${reference}&limit=1`, headers: basic() });
    expect(one.json()).toMatchObject({ has_more: true, data: [expect.any(Object)] });
    expect((await t.app.inject({ url: '/v2/payouts', headers: basic() })).json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
    expect((await t.app.inject({ url: `/v2/payouts?reference_id=x&after_id=y`, headers: basic() })).statusCode).toBe(400);
  });

  it('cancels an ACCEPTED payout; a second cancel is INELIGIBLE_TRANSACTION_STATUS', async () => {
    const created = await createPayout(t, {
      channel_properties: { account_holder_name: 'A', account_number: '131313' },
      channel_code: 'PH_BPI',
    });
    const res = await t.app.inject({ method: 'POST', url: `/v2/payouts/${created.id}/cancels`, headers: basic() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, status: 'CANCELLED' });
    const again = await t.app.inject({ method: 'POST', url: `/v2/payouts/${created.id}/cancels`, headers: basic() });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ error_code: 'INELIGIBLE_TRANSACTION_STATUS' });
    const unknown = await t.app.inject({ method: 'POST', url: '/v2/payouts/disb-nope/cancels', headers: basic() });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers unknown addresses and unreadable bodies in Xendit’s shape, never a 5xx', async () => {
    const notFound = await t.app.inject({ url: '/v1/payouts', headers: basic() });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ error_code: 'NOT_FOUND' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/v2/payouts',
      headers: { ...basic(), 'idempotency-key': 'k-broken', 'content-type': 'application/json' },
      payload: '{"reference_id":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error_code: 'INVALID_JSON_FORMAT' });
    const nul = await postPayout(t, payoutBody({ description: 'a\u0000b' }));
    expect(nul.statusCode).toBe(400);
  });
});
