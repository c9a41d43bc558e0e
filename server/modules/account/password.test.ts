import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../db/seed';
import { bearer, lastCode, loginAs, useTestApp } from '../../test/harness';
import { hashPassword } from '../session/passwords';

const t = useTestApp();
let seq = 0;

/** A player with a password, a mobile number and an email, made straight in the database. */
async function player(password = 'Kalayaan-1898') {
  const n = ++seq;
  const username = `pwplayer${n}`;
  const mobileNum = `91800000${String(n).padStart(2, '0')}`;
  await t.db.query(
    `INSERT INTO members (merchant_code, username, password_hash, type, country_dialing_code, mobile_num, email)
      VALUES ($1, $2, $3, 0, '63', $4, $5)`,
    [t.config.merchantCode, username, await hashPassword(password), mobileNum, `${username}@example.ph`],
  );
  return { username, password, mobileNum, e164: `+63${mobileNum}`, email: `${username}@example.ph` };
}

function login(body: object, ip = '10.5.0.1') {
  return t.app.inject({ method: 'POST', url: '/wps/session/login', payload: body, remoteAddress: ip });
}

function changePassword(token: string, body: object) {
  return t.app.inject({ method: 'POST', url: '/wps/v2/member/password', headers: bearer(token), payload: body });
}

describe('changing the password', () => {
  it('needs the old password, a different new one and a matching confirmation', async () => {
    const p = await player();
    const token = await loginAs(t.app, p.username, p.password);
    expect(
      (
        await changePassword(token, { oldPassword: 'wrong-old-pw', newPassword: 'Bagong-Araw-1', confirmNewPassword: 'Bagong-Araw-1' })
      ).json(),
    ).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'oldPassword' } });
    expect(
      (await changePassword(token, { oldPassword: p.password, newPassword: p.password, confirmNewPassword: p.password })).json(),
    ).toMatchObject({
      code: 'PASSWORD_REUSED',
      message: 'The new password and the old password cannot be the same',
    });
    expect(
      (await changePassword(token, { oldPassword: p.password, newPassword: 'Bagong-Araw-1', confirmNewPassword: 'Bagong-Araw-2' })).json(),
    ).toMatchObject({ code: 'PASSWORD_MISMATCH' });
    expect(
      (await changePassword(token, { oldPassword: p.password, newPassword: 'password1', confirmNewPassword: 'password1' })).json(),
    ).toMatchObject({ code: 'PASSWORD_WEAK' });
  });

  it('ends the other sessions, keeps this one, and only the new password logs in', async () => {
    const p = await player();
    const here = await loginAs(t.app, p.username, p.password);
    const elsewhere = await loginAs(t.app, p.username, p.password);
    const res = await changePassword(here, { oldPassword: p.password, newPassword: 'Bagong-Araw-1', confirmNewPassword: 'Bagong-Araw-1' });
    expect(res.json()).toEqual({ success: true, value: null });
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(here) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(elsewhere) })).json().code).toBe('SESSION_EXPIRED');
    expect((await login({ username: p.username, password: 'Bagong-Araw-1' })).statusCode).toBe(200);
    expect((await login({ username: p.username, password: p.password }, '10.5.0.2')).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('is closed to visitors and trial players', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/v2/member/password',
          payload: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
        })
      ).json().code,
    ).toBe('UNAUTHENTICATED');
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token;
    expect(
      (await changePassword(trial, { oldPassword: 'a', newPassword: 'Bagong-Araw-1', confirmNewPassword: 'Bagong-Araw-1' })).json().code,
    ).toBe('TRIAL_FORBIDDEN');
  });
});

describe('logging in with an SMS code', () => {
  it('logs in with the code sent to the number, once', async () => {
    const p = await player();
    const send = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: p.mobileNum, countryDialingCode: '63' },
    });
    expect(send.statusCode).toBe(200);
    const messageCode = await lastCode(t.app, p.e164);
    const body = { type: 'sms', mobileNum: `0${p.mobileNum}`, countryDialingCode: '+63', messageCode };
    const res = await login(body);
    expect(res.json().value).toMatchObject({ userName: p.username, type: 0 });
    expect((await login(body)).json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('refuses a wrong code', async () => {
    const p = await player();
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: p.mobileNum, countryDialingCode: '63' },
    });
    expect(
      (await login({ type: 'sms', mobileNum: p.mobileNum, countryDialingCode: '63', messageCode: '000000' }, '10.5.1.1')).json().code,
    ).toBe('VERIFICATION_CODE_INVALID');
  });
});

describe('forgotten password', () => {
  it('resets with an SMS code and ends every session', async () => {
    const p = await player();
    const before = await loginAs(t.app, p.username, p.password);
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: p.mobileNum, countryDialingCode: '63', purpose: 'reset' },
    });
    const messageCode = await lastCode(t.app, p.e164);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      payload: {
        mobileNum: p.mobileNum,
        countryDialingCode: '63',
        messageCode,
        newPassword: 'Bagong-Umaga-7',
        confirmNewPassword: 'Bagong-Umaga-7',
      },
    });
    expect(reset.json()).toEqual({ success: true, value: null });
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(before) })).json().code).toBe('SESSION_EXPIRED');
    expect((await login({ username: p.username, password: 'Bagong-Umaga-7' }, '10.5.2.1')).statusCode).toBe(200);
  });

  it('sends no code to a number without an account, and answers exactly as for one with', async () => {
    const send = (mobileNum: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum, countryDialingCode: '63', purpose: 'reset' },
      });
    const known = await player();
    for (const mobileNum of ['9179999999', known.mobileNum]) {
      const first = await send(mobileNum);
      expect(first.statusCode).toBe(200);
      expect(first.json().value.expirationTime).toBeGreaterThan(Date.now());
      expect((await send(mobileNum)).json().code).toBe('SMS_TOO_SOON');
      const reset = await t.app.inject({
        method: 'POST',
        url: '/wps/member/password/verification',
        payload: {
          mobileNum,
          countryDialingCode: '63',
          messageCode: '000000',
          newPassword: 'Bagong-Umaga-7',
          confirmNewPassword: 'Bagong-Umaga-8',
        },
      });
      expect(reset.json().code).toBe('PASSWORD_MISMATCH');
    }
    expect((await t.app.inject({ url: '/sandbox/outbox?destination=%2B639179999999' })).json().value).toEqual([]);
  });

  it('burns a code after five wrong guesses, even when they arrive together', async () => {
    const p = await player();
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: p.mobileNum, countryDialingCode: '63', purpose: 'reset' },
    });
    const messageCode = await lastCode(t.app, p.e164);
    const guess = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password/verification',
        payload: {
          mobileNum: p.mobileNum,
          countryDialingCode: '63',
          messageCode: code,
          newPassword: 'Bagong-Umaga-7',
          confirmNewPassword: 'Bagong-Umaga-7',
        },
      });
    const wrong = Array.from({ length: 12 }, (_, i) => String(100000 + i)).filter((c) => c !== messageCode);
    await Promise.all(wrong.map(guess));
    expect((await guess(messageCode)).json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('answers a wrong address like a right one, and sends nothing to it', async () => {
    const p = await player();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: p.username, email: 'someone@else.ph' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'nobody-at-all', email: 'someone@else.ph' },
    });
    expect(wrong.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/sandbox/outbox?destination=someone%40else.ph' })).json().value).toEqual([]);
    // The countdown runs for the username either way, so a second try tells nothing either.
    const again = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'nobody-at-all', email: 'x@y.ph' },
    });
    expect(again.json().code).toBe('SMS_TOO_SOON');
  });

  it('resets by email with the emailed code, once', async () => {
    const p = await player();
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: p.username, email: p.email.toUpperCase() },
    });
    const code = await lastCode(t.app, p.email);
    const body = { username: p.username, code, newPassword: 'Bagong-Gabi-9', confirmNewPassword: 'Bagong-Gabi-9' };
    expect((await t.app.inject({ method: 'POST', url: '/wps/member/password/email/reset', payload: body })).json()).toEqual({
      success: true,
      value: null,
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/member/password/email/reset',
          payload: { ...body, newPassword: 'Iba-Na-Naman-3', confirmNewPassword: 'Iba-Na-Naman-3' },
        })
      ).json().code,
    ).toBe('VERIFICATION_CODE_INVALID');
    expect((await login({ username: p.username, password: 'Bagong-Gabi-9' }, '10.5.3.1')).statusCode).toBe(200);
  });

  it('the demo player keeps its password through all of the above', async () => {
    expect((await login({ username: DEMO_PLAYER.username, password: DEMO_PLAYER.password }, '10.5.4.1')).statusCode).toBe(200);
  });
});
