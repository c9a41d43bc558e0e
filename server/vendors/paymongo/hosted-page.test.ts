import { describe, expect, it } from 'vitest';
import { formatAmount } from '../sandbox-page';
import { formatTimeLeft, TEXTS } from './page';
import { basic, createSession, MERCHANT, press, useTestSandbox } from './test-support';

const t = useTestSandbox();

const page = (id: string) => t.app.inject({ url: `/checkout/${id}` });
const statusOf = async (id: string) =>
  (await t.app.inject({ url: `/v1/checkout_sessions/${id}`, headers: basic() })).json().data.attributes.status as string;
/** The buttons' names on a page (each is its own form). */
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((m) => m[1]);

describe('the hosted payment page', () => {
  it('shows the reference, the amount in pesos, the method and the time left, with the three buttons', async () => {
    const session = await createSession(t, { reference_number: 'DEP-<script>', payment_method_types: ['paymaya'] });
    const res = await page(session.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toContain('₱1,234.56');
    expect(html).toContain('DEP-&lt;script&gt;');
    expect(html).not.toContain('DEP-<script>');
    expect(html).toContain('Maya');
    expect(html).toContain('30 min');
    expect(buttons(html)).toEqual([TEXTS.authorize, TEXTS.fail, TEXTS.expire]);
    for (const action of ['authorize', 'fail', 'expire'])
      expect(html).toContain(`method="post" action="/checkout/${session.id}/${action}"`);
    // No script of any kind, and a policy that would block one.
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain(`form-action 'self' ${MERCHANT}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('formats amounts and times as the page shows them', () => {
    expect(formatAmount(2000)).toBe('₱20.00');
    expect(formatAmount(123_456_789)).toBe('₱1,234,567.89');
    expect(formatAmount(5)).toBe('₱0.05');
    expect(formatTimeLeft(4 * 3600_000)).toBe('4 h 0 min');
    expect(formatTimeLeft(59 * 60_000 + 59_000)).toBe('59 min');
    expect(formatTimeLeft(30_000)).toBe(TEXTS.lessThanAMinute);
  });

  it('authorize: back to success_url (303) and the session is paid; the page then shows it paid, without buttons', async () => {
    const session = await createSession(t);
    const res = await press(t, session.id, 'authorize');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${MERCHANT}/m/deposit/done`);
    expect(await statusOf(session.id)).toBe('paid');
    const after = (await page(session.id)).body;
    expect(buttons(after)).toEqual([]);
    expect(after).toContain(TEXTS.paidHeading);
    expect(after).toContain(`href="${MERCHANT}/m/deposit/done"`);
    // A second press (a stale tab) changes nothing and still leads back as paid.
    const again = await press(t, session.id, 'fail');
    expect(again.headers.location).toBe(`${MERCHANT}/m/deposit/done`);
    expect(await statusOf(session.id)).toBe('paid');
  });

  it('fail: back to cancel_url, the session stays active and the page says the attempt was declined', async () => {
    const session = await createSession(t);
    const res = await press(t, session.id, 'fail');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${MERCHANT}/m/deposit/cancelled`);
    expect(await statusOf(session.id)).toBe('active');
    const html = (await page(session.id)).body;
    expect(html).toContain('role="status"');
    expect(html).toContain('generic_decline');
    expect(buttons(html)).toHaveLength(3);
  });

  it('let it expire: back to cancel_url and the session is expired; the page shows it expired', async () => {
    const session = await createSession(t);
    const res = await press(t, session.id, 'expire');
    expect(res.headers.location).toBe(`${MERCHANT}/m/deposit/cancelled`);
    expect(await statusOf(session.id)).toBe('expired');
    const html = (await page(session.id)).body;
    expect(html).toContain(TEXTS.expiredHeading);
    expect(buttons(html)).toEqual([]);
    expect(html).toContain(`href="${MERCHANT}/m/deposit/cancelled"`);
  });

  it('a session past its time can no longer be paid', async () => {
    const session = await createSession(t, { payment_method_types: ['qrph'] });
    t.clock.advance(30 * 60_000);
    expect((await page(session.id)).body).toContain(TEXTS.expiredHeading);
    const res = await press(t, session.id, 'authorize');
    expect(res.headers.location).toBe(`${MERCHANT}/m/deposit/cancelled`);
    expect(await statusOf(session.id)).toBe('expired');
  });

  it('answers an unknown checkout with a page, and refuses form fields it does not know', async () => {
    const res = await page('cs_unknown');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(TEXTS.notFoundHeading);
    expect((await press(t, 'cs_unknown', 'authorize')).statusCode).toBe(404);
    const session = await createSession(t);
    const extra = await t.app.inject({
      method: 'POST',
      url: `/checkout/${session.id}/authorize`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount=1',
    });
    expect(extra.statusCode).toBe(400);
    expect(await statusOf(session.id)).toBe('active');
    expect((await t.app.inject({ method: 'POST', url: `/checkout/${session.id}/refund` })).statusCode).toBe(400);
  });

  it('shows online banking with the bank the player chose', async () => {
    const session = await createSession(t, { payment_method_types: ['dob'], metadata: { bank_code: 'bpi' } });
    expect((await page(session.id)).body).toContain('Online banking (BPI)');
  });
});
