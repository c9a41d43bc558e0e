import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, RETRY_DELAYS_S } from './callbacks';
import { xenditPayouts } from './gateway';
import { createXenditTick, xenditSandbox } from './sandbox';
import { CALLBACK_TOKEN, createPayout, drain, SECRET_KEY, SETTLE_AFTER_MS, useTestSandbox } from './test-support';

const t = useTestSandbox();

beforeEach(() => drain(t));

const bodies = () => t.receiver.received.map((r) => JSON.parse(r.body) as { event: string; data: { id: string; status: string } });
const callbackRows = (payoutId: string) =>
  t.db.query<{
    attempts: number;
    next_attempt_at: Date | null;
    delivered_at: Date | null;
    gave_up_at: Date | null;
    last_status: number | null;
  }>(
    `SELECT attempts, next_attempt_at, delivered_at, gave_up_at, last_status FROM sandbox_xendit_callbacks
     WHERE payout_id = $1 ORDER BY id`,
    [payoutId],
  );

describe('status callbacks', () => {
  it('posts Xendit’s payout.succeeded with the x-callback-token, from the tick', async () => {
    const payout = await createPayout(t);
    t.clock.advance(SETTLE_AFTER_MS);
    const report = await t.tick();
    expect(report).toMatchObject({ settled: 1, sent: 1, delivered: 1 });
    expect(t.receiver.received).toHaveLength(1);
    const [received] = t.receiver.received;
    expect(received!.headers['x-callback-token']).toBe(CALLBACK_TOKEN);
    expect(received!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received!.body)).toEqual({
      event: 'payout.succeeded',
      business_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      created: t.clock.now.toISOString(),
      data: expect.objectContaining({ id: payout.id, reference_id: payout.reference_id, status: 'SUCCEEDED', amount: 1500.5 }),
    });
    // The platform's side accepts exactly this token.
    const gateway = xenditPayouts({ apiUrl: 'http://unused', secretKey: SECRET_KEY, callbackToken: CALLBACK_TOKEN });
    expect(gateway.verifyCallback(received!.headers['x-callback-token'] as string)).toBe(true);
  });

  it('raises payout.failed and payout.reversed with the failure code', async () => {
    const failed = await createPayout(t, { channel_properties: { account_holder_name: 'A', account_number: '09170000000' } });
    const reversed = await createPayout(t, { channel_properties: { account_holder_name: 'A', account_number: '09172222222' } });
    t.clock.advance(SETTLE_AFTER_MS);
    await t.tick();
    await t.tick();
    const events = bodies().map((b) => [b.event, b.data.id, b.data.status]);
    expect(events).toContainEqual(['payout.failed', failed.id, 'FAILED']);
    expect(events).toContainEqual(['payout.succeeded', reversed.id, 'SUCCEEDED']);
    expect(events).toContainEqual(['payout.reversed', reversed.id, 'REVERSED']);
    const reversal = bodies().find((b) => b.event === 'payout.reversed')!;
    expect(reversal.data).toMatchObject({ failure_code: 'INVALID_DESTINATION' });
  });

  it('retries with backoff when the receiver does not answer 2xx, then delivers once', async () => {
    const payout = await createPayout(t);
    t.receiver.status = 500;
    t.clock.advance(SETTLE_AFTER_MS);
    expect(await t.tick()).toMatchObject({ sent: 1, delivered: 0 });
    let [row] = await callbackRows(payout.id);
    expect(row).toMatchObject({ attempts: 1, last_status: 500, delivered_at: null });
    expect(row!.next_attempt_at!.getTime()).toBe(t.clock.now.getTime() + RETRY_DELAYS_S[0]! * 1000);

    // Not before its time.
    expect(await t.tick()).toMatchObject({ sent: 0 });
    t.receiver.status = 200;
    t.clock.advance(RETRY_DELAYS_S[0]! * 1000);
    expect(await t.tick()).toMatchObject({ sent: 1, delivered: 1 });
    [row] = await callbackRows(payout.id);
    expect(row).toMatchObject({ attempts: 2, last_status: 200, next_attempt_at: null });
    expect(row!.delivered_at).not.toBeNull();
    expect(t.receiver.received).toHaveLength(2);
    expect(new Set(t.receiver.received.map((r) => r.body)).size).toBe(1);
    t.clock.advance(24 * 3600_000);
    expect(await t.tick()).toMatchObject({ sent: 0 });
  });

  it('gives up after the last attempt', async () => {
    const payout = await createPayout(t);
    t.receiver.status = 503;
    t.clock.advance(SETTLE_AFTER_MS);
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await t.tick();
      t.clock.advance(RETRY_DELAYS_S[i] === undefined ? 1000 : RETRY_DELAYS_S[i]! * 1000);
    }
    const [row] = await callbackRows(payout.id);
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, next_attempt_at: null, delivered_at: null });
    expect(row!.gave_up_at).not.toBeNull();
  });

  it('sends each attempt from one tick only, however many run at once', async () => {
    await createPayout(t);
    await createPayout(t);
    t.clock.advance(SETTLE_AFTER_MS);
    await t.services.payouts.settleDue();
    const reports = await Promise.all([t.tick(), t.tick(), t.tick(), t.tick()]);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(2);
    expect(t.receiver.received).toHaveLength(2);
  });

  it('an unreachable receiver is a failed attempt (retried), not a crash', async () => {
    const unreachable = xenditSandbox({
      db: t.db,
      secretKey: SECRET_KEY,
      callbackToken: CALLBACK_TOKEN,
      callbackUrl: 'http://127.0.0.1:9/nowhere',
      now: () => t.clock.now,
      settleAfterMs: SETTLE_AFTER_MS,
    });
    const payout = await createPayout(t);
    t.clock.advance(SETTLE_AFTER_MS);
    await t.services.payouts.settleDue();
    const report = await createXenditTick(unreachable)();
    expect(report.delivered).toBe(0);
    const [row] = await callbackRows(payout.id);
    expect(row).toMatchObject({ attempts: 1, last_status: null, delivered_at: null });
    expect(row!.next_attempt_at).not.toBeNull();
  });

  it('with no callback URL, records callbacks and sends none', async () => {
    const quiet = xenditSandbox({
      db: t.db,
      secretKey: SECRET_KEY,
      callbackToken: CALLBACK_TOKEN,
      callbackUrl: null,
      now: () => t.clock.now,
    });
    const body = {
      reference_id: `WD-quiet-${Date.now()}`,
      channel_code: 'PH_GCASH',
      channel_properties: { account_holder_name: 'A', account_number: '09179999999' },
      amount: 10,
      currency: 'PHP' as const,
    };
    const row = await quiet.payouts.create(body, `quiet-${Date.now()}`);
    await quiet.payouts.force(row.id, 'succeed');
    expect(await createXenditTick(quiet)()).toMatchObject({ sent: 0 });
    const [callback] = await callbackRows(row.id);
    expect(callback).toMatchObject({ attempts: 0, next_attempt_at: null });
  });
});
