import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, RETRY_DELAYS_S, WebhookDeliveries } from './deliveries';
import { paymongoGateway } from './gateway';
import { createPaymongoTick, paymongoSandbox } from './sandbox';
import { computeSignature, parseSignatureHeader } from './signature';
import { createSession, press, PUBLIC_URL, receivedEvents, SECRET_KEY, useTestSandbox, WEBHOOK_SECRET } from './test-support';

const t = useTestSandbox();
const gateway = () => paymongoGateway({ apiUrl: PUBLIC_URL, origin: PUBLIC_URL, secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });

/**
 * Each test starts from a quiet receiver: earlier tests' sessions are left to expire and every
 * pending delivery and retry is acknowledged (the longest wait between attempts is an hour).
 */
beforeEach(async () => {
  t.receiver.status = 200;
  await t.app.inject({ method: 'PUT', url: '/sandbox/webhooks', payload: { enabled: true } });
  t.clock.advance(5 * 3600_000);
  while ((await t.tick()).sent > 0);
  t.receiver.received.length = 0;
});

/** What the receiver got of one event (moving the clock by hours expires sessions, which raises other events). */
const sendsOf = (eventId: string) => t.receiver.received.filter((r) => JSON.parse(r.body).data.id === eventId);

const eventsOf = async (sessionId: string) =>
  (await t.app.inject({ url: `/sandbox/events?checkout_session_id=${sessionId}` })).json().events as {
    id: string;
    type: string;
    deliveries: {
      attempts: number;
      acknowledgedAt: string | null;
      gaveUpAt: string | null;
      nextAttemptAt: string | null;
      lastStatus: number | null;
      log: unknown[];
    }[];
  }[];

describe('webhooks: what is raised and how it is signed', () => {
  it('authorize raises payment.paid and checkout_session.payment.paid, each signed over its raw body', async () => {
    const session = await createSession(t);
    await press(t, session.id, 'authorize');
    expect(t.receiver.received).toHaveLength(0); // sent by the tick, not by the request
    expect(await t.tick()).toMatchObject({ sent: 2, acknowledged: 2 });

    const events = receivedEvents(t.receiver);
    expect(events.map((e) => e.type).sort()).toEqual(['checkout_session.payment.paid', 'payment.paid']);
    for (const received of t.receiver.received) {
      expect(received.headers['content-type']).toBe('application/json');
      const header = received.headers['paymongo-signature'] as string;
      expect(header).toMatch(/^t=\d+,te=[0-9a-f]{64},li=$/);
      const parts = parseSignatureHeader(header)!;
      expect(parts.timestamp).toBe(Math.floor(t.clock.now.getTime() / 1000));
      expect(parts.test).toBe(computeSignature(WEBHOOK_SECRET, parts.timestamp, received.body));
      const verdict = gateway().verifyWebhook(Buffer.from(received.body), header, t.clock.now);
      expect(verdict).toMatchObject({ ok: true, event: { providerRef: session.id } });
      const body = JSON.parse(received.body);
      expect(body.data).toMatchObject({
        id: expect.stringMatching(/^evt_/),
        type: 'event',
        attributes: { livemode: false, previous_data: {} },
      });
    }
    const paid = events.find((e) => e.type === 'checkout_session.payment.paid')!;
    expect(paid.data).toMatchObject({ id: session.id, type: 'checkout_session', attributes: { status: 'paid' } });
    const payment = events.find((e) => e.type === 'payment.paid')!;
    expect(payment.data).toMatchObject({ type: 'payment', attributes: { status: 'paid', metadata: { checkout_session_id: session.id } } });

    const listed = await eventsOf(session.id);
    expect(listed.map((e) => e.deliveries[0]!.acknowledgedAt)).not.toContain(null);
  });

  it('fail raises payment.failed with the decline', async () => {
    const session = await createSession(t);
    await press(t, session.id, 'fail');
    await t.tick();
    const events = receivedEvents(t.receiver);
    expect(events.map((e) => e.type)).toEqual(['payment.failed']);
    expect(events[0]!.data).toMatchObject({ type: 'payment', attributes: { status: 'failed', failed_code: 'generic_decline' } });
  });

  it('expiry raises checkout_session.expired: by the button, by the API, and by the clock (once)', async () => {
    const byButton = await createSession(t);
    await press(t, byButton.id, 'expire');
    const byClock = await createSession(t, { payment_method_types: ['paymaya'] });
    t.clock.advance(30 * 60_000);
    const report = await t.tick();
    expect(report.expired).toBeGreaterThanOrEqual(1);
    await t.tick();
    const events = receivedEvents(t.receiver).filter((e) => e.type === 'checkout_session.expired');
    const about = events.map((e) => e.data.id);
    expect(about).toContain(byButton.id);
    expect(about.filter((id) => id === byClock.id)).toHaveLength(1);
    expect(events.find((e) => e.data.id === byClock.id)!.data.attributes.status).toBe('expired');
    // Later ticks raise nothing more for it.
    t.receiver.received.length = 0;
    await t.tick();
    expect(receivedEvents(t.receiver).filter((e) => e.data.id === byClock.id)).toEqual([]);
  });
});

describe('webhooks: delivery', () => {
  it('retries a receiver answering 500 on the backoff schedule, re-signed each time, then gives up', async () => {
    const session = await createSession(t);
    await press(t, session.id, 'fail');
    t.receiver.status = 500;
    await t.tick();
    const [failed] = receivedEvents(t.receiver);
    const sends = () => sendsOf(failed!.id);
    expect(sends()).toHaveLength(1);
    for (const [i, delay] of RETRY_DELAYS_S.entries()) {
      t.clock.advance(delay * 1000 - 1000);
      await t.tick();
      expect(sends(), `before retry ${i + 1}`).toHaveLength(i + 1);
      t.clock.advance(1000);
      await t.tick();
      expect(sends(), `retry ${i + 1}`).toHaveLength(i + 2);
    }
    expect(sends()).toHaveLength(MAX_ATTEMPTS);
    // Signed with each attempt's own time.
    const stamps = sends().map((r) => parseSignatureHeader(r.headers['paymongo-signature'] as string)!.timestamp);
    expect(new Set(stamps).size).toBe(MAX_ATTEMPTS);
    t.clock.advance(24 * 3600_000);
    await t.tick();
    expect(sends()).toHaveLength(MAX_ATTEMPTS);
    const event = (await eventsOf(session.id)).find((e) => e.id === failed!.id)!;
    expect(event.deliveries[0]).toMatchObject({ attempts: MAX_ATTEMPTS, lastStatus: 500, acknowledgedAt: null, nextAttemptAt: null });
    expect(event.deliveries[0]!.gaveUpAt).not.toBeNull();
    expect(event.deliveries[0]!.log).toHaveLength(MAX_ATTEMPTS);
  });

  it('stops retrying once the receiver acknowledges', async () => {
    const session = await createSession(t);
    await press(t, session.id, 'fail');
    t.receiver.status = 503;
    await t.tick();
    t.receiver.status = 204;
    t.clock.advance(10_000);
    await t.tick();
    t.clock.advance(60_000);
    await t.tick();
    const [event] = await eventsOf(session.id);
    expect(sendsOf(event!.id)).toHaveLength(2);
    expect(event!.deliveries[0]).toMatchObject({ attempts: 2, lastStatus: 204, nextAttemptAt: null });
  });

  it('keeps events undelivered while webhooks are off, and sends none of them when back on', async () => {
    const off = await t.app.inject({ method: 'PUT', url: '/sandbox/webhooks', payload: { enabled: false } });
    expect(off.json()).toMatchObject({ enabled: false, url: t.receiver.url });
    const session = await createSession(t);
    await press(t, session.id, 'authorize');
    await t.tick();
    t.clock.advance(3600_000);
    await t.tick();
    expect(t.receiver.received).toHaveLength(0);
    const events = await eventsOf(session.id);
    expect(events.map((e) => e.type).sort()).toEqual(['checkout_session.payment.paid', 'payment.paid']);
    expect(events.every((e) => e.deliveries.length === 0)).toBe(true);

    await t.app.inject({ method: 'PUT', url: '/sandbox/webhooks', payload: { enabled: true } });
    await t.tick();
    expect(t.receiver.received).toHaveLength(0);
    // A tester can still send one on purpose.
    await t.app.inject({ method: 'POST', url: `/sandbox/events/${events[0]!.id}/redeliver` });
    await t.tick();
    expect(receivedEvents(t.receiver).map((e) => e.id)).toEqual([events[0]!.id]);
  });

  it('holds retries while webhooks are off and resumes them when back on', async () => {
    const session = await createSession(t);
    await press(t, session.id, 'fail');
    t.receiver.status = 500;
    await t.tick();
    await t.app.inject({ method: 'PUT', url: '/sandbox/webhooks', payload: { enabled: false } });
    t.clock.advance(60_000);
    await t.tick();
    expect(t.receiver.received).toHaveLength(1);
    await t.app.inject({ method: 'PUT', url: '/sandbox/webhooks', payload: { enabled: true } });
    t.receiver.status = 200;
    await t.tick();
    expect(t.receiver.received).toHaveLength(2);
  });

  it('redeliver sends the same event a second time (a duplicate, same event id)', async () => {
    const session = await createSession(t);
    await press(t, session.id, 'fail');
    await t.tick();
    const [event] = await eventsOf(session.id);
    const res = await t.app.inject({ method: 'POST', url: `/sandbox/events/${event!.id}/redeliver` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ eventId: event!.id });
    await t.tick();
    const ids = receivedEvents(t.receiver).map((e) => e.id);
    expect(ids).toEqual([event!.id, event!.id]);
    expect(t.receiver.received[0]!.body).toBe(t.receiver.received[1]!.body);
    const [after] = await eventsOf(session.id);
    expect(after!.deliveries.map((d) => d.acknowledgedAt !== null)).toEqual([true, true]);
    const unknown = await t.app.inject({ method: 'POST', url: '/sandbox/events/evt_nope/redeliver', payload: {} });
    expect(unknown.statusCode).toBe(404);
  });

  it('never sends one attempt twice when ticks overlap, in this process or another', async () => {
    const sessions = await Promise.all([1, 2, 3].map(() => createSession(t)));
    for (const s of sessions) await press(t, s.id, 'authorize');
    const other = createPaymongoTick(
      paymongoSandbox({
        db: t.db,
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        webhookUrl: t.receiver.url,
        publicUrl: PUBLIC_URL,
        now: () => t.clock.now,
      }),
    );
    const reports = await Promise.all([t.tick(), t.tick(), other(), other()]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(6);
    const ids = receivedEvents(t.receiver).map((e) => e.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('counts a receiver that does not answer in time as a failure, and one that cannot be reached', async () => {
    const session = await createSession(t);
    await press(t, session.id, 'fail');
    const hanging = new WebhookDeliveries({
      db: t.db,
      webhookUrl: t.receiver.url,
      webhookSecret: WEBHOOK_SECRET,
      now: () => t.clock.now,
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true })),
    });
    expect(await hanging.deliverDue()).toMatchObject({ sent: 1, acknowledged: 0 });
    const unreachable = new WebhookDeliveries({
      db: t.db,
      webhookUrl: 'http://127.0.0.1:9/',
      webhookSecret: WEBHOOK_SECRET,
      now: () => t.clock.now,
    });
    t.clock.advance(10_000);
    expect(await unreachable.deliverDue()).toMatchObject({ sent: 1, acknowledged: 0 });
    const [event] = await eventsOf(session.id);
    const log = event!.deliveries[0]!.log as { error: string; status: number | null }[];
    expect(log.map((l) => l.error)).toEqual(['timeout', expect.stringMatching(/^network error/)]);
    // Still due later: the real receiver gets it on the next retry.
    t.clock.advance(30_000);
    await t.tick();
    expect(receivedEvents(t.receiver).map((e) => e.id)).toEqual([event!.id]);
  });

  it('loses nothing across a restart: a new process delivers what is due', async () => {
    const session = await createSession(t);
    await press(t, session.id, 'fail');
    const restarted = createPaymongoTick({
      db: t.db,
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: t.receiver.url,
      publicUrl: PUBLIC_URL,
      now: () => t.clock.now,
    });
    expect((await restarted()).sent).toBe(1);
    expect(receivedEvents(t.receiver).map((e) => e.type)).toEqual(['payment.failed']);
  });

  it('lists recent events with their payload for testers, and refuses unknown query fields', async () => {
    const session = await createSession(t);
    await press(t, session.id, 'authorize');
    await t.tick();
    const res = await t.app.inject({ url: '/sandbox/events?limit=2' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.webhooksEnabled).toBe(true);
    expect(body.events).toHaveLength(2);
    expect(body.events[0].payload.data.id).toBe(body.events[0].id);
    expect((await t.app.inject({ url: '/sandbox/events?secret=1' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/sandbox/webhooks', payload: { enabled: 'yes' } })).statusCode).toBe(400);
  });
});
