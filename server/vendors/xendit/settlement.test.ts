import { describe, expect, it } from 'vitest';
import { plannedOutcome } from './outcomes';
import { createPayout, getPayout, SETTLE_AFTER_MS, useTestSandbox } from './test-support';

const t = useTestSandbox();

const toAccount = (account_number: string, channel_code = 'PH_BDO') => ({
  channel_code,
  channel_properties: { account_holder_name: 'Maria Santos', account_number },
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('settlement by the tick', () => {
  it('an ACCEPTED payout turns SUCCEEDED on the first tick after settleAfterMs, not before', async () => {
    const payout = await createPayout(t);
    t.clock.advance(SETTLE_AFTER_MS - 1);
    await t.tick();
    expect((await getPayout(t, payout.id)).status).toBe('ACCEPTED');
    t.clock.advance(1);
    await t.tick();
    const settled = await getPayout(t, payout.id);
    expect(settled).toMatchObject({ status: 'SUCCEEDED', updated: t.clock.now.toISOString() });
    expect(settled.failure_code).toBeUndefined();
    // Settled once: later ticks leave it alone.
    t.clock.advance(60_000);
    await t.tick();
    expect((await getPayout(t, payout.id)).status).toBe('SUCCEEDED');
  });

  it('account numbers steer the outcome: …0000 and …1111 fail, …2222 succeeds then reverses, …3333 waits', async () => {
    const invalid = await createPayout(t, toAccount('1234560000'));
    const broke = await createPayout(t, toAccount('09171111111', 'PH_GCASH'));
    const bounced = await createPayout(t, toAccount('1234562222'));
    const held = await createPayout(t, toAccount('1234563333'));
    t.clock.advance(SETTLE_AFTER_MS);
    await t.tick();
    expect(await getPayout(t, invalid.id)).toMatchObject({ status: 'FAILED', failure_code: 'INVALID_DESTINATION' });
    expect(await getPayout(t, broke.id)).toMatchObject({ status: 'FAILED', failure_code: 'INSUFFICIENT_BALANCE' });
    expect((await getPayout(t, bounced.id)).status).toBe('SUCCEEDED');
    expect((await getPayout(t, held.id)).status).toBe('ACCEPTED');
    // The next tick (even at the same instant) reverses the bounced one.
    await t.tick();
    expect(await getPayout(t, bounced.id)).toMatchObject({ status: 'REVERSED', failure_code: 'INVALID_DESTINATION' });
    t.clock.advance(24 * 3600_000);
    await t.tick();
    expect((await getPayout(t, held.id)).status).toBe('ACCEPTED');
  });

  it('knows Xendit’s own hold number and leaves other numbers to succeed', () => {
    expect(plannedOutcome('131313').outcome).toBe('hold');
    expect(plannedOutcome('09171234567').outcome).toBe('succeed');
    expect(plannedOutcome('0000')).toEqual({ outcome: 'fail', failureCode: 'INVALID_DESTINATION' });
  });

  it('concurrent ticks settle each payout once', async () => {
    const payouts = await Promise.all(Array.from({ length: 4 }, () => createPayout(t)));
    t.clock.advance(SETTLE_AFTER_MS);
    const reports = await Promise.all([t.tick(), t.tick(), t.tick()]);
    expect(reports.reduce((n, r) => n + r.settled, 0)).toBeGreaterThanOrEqual(4);
    const callbacks = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sandbox_xendit_callbacks WHERE payout_id = ANY($1::text[])`,
      [payouts.map((p) => p.id)],
    );
    expect(callbacks[0]!.n).toBe(4);
  });
});

describe('forced outcomes (sandbox controls)', () => {
  it('succeed, fail (with a code) and reverse one payout now, whatever its account number says', async () => {
    const a = await createPayout(t, toAccount('1234560000'));
    const res = await t.app.inject({ method: 'POST', url: `/sandbox/payouts/${a.id}/succeed` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.id, status: 'SUCCEEDED' });

    const reversed = await t.app.inject({
      method: 'POST',
      url: `/sandbox/payouts/${a.id}/reverse`,
      payload: { failure_code: 'REJECTED_BY_CHANNEL' },
    });
    expect(reversed.json()).toMatchObject({ status: 'REVERSED', failure_code: 'REJECTED_BY_CHANNEL' });

    const b = await createPayout(t);
    const failed = await t.app.inject({
      method: 'POST',
      url: `/sandbox/payouts/${b.id}/fail`,
      payload: { failure_code: 'TEMPORARY_TRANSFER_ERROR' },
    });
    expect(failed.json()).toMatchObject({ status: 'FAILED', failure_code: 'TEMPORARY_TRANSFER_ERROR' });
    const c = await createPayout(t);
    expect((await t.app.inject({ method: 'POST', url: `/sandbox/payouts/${c.id}/fail` })).json()).toMatchObject({
      failure_code: 'REJECTED_BY_CHANNEL',
    });
  });

  it('refuses what the status does not allow, unknown payouts, codes and fields', async () => {
    const p = await createPayout(t);
    const early = await t.app.inject({ method: 'POST', url: `/sandbox/payouts/${p.id}/reverse` });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ error_code: 'INELIGIBLE_TRANSACTION_STATUS' });
    await t.app.inject({ method: 'POST', url: `/sandbox/payouts/${p.id}/fail` });
    expect((await t.app.inject({ method: 'POST', url: `/sandbox/payouts/${p.id}/succeed` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/sandbox/payouts/disb-nope/succeed' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/sandbox/payouts/${p.id}/explode` })).statusCode).toBe(400);
    const badCode = await t.app.inject({ method: 'POST', url: `/sandbox/payouts/${p.id}/fail`, payload: { failure_code: 'NOPE' } });
    expect(badCode.statusCode).toBe(400);
    const extra = await t.app.inject({ method: 'POST', url: `/sandbox/payouts/${p.id}/fail`, payload: { why: 'x' } });
    expect(extra.statusCode).toBe(400);
  });

  it('a forced outcome beats the rule: a …2222 payout succeeded by hand is not reversed later', async () => {
    const p = await createPayout(t, toAccount('1234562222'));
    await t.app.inject({ method: 'POST', url: `/sandbox/payouts/${p.id}/succeed` });
    t.clock.advance(SETTLE_AFTER_MS);
    await t.tick();
    await t.tick();
    expect((await getPayout(t, p.id)).status).toBe('SUCCEEDED');
  });

  it('lists recent payouts with their callbacks as JSON', async () => {
    const p = await createPayout(t);
    await t.app.inject({ method: 'POST', url: `/sandbox/payouts/${p.id}/succeed` });
    const res = await t.app.inject({ url: '/sandbox/payouts?limit=50' });
    expect(res.statusCode).toBe(200);
    const listed = res.json();
    expect(listed).toMatchObject({ callbackUrl: t.receiver.url, faults: { timeout: false, serverError: false } });
    const mine = listed.payouts.find((x: { id: string }) => x.id === p.id);
    expect(mine).toMatchObject({ status: 'SUCCEEDED', callbacks: [{ event: 'payout.succeeded', attempts: 0 }] });
  });
});

describe('the sandbox page', () => {
  it('is an accessible, script-free page under its own strict CSP', async () => {
    const p = await createPayout(t, { reference_id: 'WD-<b>page</b>' });
    const res = await t.app.inject({ url: '/sandbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toMatch(/form-action 'self'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).not.toMatch(/script-src|unsafe/);
    const html = res.body;
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<meta name="viewport"/);
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/<h1>/);
    expect(html).toContain('WD-&lt;b&gt;page&lt;/b&gt;');
    expect(html).not.toContain('<b>page</b>');
    // Every select has its label.
    for (const [, id] of html.matchAll(/<select id="([^"]+)"/g)) expect(html).toContain(`<label for="${id}">`);
    expect(html).toContain(`action="/sandbox/payouts/${p.id}/succeed"`);
    expect(html).toContain('action="/sandbox/faults/timeout/on"');
    expect(html).toMatch(/…0000: fails with INVALID_DESTINATION/);
  });

  it('its forms act and come back to the page', async () => {
    const p = await createPayout(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/sandbox/payouts/${p.id}/fail`,
      headers: form,
      payload: 'failure_code=TRANSFER_ERROR',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/sandbox');
    expect(await getPayout(t, p.id)).toMatchObject({ status: 'FAILED', failure_code: 'TRANSFER_ERROR' });

    const on = await t.app.inject({ method: 'POST', url: '/sandbox/faults/server_error/on', headers: form, payload: '' });
    expect(on.statusCode).toBe(303);
    expect((await t.app.inject({ url: '/sandbox/faults' })).json()).toEqual({ timeout: false, serverError: true });
    expect((await t.app.inject({ url: '/sandbox' })).body).toContain('action="/sandbox/faults/server_error/off"');
    const off = await t.app.inject({ method: 'POST', url: '/sandbox/faults/server_error/off' });
    expect(off.json()).toEqual({ timeout: false, serverError: false });
  });
});
