import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, inboxNews, sessionPlayer, testOperator, useTestApp } from '../../test/harness';
import { reconcileDeposits } from './gateway-events';
import { multipart } from '../../test/multipart';

/** Deposits by manual transfer and crypto, the channel list and the order's rules (the gateway has its own file). */
const t = useTestApp({ PAYMENT_SANDBOX: 'off' });

const MANUAL = { bankType: 'MT', vendorId: 401, bankCode: 'BDO' } as const;
const BTC = { bankType: 'BTC', vendorId: 501, bankCode: 'BTC' } as const;

async function order(token: string, body: Record<string, unknown>, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/deposit/orders',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

async function balanceOf(token: string) {
  return (await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(token) })).json().value;
}

async function depositCount(memberId: number): Promise<number> {
  const rows = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM deposits WHERE member_id = $1', [memberId]);
  return Number(rows[0]!.n);
}

function receiptForm(token: string, file: Buffer, reference: string) {
  const form = multipart([
    { name: 'reference', content: reference },
    { name: 'receipt', filename: 'slip.png', contentType: 'image/png', content: file },
  ]);
  return { payload: form.payload, headers: { ...bearer(token), ...form.headers } };
}

const slip = () =>
  sharp({ create: { width: 40, height: 60, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

describe('the deposit channels', () => {
  it('lists the enabled types in order, each with its channels, and hides the operator’s accounts', async () => {
    const { token } = await sessionPlayer(t);
    const list = (await t.app.inject({ url: '/wps/deposit/channels', headers: bearer(token) })).json().value;
    // No payment gateway is connected in this file: its channels (e-wallets, QR Ph, online banking) are not offered.
    expect(list.map((type: { bankType: string }) => type.bankType)).toEqual(['MT', 'BTC', 'ETH']);
    const mt = list[0].channels.map((c: { channelName: string; fixAmounts: number[] }) => [c.channelName, c.fixAmounts[0]]);
    expect(mt).toEqual([['Bank transfer (InstaPay / PESONet)', 100_000]]);
    expect(JSON.stringify(list)).not.toContain('accountNumber');
  });

  it('offers the deposit promotions, and the welcome bonus only until it is used', async () => {
    const { token } = await sessionPlayer(t);
    const titles = async () =>
      (await t.app.inject({ url: '/wps/deposit/promotions?code=DPSTBAS3', headers: bearer(token) }))
        .json()
        .value.map((p: { promotionId: number; minDeposit: number }) => [p.promotionId, p.minDeposit]);
    expect(await titles()).toEqual([
      [1, 20_000],
      [2, 100_000],
      [3, -1],
    ]);
    expect((await order(token, { ...MANUAL, amount: 100_000, promotionId: 1 })).statusCode).toBe(200);
    expect((await titles()).map(([id]: number[]) => id)).toEqual([2, 3]);
  });
});

describe('a deposit order refuses bad input and changes nothing', () => {
  it.each([
    ['below the channel minimum', { ...MANUAL, amount: 100 }, 'DEPOSIT_AMOUNT_OUT_OF_RANGE'],
    ['above the maximum', { ...MANUAL, amount: 50_000_001 }, 'DEPOSIT_AMOUNT_OUT_OF_RANGE'],
    ['negative', { ...MANUAL, amount: -500 }, 'INVALID_INPUT'],
    ['a fraction of a centavo', { ...MANUAL, amount: 1000.5 }, 'INVALID_INPUT'],
    ['not a number', { ...MANUAL, amount: '1000' }, 'INVALID_INPUT'],
    ['a disabled channel', { bankType: 'ALIPAY', vendorId: 900, bankCode: 'ALIPAY', amount: 100_000 }, 'DEPOSIT_CHANNEL_UNAVAILABLE'],
    ['a bank the channel does not have', { ...MANUAL, bankCode: 'CHASE', amount: 100_000 }, 'DEPOSIT_CHANNEL_UNAVAILABLE'],
    ['a promotion whose minimum is not met', { ...MANUAL, amount: 60_000, promotionId: 2 }, 'DEPOSIT_PROMOTION_NOT_APPLICABLE'],
    ['a promotion not for deposits', { ...MANUAL, amount: 100_000, promotionId: 3 }, 'DEPOSIT_PROMOTION_NOT_APPLICABLE'],
    ['someone else’s wallet', { ...MANUAL, amount: 100_000, targetUsername: 'demo' }, 'INVALID_INPUT'],
  ])('%s', async (_what, body, code) => {
    const { memberId, token } = await sessionPlayer(t);
    const res = await order(token, body);
    expect([res.statusCode, res.json().code]).toEqual([400, code]);
    expect(await depositCount(memberId)).toBe(0);
  });

  it('is refused to a trial player on every cashier call', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token;
    for (const [method, url] of [
      ['GET', '/wps/deposit/channels'],
      ['GET', '/wps/deposit/promotions?code=DPSTBAS3'],
      ['GET', '/wps/deposit/records'],
      ['GET', '/wps/transaction/withdraw/settings'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(trial) });
      expect([url, res.json().code]).toEqual([url, 'TRIAL_FORBIDDEN']);
    }
    expect((await order(trial, { ...MANUAL, amount: 100_000 })).json().code).toBe('TRIAL_FORBIDDEN');
  });

  it('limits how many orders a player leaves open', async () => {
    const { token } = await sessionPlayer(t);
    for (let i = 0; i < 5; i++) expect((await order(token, { ...MANUAL, amount: 100_000 })).statusCode).toBe(200);
    expect((await order(token, { ...MANUAL, amount: 100_000 })).json().code).toBe('DEPOSIT_TOO_MANY_PENDING');
  });
});

describe('Idempotency-Key (Stripe’s semantics)', () => {
  it('answers a double tap with the first order, and refuses the key for another body', async () => {
    const { memberId, token } = await sessionPlayer(t);
    const first = await order(token, { ...MANUAL, amount: 100_000 }, 'tap-1');
    const again = await order(token, { ...MANUAL, amount: 100_000 }, 'tap-1');
    expect(again.json().value.depositId).toBe(first.json().value.depositId);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await order(token, { ...MANUAL, amount: 200_000 }, 'tap-1');
    expect([other.statusCode, other.json().code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    expect(await depositCount(memberId)).toBe(1);
  });

  it('finds the first order for a retry whose first answer was lost (a crash after the order was made)', async () => {
    const { memberId, token } = await sessionPlayer(t);
    const first = (await order(token, { ...MANUAL, amount: 100_000 }, 'lost-answer')).json().value;
    // The kept answer is gone, as when the server died between the commit and keeping it.
    await t.db.query(`DELETE FROM idempotency_keys WHERE idem_key = 'lost-answer'`);
    const retry = (await order(token, { ...MANUAL, amount: 100_000 }, 'lost-answer')).json().value;
    expect(retry.depositId).toBe(first.depositId);
    expect(await depositCount(memberId)).toBe(1);
  });

  it('keeps each player’s keys to themselves, and refuses a malformed key', async () => {
    const a = await sessionPlayer(t);
    const b = await sessionPlayer(t);
    const first = await order(a.token, { ...MANUAL, amount: 100_000 }, 'same-key');
    const second = await order(b.token, { ...MANUAL, amount: 100_000 }, 'same-key');
    expect(second.json().value.depositId).not.toBe(first.json().value.depositId);
    expect((await order(a.token, { ...MANUAL, amount: 100_000 }, 'x'.repeat(256))).json().code).toBe('INVALID_INPUT');
  });

  it('lets concurrent taps with one key make one order', async () => {
    const { memberId, token } = await sessionPlayer(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => order(token, { ...MANUAL, amount: 100_000 }, 'burst')));
    const made = answers.filter((r) => r.statusCode === 200).map((r) => r.json().value.depositId);
    expect(new Set(made).size).toBe(1);
    for (const r of answers.filter((r) => r.statusCode !== 200)) expect(r.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(await depositCount(memberId)).toBe(1);
  });
});

describe('a manual transfer', () => {
  it('shows where to send the money, takes the receipt, and is credited once when the operator approves', async () => {
    const ops = await testOperator(t);
    const { token } = await sessionPlayer(t);
    const created = (await order(token, { ...MANUAL, amount: 150_000, promotionId: 1 })).json().value;
    expect(created).toMatchObject({
      status: 'pending',
      flow: 'manual',
      payee: { bankName: 'BDO Unibank', accountNumber: '0012 3456 7890' },
    });

    const upload = await t.app.inject({
      method: 'POST',
      url: `/wps/deposit/orders/${created.depositId}/receipt`,
      ...receiptForm(token, await slip(), 'IP 123456'),
    });
    expect(upload.json().value).toMatchObject({ status: 'reviewing', receiptUploaded: true });

    const approve = () => t.app.inject({ method: 'POST', url: `/ops/deposits/${created.depositId}/approve`, headers: bearer(ops) });
    const approvedRes = await approve();
    expect(approvedRes.json()).toMatchObject({ success: true });
    const approved = approvedRes.json().value;
    expect(approved.status).toBe('completed');
    expect(approved.decisions).toEqual([expect.objectContaining({ operator: 'test-ops', decision: 'approve' })]);
    expect((await approve()).json().code).toBe('DEPOSIT_NOT_PENDING');

    const wallet = await balanceOf(token);
    expect(wallet.sumBalance).toBe(150_000 + 100_000);
    expect(wallet.balances).toEqual({ cash: 150_000, bonus: 100_000, held: 0 });
    expect(wallet.turnoverLeft).toBe(250_000 * 5);
    // Once, though approved twice.
    expect(await inboxNews(t.app, token)).toEqual([
      { about: 'depositCredited', params: { amount: 150_000, reference: created.reference } },
    ]);
  });

  it('refuses a receipt that is not an image, whatever it claims to be', async () => {
    const { token } = await sessionPlayer(t);
    const created = (await order(token, { ...MANUAL, amount: 100_000 })).json().value;
    const res = await t.app.inject({
      method: 'POST',
      url: `/wps/deposit/orders/${created.depositId}/receipt`,
      ...receiptForm(token, Buffer.from('%PDF-1.7 not a picture'), 'IP 123456'),
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 'RECEIPT_INVALID']);
    const json = await t.app.inject({
      method: 'POST',
      url: `/wps/deposit/orders/${created.depositId}/receipt`,
      headers: bearer(token),
      payload: {},
    });
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('tells the player why the operator rejected it, and moves no money', async () => {
    const ops = await testOperator(t);
    const { token } = await sessionPlayer(t);
    const created = (await order(token, { ...MANUAL, amount: 100_000 })).json().value;
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/ops/deposits/${created.depositId}/reject`,
      headers: bearer(ops),
      payload: {},
    });
    expect(noReason.json().code).toBe('INVALID_INPUT');
    await t.app.inject({
      method: 'POST',
      url: `/ops/deposits/${created.depositId}/reject`,
      headers: bearer(ops),
      payload: { reason: 'No transfer with this reference reached us' },
    });
    const seen = (await t.app.inject({ url: `/wps/deposit/orders/${created.depositId}`, headers: bearer(token) })).json().value;
    expect(seen).toMatchObject({ status: 'rejected', reason: 'No transfer with this reference reached us' });
    expect((await balanceOf(token)).sumBalance).toBe(0);
  });

  it('can be cancelled by the player while pending, and not after', async () => {
    const { token } = await sessionPlayer(t);
    const created = (await order(token, { ...MANUAL, amount: 100_000 })).json().value;
    const cancel = () => t.app.inject({ method: 'POST', url: `/wps/deposit/orders/${created.depositId}/cancel`, headers: bearer(token) });
    expect((await cancel()).json().value.status).toBe('cancelled');
    expect((await cancel()).json().code).toBe('DEPOSIT_NOT_PENDING');
  });

  it('is refused to the operator API without a valid key, and invisible to another player', async () => {
    const { token } = await sessionPlayer(t);
    const other = await sessionPlayer(t);
    const created = (await order(token, { ...MANUAL, amount: 100_000 })).json().value;
    const forged = await t.app.inject({
      method: 'POST',
      url: `/ops/deposits/${created.depositId}/approve`,
      headers: bearer('x'.repeat(43)),
    });
    expect(forged.statusCode).toBe(401);
    expect((await t.app.inject({ url: `/wps/deposit/orders/${created.depositId}`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await balanceOf(token)).sumBalance).toBe(0);
  });
});

describe('a crypto deposit', () => {
  it('quotes the coins at a rate with an expiry, and is credited once when the coins arrive', async () => {
    const { token } = await sessionPlayer(t);
    const created = (await order(token, { ...BTC, amount: 585_000 })).json().value;
    expect(created.crypto).toMatchObject({ currency: 'BTC', cryptoAmount: '0.00100000', rate: '5850000.00' });
    expect(created.crypto.address).toMatch(/^tb1q[0-9a-f]{38}$/);
    expect(Math.round((Date.parse(created.expiresAt) - Date.parse(created.createdAt)) / 1000)).toBe(30 * 60);
    const confirm = () => t.app.inject({ method: 'POST', url: `/sandbox/crypto/${created.depositId}/confirm` });
    expect((await confirm()).json().value.status).toBe('completed');
    expect((await confirm()).json().code).toBe('DEPOSIT_NOT_PENDING');
    expect((await balanceOf(token)).sumBalance).toBe(585_000);
  });
});

describe('an expired order', () => {
  it('takes no receipt and no coins once its time is up, and the reconciliation closes it', async () => {
    const { token } = await sessionPlayer(t);
    const manual = (await order(token, { ...MANUAL, amount: 100_000 })).json().value;
    const crypto = (await order(token, { ...BTC, amount: 200_000 })).json().value;
    await t.db.query(`UPDATE deposits SET expires_at = now() - interval '1 minute' WHERE id IN ($1, $2)`, [
      Number(manual.depositId.slice(1)),
      Number(crypto.depositId.slice(1)),
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/wps/deposit/orders/${manual.depositId}/receipt`,
      ...receiptForm(token, await slip(), 'IP 123456'),
    });
    expect([upload.statusCode, upload.json().code]).toEqual([409, 'DEPOSIT_EXPIRED']);
    const coins = await t.app.inject({ method: 'POST', url: `/sandbox/crypto/${crypto.depositId}/confirm` });
    expect(coins.json().code).toBe('DEPOSIT_EXPIRED');
    await reconcileDeposits(t.app.ctx);
    for (const id of [manual.depositId, crypto.depositId]) {
      expect((await t.app.inject({ url: `/wps/deposit/orders/${id}`, headers: bearer(token) })).json().value.status).toBe('expired');
    }
    expect((await balanceOf(token)).sumBalance).toBe(0);
  });
});

describe('deposit records', () => {
  it('lists the player’s orders newest first with what was credited, by status', async () => {
    const { token } = await sessionPlayer(t);
    const a = (await order(token, { ...BTC, amount: 200_000 })).json().value;
    await t.app.inject({ method: 'POST', url: `/sandbox/crypto/${a.depositId}/confirm` });
    await order(token, { ...MANUAL, amount: 100_000 });
    const records = (await t.app.inject({ url: '/wps/deposit/records', headers: bearer(token) })).json().value;
    expect(records.list.map((d: { status: string }) => d.status)).toEqual(['pending', 'completed']);
    expect(records.footer.completedAmount).toBe(200_000);
    expect(records.totalPages).toBe(1);
    const pending = (await t.app.inject({ url: '/wps/deposit/records?status=pending', headers: bearer(token) })).json().value;
    expect(pending.totalCount).toBe(1);
  });
});
