import { describe, expect, it } from 'vitest';
import { DEMO_AGENT, DEMO_PLAYER } from '../../db/seed';
import { bearer, loginAs, solvedCaptcha, useTestApp } from '../../test/harness';

// Tight limits so the throttle tests stay fast; every test below uses its own IP or account.
const t = useTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '4', LOGIN_FAILURES_PER_IP: '8' });

function login(username: string, password: string, ip = '10.0.0.1', captcha: object = {}) {
  return t.app.inject({ method: 'POST', url: '/wps/session/login', payload: { username, password, ...captcha }, remoteAddress: ip });
}

async function createPlayer(username: string) {
  const { hashPassword } = await import('./passwords');
  await t.db.query(`INSERT INTO members (merchant_code, username, password_hash, type) VALUES ($1, $2, $3, 0)`, [
    t.config.merchantCode,
    username,
    await hashPassword('right-password'),
  ]);
}

describe('login', () => {
  it('answers token, userName, type and firstTimeLogin for the demo player', async () => {
    const res = await login(DEMO_PLAYER.username, DEMO_PLAYER.password);
    expect(res.statusCode).toBe(200);
    const { value } = res.json();
    expect(value).toMatchObject({ userName: 'demo', type: 0, firstTimeLogin: false });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('matches usernames case-insensitively', async () => {
    expect((await login('DEMO', DEMO_PLAYER.password, '10.0.0.2')).statusCode).toBe(200);
  });

  it('gives a new token at every login and stores only its hash', async () => {
    const a = await loginAs(t.app, 'demo', DEMO_PLAYER.password);
    const b = await loginAs(t.app, 'demo', DEMO_PLAYER.password);
    expect(a).not.toBe(b);
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(stored.some((s) => s.token_hash === a || s.token_hash === b)).toBe(false);
  });

  it('answers a wrong password and an unknown user identically, asking for a captcha next time', async () => {
    await createPlayer('victim0');
    const wrong = await login('victim0', 'not-the-password', '10.0.1.1');
    const unknown = await login('nobody-here', 'not-the-password', '10.0.1.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS', value: { captcha: true } });
  });

  it('needs a right captcha after a failure, and a success clears the need', async () => {
    await createPlayer('captcha1');
    await login('captcha1', 'guess', '10.0.3.1');
    expect((await login('captcha1', 'right-password', '10.0.3.1')).json()).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      value: { captcha: true },
    });
    const wrongAnswer = await login('captcha1', 'right-password', '10.0.3.1', {
      captchaId: (await solvedCaptcha(t.app)).captchaId,
      identifying: '999999',
    });
    expect(wrongAnswer.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    const ok = await login('captcha1', 'right-password', '10.0.3.1', await solvedCaptcha(t.app));
    expect(ok.statusCode).toBe(200);
    expect((await login('captcha1', 'right-password', '10.0.3.1')).statusCode).toBe(200);
  });

  it('spends a captcha once: a replayed answer is refused', async () => {
    await createPlayer('captcha2');
    await login('captcha2', 'guess', '10.0.3.2');
    const captcha = await solvedCaptcha(t.app);
    const first = await login('captcha2', 'guess', '10.0.3.2', captcha);
    expect(first.json().code).toBe('INVALID_CREDENTIALS');
    const replay = await login('captcha2', 'right-password', '10.0.3.2', captcha);
    expect(replay.json().code).toBe('CAPTCHA_INVALID');
  });

  it('refuses an agent account on the member login', async () => {
    const res = await login(DEMO_AGENT.username, DEMO_AGENT.password, '10.0.4.1');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NON_MEMBER_ACCOUNT', message: 'Non-member account unable to login' });
  });

  it('refuses a disabled account even with the right password', async () => {
    await createPlayer('disabled1');
    await t.db.query(`UPDATE members SET status = 'disabled' WHERE username = 'disabled1'`);
    const res = await login('disabled1', 'right-password', '10.0.2.1');
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
  });

  it('throttles one address guessing at an account, without locking the owner out from theirs', async () => {
    await createPlayer('target1');
    for (let i = 0; i < 4; i++) {
      const res = await login('target1', 'guess', '10.1.0.1', await solvedCaptcha(t.app));
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await login('target1', 'right-password', '10.1.0.1', await solvedCaptcha(t.app));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'LOGIN_THROTTLED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().value.retryAfter).toBeLessThanOrEqual(15 * 60);
    const owner = await login('target1', 'right-password', '10.1.0.200', await solvedCaptcha(t.app));
    expect(owner.statusCode).toBe(200);
  });

  it('stops a distributed attack on one account at ten times the per-address limit', async () => {
    await createPlayer('target2');
    for (let i = 0; i < 40; i++) await login('target2', 'guess', `10.1.1.${i}`, await solvedCaptcha(t.app));
    const res = await login('target2', 'right-password', '10.1.1.250', await solvedCaptcha(t.app));
    expect(res.json().code).toBe('LOGIN_THROTTLED');
    // Forty password checks (argon2id) and captchas: over 30 s on a loaded 2-core machine.
  }, 120_000);

  it('lets only one of many parallel guesses reach the password check without a captcha', async () => {
    await createPlayer('target3');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login('target3', i === 11 ? 'right-password' : `guess${i}`, `10.1.2.${i}`)),
    );
    const reachedPassword = results.filter((r) => r.statusCode === 200 || r.json().code === 'INVALID_CREDENTIALS');
    expect(reachedPassword.length).toBeLessThanOrEqual(1);
    expect(results.filter((r) => r.json().code === 'CAPTCHA_REQUIRED').length).toBeGreaterThanOrEqual(11);
  });

  it('throttles an IP that tries many accounts, without blocking other IPs', async () => {
    await createPlayer('bystander1');
    for (let i = 0; i < 8; i++) await login(`spray${i}`, 'guess', '10.2.0.1');
    expect((await login('bystander1', 'right-password', '10.2.0.1')).json()).toMatchObject({ code: 'LOGIN_THROTTLED' });
    // The blocked try still counted on the account, so the owner answers a captcha: slowed, not locked out.
    expect((await login('bystander1', 'right-password', '10.2.0.2', await solvedCaptcha(t.app))).statusCode).toBe(200);
  });

  it('gives a shared address its attempt back on every success, so a busy venue is not throttled', async () => {
    for (let i = 0; i < 12; i++) expect((await login('demo', DEMO_PLAYER.password, '10.3.0.1')).statusCode).toBe(200);
  });

  it('refuses malformed credentials with INVALID_INPUT', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: { username: 'demo', password: 123 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_INPUT' });
  });
});

describe('session use and logout', () => {
  it('needs a token for member info', async () => {
    const res = await t.app.inject({ url: '/wps/member/info' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers member info for a valid token', async () => {
    const token = await loginAs(t.app, 'demo', DEMO_PLAYER.password);
    const res = await t.app.inject({ url: '/wps/member/info', headers: bearer(token) });
    expect(res.json().value).toEqual({
      account: 'demo',
      nickname: 'Juan',
      type: 0,
      currency: 'PHP',
      currencySymbol: '₱',
      firstTimeLogin: false,
      icon: null,
    });
  });

  it('ends the session on the server at logout', async () => {
    const token = await loginAs(t.app, 'demo', DEMO_PLAYER.password);
    const out = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(out.json()).toEqual({ success: true, value: null });
    const after = await t.app.inject({ url: '/wps/member/info', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('expires a session idle for longer than the limit', async () => {
    const token = await loginAs(t.app, 'demo', DEMO_PLAYER.password);
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '3 hours' WHERE revoked_at IS NULL`);
    const res = await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(token) });
    expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('ends a session at its absolute expiry however active it is', async () => {
    const token = await loginAs(t.app, 'demo', DEMO_PLAYER.password);
    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second', last_seen_at = now() WHERE revoked_at IS NULL`);
    expect((await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(token) })).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('stores passwords as argon2id with at least 19 MiB and 2 iterations', async () => {
    const rows = await t.db.query<{ password_hash: string }>(`SELECT password_hash FROM members WHERE username = 'demo'`);
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a token that was never issued', async () => {
    const res = await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer('x'.repeat(43)) });
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('trial players', () => {
  for (const url of ['/wps/session/login/freeplay', '/wps/member/trialuser']) {
    it(`${url} creates a type-4 player funded with trial credit through the ledger`, async () => {
      const res = await t.app.inject({ method: 'POST', url });
      expect(res.statusCode).toBe(200);
      const { value } = res.json();
      expect(value.customerType).toBe(4);
      expect(value.userName).toMatch(/^trial_[0-9a-f]{10}$/);
      const wallet = await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(value.token) });
      expect(wallet.json().value.sumBalance).toBe(t.config.trialCreditCentavos);
      const info = await t.app.inject({ url: '/wps/member/info', headers: bearer(value.token) });
      expect(info.json().value.type).toBe(4);
      const transfers = await t.db.query(
        `SELECT 1 FROM ledger_transfers WHERE kind = 'trial_credit' AND idempotency_key LIKE 'trial-credit:%'`,
      );
      expect(transfers.length).toBeGreaterThan(0);
    });
  }
});
