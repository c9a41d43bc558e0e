import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, sessionPlayer } from '../../test/harness';
import { useCashierApp } from '../../test/cashier-harness';
import { reconcileDeposits } from './gateway-events';

/**
 * A GCash deposit through the PayMongo-shaped provider, over HTTP: the hosted page, signed
 * webhooks, the durable queue, the re-read of the payment. Money is credited once, however often,
 * late or out of order the provider's events arrive, and never on an event's word alone.
 */
const c = useCashierApp();
const GCASH = { bankType: 'WT', vendorId: 101, bankCode: 'GCASH' } as const;

async function open(token: string, amount = 50_000) {
  const res = await c.app.inject({ method: 'POST', url: '/wps/deposit/orders', headers: bearer(token), payload: { ...GCASH, amount } });
  expect(res.statusCode).toBe(200);
  return res.json().value as { depositId: string; checkoutUrl: string; status: string; expiresAt: string };
}

/** The checkout session id in a hosted page's address. */
const sessionOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop()!;

/** Presses a button of the hosted page, as the player's browser posts its form. */
async function press(checkoutUrl: string, action: 'authorize' | 'fail' | 'expire') {
  const res = await c.provider.inject({
    method: 'POST',
    url: `/checkout/${sessionOf(checkoutUrl)}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(res.statusCode).toBe(303);
  return res.headers.location as string;
}

const order = async (token: string, depositId: string) =>
  (await c.app.inject({ url: `/wps/deposit/orders/${depositId}`, headers: bearer(token) })).json().value;
const balance = async (token: string) => (await c.app.inject({ url: '/wps/wallets/gcs', headers: bearer(token) })).json().value.sumBalance;

/** Waits (polling, as the result page does) until the order leaves pending; the queue works in the background. */
async function settled(token: string, depositId: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const seen = await order(token, depositId);
    if (seen.status !== 'pending' || Date.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const setWebhooks = (enabled: boolean) => c.provider.inject({ method: 'PUT', url: '/sandbox/webhooks', payload: { enabled } });
const eventsOf = async (checkoutUrl: string) =>
  (await c.provider.inject({ url: `/sandbox/events?checkout_session_id=${sessionOf(checkoutUrl)}` })).json().events as {
    id: string;
    type: string;
  }[];
async function redeliver(eventId: string) {
  const res = await c.provider.inject({ method: 'POST', url: `/sandbox/events/${eventId}/redeliver`, payload: {} });
  expect(res.statusCode).toBe(200);
}
const ledgerDeposits = async (depositId: string) =>
  Number(
    (
      await c.db.query<{ n: number }>(`SELECT count(*) AS n FROM ledger_transfers WHERE idempotency_key = $1`, [
        `deposit:${depositId.slice(1)}`,
      ])
    )[0]!.n,
  );

describe('the gateway’s channels', () => {
  it('are offered with a gateway connected, each type with its channels, and the banks that work where the player is', async () => {
    const { token } = await sessionPlayer(c);
    const list = async (query = '') => (await c.app.inject({ url: `/wps/deposit/channels${query}`, headers: bearer(token) })).json().value;
    const all = await list();
    expect(all.map((type: { bankType: string }) => type.bankType)).toEqual(['WT', 'QPQR', 'EPT', 'MT', 'BTC', 'ETH']);
    expect(all[0].channels.map((ch: { channelName: string; fixAmounts: number[] }) => [ch.channelName, ch.fixAmounts[0]])).toEqual([
      ['GCash', 10_000],
      ['Maya', 10_000],
    ]);
    const banksOn = async (query: string) =>
      (await list(`?${query}`))
        .find((type: { bankType: string }) => type.bankType === 'EPT')
        .channels[0].banks.map((b: { bankCode: string }) => b.bankCode);
    expect(await banksOn('platform=mobile&device=android')).toEqual(['BPI', 'UBP']);
    expect(await banksOn('platform=web')).toEqual(['BPI', 'UBP', 'LBP']);
  });
});

describe('a GCash deposit through the payment provider', () => {
  it('opens the provider’s hosted page, and after approval the balance is up by exactly the amount', async () => {
    const { token } = await sessionPlayer(c);
    const made = await open(token, 123_400);
    expect(made.checkoutUrl.startsWith(c.config.paymentSandbox!.url)).toBe(true);
    expect(Date.parse(made.expiresAt) - Date.now()).toBeGreaterThan(3.9 * 3_600_000); // GCash: 4 hours
    const back = await press(made.checkoutUrl, 'authorize');
    expect(back).toBe(`${c.config.publicUrl}/m/depositResult?depositId=${made.depositId}`);
    await c.tick();
    expect((await settled(token, made.depositId)).status).toBe('completed');
    expect(await balance(token)).toBe(123_400);
  });

  it('credits once when the event arrives five times', async () => {
    const { token } = await sessionPlayer(c);
    const made = await open(token);
    await press(made.checkoutUrl, 'authorize');
    await c.tick();
    await settled(token, made.depositId);
    const events = await eventsOf(made.checkoutUrl);
    expect(events.map((e) => e.type).sort()).toEqual(['checkout_session.payment.paid', 'payment.paid']);
    for (const e of events) {
      for (let i = 0; i < 4; i++) {
        await redeliver(e.id);
        await c.tick();
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await balance(token)).toBe(50_000);
    expect(await ledgerDeposits(made.depositId)).toBe(1);
    const stored = await c.db.query<{ n: number }>('SELECT count(*) AS n FROM payment_events WHERE provider_ref = $1', [
      sessionOf(made.checkoutUrl),
    ]);
    expect(Number(stored[0]!.n)).toBe(2);
  });

  it('is found by the reconciliation job when no webhook ever comes', async () => {
    const { token } = await sessionPlayer(c);
    await setWebhooks(false);
    try {
      const made = await open(token);
      await press(made.checkoutUrl, 'authorize');
      await c.tick();
      expect((await order(token, made.depositId)).status).toBe('pending');
      await reconcileDeposits(c.ctx, new Date(Date.now() + 3 * 60_000));
      expect((await order(token, made.depositId)).status).toBe('completed');
      expect(await balance(token)).toBe(50_000);
    } finally {
      await setWebhooks(true);
    }
  });

  it('credits once when the events come out of order (a decline, then the paid retry, delivered paid first)', async () => {
    const { token } = await sessionPlayer(c);
    await setWebhooks(false);
    const made = await open(token);
    await press(made.checkoutUrl, 'fail');
    await press(made.checkoutUrl, 'authorize');
    // The paid events first, the decline last.
    const events = (await eventsOf(made.checkoutUrl)).sort(
      (a, b) => Number(a.type === 'payment.failed') - Number(b.type === 'payment.failed'),
    );
    expect(events.at(-1)!.type).toBe('payment.failed');
    await setWebhooks(true);
    for (const e of events) await redeliver(e.id);
    await c.tick();
    expect((await settled(token, made.depositId)).status).toBe('completed');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await order(token, made.depositId)).status).toBe('completed');
    expect(await balance(token)).toBe(50_000);
  });

  it('leaves the balance alone when the player declines or lets it expire, and the record says so', async () => {
    const { token } = await sessionPlayer(c);
    const declined = await open(token);
    // PayMongo keeps a checkout open after a failed payment (the player may try again); it ends at expiry.
    await press(declined.checkoutUrl, 'fail');
    await c.tick();
    expect(await settled(token, declined.depositId)).toMatchObject({ status: 'failed', reason: 'declined' });
    await press(declined.checkoutUrl, 'expire');
    const expired = await open(token);
    await press(expired.checkoutUrl, 'expire');
    await c.tick();
    expect((await settled(token, expired.depositId)).status).toBe('expired');
    expect((await order(token, declined.depositId)).status).toBe('failed');
    expect(await balance(token)).toBe(0);
    const records = (await c.app.inject({ url: '/wps/deposit/records', headers: bearer(token) })).json().value;
    expect(records.list.map((d: { status: string }) => d.status)).toEqual(['expired', 'failed']);
  });

  it('still completes once after the platform went down between the order and the callback', async () => {
    const { token } = await sessionPlayer(c);
    const made = await open(token);
    await c.crash();
    await press(made.checkoutUrl, 'authorize');
    await c.tick(); // the webhook finds nobody: it will be sent again
    await c.restart();
    c.clock.advance(11_000);
    await c.tick();
    expect((await settled(token, made.depositId)).status).toBe('completed');
    expect(await balance(token)).toBe(50_000);
    expect(await ledgerDeposits(made.depositId)).toBe(1);
  });
});

describe('the webhook receiver trusts no callback', () => {
  const post = (body: string, signature?: string) =>
    c.app.inject({
      method: 'POST',
      url: '/wps/payments/paymongo/webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { 'paymongo-signature': signature } : {}) },
      payload: body,
    });
  const sign = (body: string, at = Math.floor(Date.now() / 1000), secret = c.config.payments!.webhookSecret) =>
    `t=${at},te=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')},li=`;
  const stored = async () => Number((await c.db.query<{ n: number }>('SELECT count(*) AS n FROM payment_events'))[0]!.n);

  it('refuses a forged, unsigned or stale event and stores nothing', async () => {
    const before = await stored();
    const body = JSON.stringify({
      data: { id: 'evt_forged', type: 'event', attributes: { type: 'checkout_session.payment.paid', data: {} } },
    });
    expect((await post(body)).statusCode).toBe(401);
    expect((await post(body, sign(body, undefined, 'whsk_guessed'))).statusCode).toBe(401);
    expect((await post(body, sign(body, Math.floor(Date.now() / 1000) - 3600))).statusCode).toBe(401);
    expect((await post(`${body} `, sign(body))).statusCode).toBe(401);
    expect(await stored()).toBe(before);
  });

  it('acknowledges a genuine event about a payment it never asked for, and credits nothing', async () => {
    const body = JSON.stringify({
      data: {
        id: 'evt_unknown_checkout',
        type: 'event',
        attributes: {
          type: 'checkout_session.payment.paid',
          livemode: false,
          created_at: Math.floor(Date.now() / 1000),
          data: { id: 'cs_never_made_by_us', type: 'checkout_session', attributes: { status: 'paid' } },
        },
      },
    });
    const res = await post(body, sign(body));
    expect(res.statusCode).toBe(200);
    const again = await post(body, sign(body));
    expect(again.json().value.outcome).toBe('duplicate');
  });

  it('does not credit a payment whose amount differs from the order', async () => {
    const { token } = await sessionPlayer(c);
    const made = await open(token);
    await c.crash();
    await c.restart((real) => ({ ...real, getPayment: async (ref) => ({ ...(await real.getPayment(ref)), amount: 1 }) }));
    try {
      await press(made.checkoutUrl, 'authorize');
      await c.tick();
      const seen = await settled(token, made.depositId);
      expect(seen).toMatchObject({ status: 'failed', reason: 'amount_mismatch' });
      expect(await balance(token)).toBe(0);
    } finally {
      await c.crash();
      await c.restart();
    }
  });
});

describe('a declined checkout', () => {
  it('is offered again while the provider takes it, and a later payment is credited', async () => {
    const { token } = await sessionPlayer(c);
    const made = await open(token);
    await press(made.checkoutUrl, 'fail');
    await c.tick();
    const declined = await settled(token, made.depositId);
    expect(declined).toMatchObject({ status: 'failed', reason: 'declined', checkoutUrl: made.checkoutUrl });
    await press(made.checkoutUrl, 'authorize');
    await c.tick();
    const deadline = Date.now() + 10_000;
    while ((await order(token, made.depositId)).status !== 'completed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await order(token, made.depositId)).toMatchObject({ status: 'completed', checkoutUrl: null });
    expect(await balance(token)).toBe(50_000);
  });
});
