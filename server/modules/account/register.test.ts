import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deobfuscate } from 'altcha-lib/obfuscation';
import { describe, expect, it } from 'vitest';
import { DEMO_AFFILIATE_CODE } from '../../db/seed';
import { staffSession } from '../../test/staff';
import { bearer, lastCode, solvedCaptcha, useTestApp } from '../../test/harness';
import { consumeCode } from '../verification/codes';

const t = useTestApp();
const ctxOf = () => t.app.ctx;
let phoneSeq = 100;

/** A valid Philippine mobile number nobody has used in this file yet. */
function nextMobile(): { mobileNum: string; e164: string } {
  const mobileNum = `9171234${String(++phoneSeq).padStart(3, '0')}`;
  return { mobileNum, e164: `+63${mobileNum}` };
}

function yearsAgo(years: number, extraDays = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + extraDays);
  return d.toISOString().slice(0, 10);
}

/** Each send from its own address: the per-IP limit on codes is tested on its own. */
async function smsCode(mobileNum: string, e164: string, ip = `10.9.${phoneSeq % 250}.${Math.floor(phoneSeq / 250) + 1}`): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    remoteAddress: ip,
    payload: { mobileNum, countryDialingCode: '63' },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return lastCode(t.app, e164);
}

async function form(overrides: Record<string, unknown> = {}) {
  const { mobileNum, e164 } = nextMobile();
  const captcha = await solvedCaptcha(t.app);
  return {
    registerMethod: 'H5',
    username: `player${phoneSeq}`,
    password: 'Mabuhay-2026!',
    confirmPassword: 'Mabuhay-2026!',
    mobileNum,
    countryDialingCode: '63',
    verificationCode: await smsCode(mobileNum, e164),
    birthday: yearsAgo(30),
    captcha: captcha.identifying,
    captchaId: captcha.captchaId,
    disclaimerAccepted: true,
    ...overrides,
  };
}

let registrations = 0;
function registerWith(payload: object, url = '/wps/member/register') {
  // Each from its own address, clear of the per-IP limit on registration attempts.
  return t.app.inject({
    method: 'PUT',
    url,
    payload,
    remoteAddress: `10.8.${Math.floor(++registrations / 250)}.${(registrations % 250) + 1}`,
  });
}

async function memberCount(): Promise<number> {
  return Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM members'))[0]!.n);
}

describe('registration settings', () => {
  it('publishes the methods, flags and every field rule the form follows', async () => {
    const value = (await t.app.inject({ url: '/wps/system/setting/register' })).json().value;
    expect(value).toMatchObject({
      enabled: true,
      usernameMethod: true,
      mobileMethod: true,
      smsVerification: true,
      minimumAge: 21,
      passwordMinLength: 8,
      passwordMaxLength: 64,
    });
    const names = value.fields.map((f: { name: string }) => f.name);
    expect(names).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'birthday',
      'nickname',
      'email',
      'affiliateCode',
      'facebook',
      'whatsapp',
      'line',
      'captcha',
    ]);
    expect(value.fields.find((f: { name: string }) => f.name === 'email')).toMatchObject({
      required: false,
      message: 'E-mail format is incorrect',
    });
    // Messenger contacts are asked only once the operator switches them on.
    expect(value.fields.filter((f: { enabled: boolean }) => !f.enabled).map((f: { name: string }) => f.name)).toEqual([
      'facebook',
      'whatsapp',
      'line',
    ]);
  });
});

describe('registering by username', () => {
  it('creates the player and logs them in, with an empty wallet', async () => {
    const payload = await form({ nickname: 'Maria', email: 'maria@example.ph', affiliateCode: DEMO_AFFILIATE_CODE.toLowerCase() });
    const res = await registerWith(payload);
    expect(res.statusCode).toBe(200);
    const { value } = res.json();
    expect(value).toMatchObject({ userName: payload.username, type: 0, firstTimeLogin: false });
    const info = await t.app.inject({ url: '/wps/member/info', headers: bearer(value.token) });
    expect(info.json().value).toMatchObject({ account: payload.username, nickname: 'Maria' });
    const wallet = await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(value.token) });
    expect(wallet.json().value.sumBalance).toBe(0);
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: payload.username, password: payload.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a player under 21 with the spec text, and accepts one who turns 21 today', async () => {
    const before = await memberCount();
    const young = await registerWith(await form({ birthday: yearsAgo(21, 1) }));
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({ code: 'UNDER_AGE', message: 'You must be at least 21 years old to register' });
    expect(await memberCount()).toBe(before);
    expect((await registerWith(await form({ birthday: yearsAgo(21) }))).statusCode).toBe(200);
  });

  it('refuses impossible birthdays', async () => {
    for (const birthday of [yearsAgo(101), '1990-02-30', '30/06/1990']) {
      const res = await registerWith(await form({ birthday }));
      expect(res.json(), birthday).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'birthday' } });
    }
  });

  it('needs the disclaimer accepted', async () => {
    const res = await registerWith(await form({ disclaimerAccepted: false }));
    expect(res.json()).toMatchObject({ code: 'DISCLAIMER_REQUIRED', message: 'Please accept to the disclaimer first' });
  });

  it('checks each field with the server message, skipping empty optional ones', async () => {
    expect((await registerWith(await form({ username: '1bad' }))).json()).toMatchObject({
      code: 'FIELD_INVALID',
      message: 'Account format is incorrect',
      value: { field: 'username' },
    });
    expect((await registerWith(await form({ email: 'not-an-email' }))).json()).toMatchObject({
      message: 'E-mail format is incorrect',
      value: { field: 'email' },
    });
    expect((await registerWith(await form({ email: '', nickname: '' }))).statusCode).toBe(200);
  });

  it('asks for a messenger contact once the operator switches it on, and support sees it masked', async () => {
    const admin = await staffSession(t, ['admin']);
    const console = (method: 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
    // Off by default: a number sent anyway is not kept.
    const quiet = await form({ whatsapp: '639171234567' });
    expect((await registerWith(quiet)).statusCode).toBe(200);
    const kept = async (username: string) =>
      (await t.db.query<{ messengers: unknown }>('SELECT messengers FROM members WHERE username = $1', [username]))[0]!.messengers;
    expect(JSON.stringify(await kept(quiet.username))).toBe('{}');

    const rule = { enabled: true, required: true, pattern: '^\\+?[0-9]{7,15}$', message: 'WhatsApp number is not valid', maxLength: 16 };
    expect((await console('PUT', '/ops/api/settings/registration/whatsapp', rule)).statusCode).toBe(200);
    try {
      expect((await registerWith(await form())).json()).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'whatsapp' } });
      expect((await registerWith(await form({ whatsapp: 'call me' }))).json()).toMatchObject({
        message: 'WhatsApp number is not valid',
        value: { field: 'whatsapp' },
      });
      const given = await form({ whatsapp: '+639171234567' });
      expect((await registerWith(given)).statusCode).toBe(200);
      const view = (await console('GET', `/ops/api/players/${given.username}`)).json().value;
      expect(view.profile.messengers).toEqual({ whatsapp: '+6***67' });
    } finally {
      await console('DELETE', '/ops/api/settings/registration/whatsapp');
    }
  });

  it('refuses a confirmation that differs, a short password and a common one', async () => {
    expect((await registerWith(await form({ confirmPassword: 'Mabuhay-2027!' }))).json()).toMatchObject({
      code: 'PASSWORD_MISMATCH',
      message: 'Confirmation password not matched',
    });
    expect((await registerWith(await form({ password: 'short1', confirmPassword: 'short1' }))).json()).toMatchObject({
      code: 'FIELD_INVALID',
      value: { field: 'password' },
    });
    expect((await registerWith(await form({ password: 'password1', confirmPassword: 'password1' }))).json()).toMatchObject({
      code: 'PASSWORD_WEAK',
    });
  });

  it('checks the invitation code', async () => {
    const check = (code: string) => t.app.inject({ method: 'POST', url: '/wps/agent/affiliate', payload: { code } });
    expect((await check(DEMO_AFFILIATE_CODE)).json().value).toEqual({ code: DEMO_AFFILIATE_CODE, valid: true });
    expect((await check('NOPE1234')).json().value.valid).toBe(false);
    expect((await registerWith(await form({ affiliateCode: 'NOPE1234' }))).json()).toMatchObject({
      code: 'INVITATION_CODE_INVALID',
      message: 'Invalid invitation code',
    });
  });

  it('tells whether a username is free', async () => {
    const payload = await form();
    await registerWith(payload);
    expect((await t.app.inject({ url: `/wps/check/username?username=${payload.username.toUpperCase()}` })).json().value).toEqual({
      available: false,
    });
    expect((await t.app.inject({ url: '/wps/check/username?username=nobody_yet' })).json().value).toEqual({ available: true });
  });

  it('gives one account when the same username registers several times at once', async () => {
    const forms = [];
    for (let i = 0; i < 5; i++) forms.push(await form({ username: 'samename01' }));
    const results = await Promise.all(forms.map((f) => registerWith(f)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) expect(r.json().code).toBe('USERNAME_TAKEN');
    expect(await t.db.query(`SELECT 1 FROM members WHERE username_key = 'samename01'`)).toHaveLength(1);
  });

  it('refuses a wrong or missing captcha and keeps the SMS code for the next try', async () => {
    const payload = await form({ captcha: '000000' });
    expect((await registerWith(payload)).json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    const fresh = await solvedCaptcha(t.app);
    expect((await registerWith({ ...payload, captcha: fresh.identifying, captchaId: fresh.captchaId })).statusCode).toBe(200);
  });

  it('accepts the captcha answer unsealed by proof of work (for players who cannot see the picture), once', async () => {
    const { captchaId, sealed } = (await t.app.inject({ url: '/wps/captcha', remoteAddress: '10.8.250.1' })).json().value as {
      captchaId: string;
      sealed: string;
    };
    const captcha = await deobfuscate(sealed, { deriveKey: pbkdf2 });
    const payload = await form({ captcha, captchaId });
    expect((await registerWith(payload)).statusCode).toBe(200);
    const again = await form({ captcha, captchaId });
    expect((await registerWith(again)).json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
  });

  it('never accepts an SMS code twice, even for a second registration of the same number', async () => {
    const first = await form();
    expect((await registerWith(first)).statusCode).toBe(200);
    await expect(consumeCode(ctxOf(), 'register', `+63${first.mobileNum}`, first.verificationCode)).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
    const other = await form();
    expect((await registerWith({ ...other, verificationCode: '000000' })).json().code).toBe('VERIFICATION_CODE_INVALID');
    const captcha = await solvedCaptcha(t.app);
    expect((await registerWith({ ...other, captcha: captcha.identifying, captchaId: captcha.captchaId })).statusCode).toBe(200);
  });

  it('creates nothing when the body is malformed or carries unknown fields', async () => {
    const before = await memberCount();
    expect((await registerWith({ ...(await form()), isVip: true })).json().code).toBe('INVALID_INPUT');
    expect((await registerWith({ ...(await form()), registerMethod: 'SMOKE' })).json().code).toBe('INVALID_INPUT');
    expect(await memberCount()).toBe(before);
  });
});

describe('registering by mobile number', () => {
  it('makes an account named after the number that logs in with the password', async () => {
    const payload = await form({ username: undefined });
    const res = await registerWith(payload, '/wps/member/register/mobile');
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe(`m63${payload.mobileNum}`);
    const again = await form({ username: undefined, mobileNum: payload.mobileNum });
    expect((await registerWith(again, '/wps/member/register/mobile')).json().code).toBe('MOBILE_TAKEN');
  });
});

describe('SMS codes', () => {
  it('enforces the countdown on the server and answers when the next code may be sent', async () => {
    const { mobileNum } = nextMobile();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        remoteAddress: '10.9.1.1',
        payload: { mobileNum, countryDialingCode: '63' },
      });
    const first = await send();
    const { expirationTime } = first.json().value;
    expect(expirationTime - Date.now()).toBeGreaterThan(55_000);
    expect(expirationTime - Date.now()).toBeLessThanOrEqual(60_000);
    const second = await send();
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ code: 'SMS_TOO_SOON', value: { expirationTime } });
  });

  it('limits codes per IP, whatever the numbers', async () => {
    const sends = [];
    for (let i = 0; i < 21; i++) {
      sends.push(
        await t.app.inject({
          method: 'POST',
          url: '/wps/verification/sms/register',
          remoteAddress: '10.9.250.250',
          payload: { mobileNum: nextMobile().mobileNum, countryDialingCode: '63' },
        }),
      );
    }
    expect(sends.slice(0, 20).every((r) => r.statusCode === 200)).toBe(true);
    expect(sends[20]!.json().code).toBe('RATE_LIMITED');
  });

  it('refuses an invalid mobile number before sending anything', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum: '12', countryDialingCode: '63' },
    });
    expect(res.json()).toMatchObject({ code: 'FIELD_INVALID', message: 'Please enter a valid mobile number' });
  });

  it('burns a code after five wrong guesses', async () => {
    const payload = await form();
    for (let i = 0; i < 5; i++) {
      const captcha = await solvedCaptcha(t.app);
      await registerWith({ ...payload, verificationCode: '99999' + i, captcha: captcha.identifying, captchaId: captcha.captchaId });
    }
    const captcha = await solvedCaptcha(t.app);
    const right = await registerWith({ ...payload, captcha: captcha.identifying, captchaId: captcha.captchaId });
    expect(right.json().code).toBe('VERIFICATION_CODE_INVALID');
  });
});
