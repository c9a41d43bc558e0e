import { describe, expect, it } from 'vitest';
import { lastCode, solvedCaptcha, solvedHumanCheck, useTestApp } from '../../test/harness';
import { hashPassword } from './passwords';

// The human check on, as production runs it; small limits so the floods stay short.
const t = useTestApp({ HUMAN_CHECK: 'on', LOGIN_FAILURES_PER_ACCOUNT: '1', LOGIN_FAILURES_PER_IP: '1000' });
let seq = 0;

async function player() {
  const n = ++seq;
  const username = `lockme${n}`;
  const mobileNum = `91900000${String(n).padStart(2, '0')}`;
  await t.db.query(
    `INSERT INTO members (merchant_code, username, password_hash, type, country_dialing_code, mobile_num, email)
      VALUES ($1, $2, $3, 0, '63', $4, $5)`,
    [t.config.merchantCode, username, await hashPassword('Tamang-Susi-42'), mobileNum, `${username}@example.ph`],
  );
  return { username, mobileNum, e164: `+63${mobileNum}`, email: `${username}@example.ph` };
}

function login(body: object, ip: string, cookie?: string) {
  return t.app.inject({ method: 'POST', url: '/wps/session/login', payload: body, remoteAddress: ip, headers: cookie ? { cookie } : {} });
}

/** The device cookie a successful login sets, as the browser would send it back. */
function deviceCookieOf(res: Awaited<ReturnType<typeof login>>): string {
  const set = res.cookies.find((c) => c.name === 'pp_device');
  if (!set) throw new Error('no device cookie was set');
  expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wps/' });
  return `pp_device=${set.value}`;
}

describe('an attacker cannot lock a player out of logging in', () => {
  it('110 logins with a bogus proof from 11 addresses count against nobody: the owner logs in at once, with no captcha', async () => {
    const p = await player();
    const bogus = Buffer.from(JSON.stringify({ challenge: { parameters: {} }, solution: { counter: 1 } })).toString('base64');
    for (let burst = 0; burst < 11; burst++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => login({ username: p.username, password: 'guess', humanCheck: bogus }, `10.80.${burst}.1`)),
      );
      for (const res of answers) expect(res.json().code).toBe('HUMAN_CHECK_FAILED');
    }
    const owner = await login(
      { username: p.username, password: 'Tamang-Susi-42', humanCheck: await solvedHumanCheck(t.app) },
      '10.80.99.1',
    );
    expect(owner.statusCode).toBe(200);
  });

  it('a distributed attack that solves every proof and captcha still leaves the owner their own device', { timeout: 120_000 }, async () => {
    const p = await player();
    const first = await login({ username: p.username, password: 'Tamang-Susi-42', humanCheck: await solvedHumanCheck(t.app) }, '10.81.0.1');
    const ownersDevice = deviceCookieOf(first);

    // 1 per address, 10 across addresses: 11 solved guesses from 11 addresses pass both.
    for (let i = 0; i < 11; i++) {
      await login(
        { username: p.username, password: `guess${i}`, humanCheck: await solvedHumanCheck(t.app), ...(await solvedCaptcha(t.app)) },
        `10.81.1.${i % 11}`,
      );
    }
    const stranger = await login(
      { username: p.username, password: 'Tamang-Susi-42', humanCheck: await solvedHumanCheck(t.app), ...(await solvedCaptcha(t.app)) },
      '10.81.2.1',
    );
    expect(stranger.json().code).toBe('LOGIN_THROTTLED');

    const owner = await login(
      { username: p.username, password: 'Tamang-Susi-42', humanCheck: await solvedHumanCheck(t.app) },
      '10.81.3.1',
      ownersDevice,
    );
    expect(owner.statusCode).toBe(200);
  });

  it("a device cookie of another member's device does not lift an account's limits", async () => {
    const owner = await player();
    const attacker = await player();
    const attackersDevice = deviceCookieOf(
      await login({ username: attacker.username, password: 'Tamang-Susi-42', humanCheck: await solvedHumanCheck(t.app) }, '10.82.0.1'),
    );
    for (let i = 0; i < 2; i++) {
      await login(
        { username: owner.username, password: `guess${i}`, humanCheck: await solvedHumanCheck(t.app), ...(await solvedCaptcha(t.app)) },
        '10.82.0.2',
        attackersDevice,
      );
    }
    const blocked = await login(
      { username: owner.username, password: 'Tamang-Susi-42', humanCheck: await solvedHumanCheck(t.app), ...(await solvedCaptcha(t.app)) },
      '10.82.0.2',
      attackersDevice,
    );
    expect(blocked.json().code).toBe('LOGIN_THROTTLED');
  });
});

describe('an attacker cannot use up or void a player\u2019s codes', () => {
  const sms = (body: object, ip: string, url = '/wps/verification/sms/noLogin', cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: { countryDialingCode: '63', ...body },
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    });

  it('a code request without a solved human check sends nothing', async () => {
    const p = await player();
    for (const [url, body] of [
      ['/wps/verification/sms/noLogin', { mobileNum: p.mobileNum, purpose: 'login' }],
      ['/wps/verification/sms/noLogin', { mobileNum: p.mobileNum, purpose: 'reset' }],
      ['/wps/verification/sms/register', { mobileNum: '9170000777' }],
    ] as const) {
      expect((await sms(body, '10.83.0.1', url)).json().code).toBe('HUMAN_CHECK_FAILED');
    }
    const email = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: p.username, email: p.email },
      remoteAddress: '10.83.0.1',
    });
    expect(email.json().code).toBe('HUMAN_CHECK_FAILED');
    expect((await t.app.inject({ url: `/sandbox/outbox?destination=${encodeURIComponent(p.e164)}` })).json().value).toEqual([]);
  });

  it(
    'a flood of reset codes from many addresses leaves the owner their login codes, and their reset codes on their own device',
    { timeout: 120_000 },
    async () => {
      const p = await player();
      const ownersDevice = deviceCookieOf(
        await login({ username: p.username, password: 'Tamang-Susi-42', humanCheck: await solvedHumanCheck(t.app) }, '10.84.0.1'),
      );
      // Each send opens a 60 s countdown; move it back so the flood reaches the hourly limit now.
      const rewind = () => t.db.query(`UPDATE verification_codes SET resend_at = now() WHERE destination = $1`, [p.e164]);
      let limited = 0;
      for (let i = 0; i < 25; i++) {
        await rewind();
        const res = await sms({ mobileNum: p.mobileNum, purpose: 'reset', humanCheck: await solvedHumanCheck(t.app) }, `10.84.1.${i % 5}`);
        if (res.statusCode === 429) limited++;
      }
      expect(limited).toBeGreaterThan(0);
      await rewind();
      expect(
        (await sms({ mobileNum: p.mobileNum, purpose: 'reset', humanCheck: await solvedHumanCheck(t.app) }, '10.84.2.1')).statusCode,
      ).toBe(429);

      const loginCode = await sms({ mobileNum: p.mobileNum, purpose: 'login', humanCheck: await solvedHumanCheck(t.app) }, '10.84.3.1');
      expect(loginCode.statusCode).toBe(200);
      const resetAtHome = await sms(
        { mobileNum: p.mobileNum, purpose: 'reset', humanCheck: await solvedHumanCheck(t.app) },
        '10.84.3.1',
        undefined,
        ownersDevice,
      );
      expect(resetAtHome.statusCode).toBe(200);
    },
  );

  it("an emailed reset code survives a request with the player's username and a wrong email", async () => {
    const p = await player();
    const ask = (email: string, ip: string) =>
      solvedHumanCheck(t.app).then((humanCheck) =>
        t.app.inject({
          method: 'POST',
          url: '/wps/member/password/email',
          payload: { username: p.username, email, humanCheck },
          remoteAddress: ip,
        }),
      );
    expect((await ask(p.email, '10.85.0.1')).statusCode).toBe(200);
    const code = await lastCode(t.app, p.email);
    await t.db.query(`UPDATE verification_codes SET resend_at = now() WHERE destination = $1`, [`user:${p.username}`]);
    const attack = await ask('attacker@evil.example', '10.85.0.2');
    expect(attack.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/sandbox/outbox?destination=attacker%40evil.example' })).json().value).toEqual([]);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email/reset',
      payload: { username: p.username, code, newPassword: 'Bagong-Susi-43', confirmNewPassword: 'Bagong-Susi-43' },
    });
    expect(reset.json()).toEqual({ success: true, value: null });
  });
});
