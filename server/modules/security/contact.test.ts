import { describe, expect, it } from 'vitest';
import { bearer, lastCode, testOperator, useTestApp, verifiedPlayer } from '../../test/harness';
import { hashPassword } from '../session/passwords';
import { asPlayer, LOGIN_PASSWORD, playerWithPassword } from './test-support';

const t = useTestApp();
const BASE = '/wps/v2/member/securityConfig';
let mailSeq = 0;
const freshEmail = () => `player${process.pid}.${++mailSeq}@example.ph`;

const askCode = (token: string, email: string) =>
  t.app.inject({ method: 'POST', url: `${BASE}/email/code?moduleId=BINDEMAIL3`, headers: bearer(token), payload: { email } });
const bind = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${BASE}/email?moduleId=BINDEMAIL3`, headers: bearer(token), payload });
const centre = async (token: string) =>
  (await t.app.inject({ url: `${BASE}/centre?moduleId=SECCTR3`, headers: bearer(token) })).json().value;
const bindPayee = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${BASE}/payee?moduleId=BINDPAYEE3`, headers: bearer(token), payload });

describe('binding an email', () => {
  it('sends a code to the outbox, and the code with the login password binds the address, masked in the centre', async () => {
    const { token } = await playerWithPassword(t);
    const email = freshEmail();
    expect((await centre(token)).email).toBeNull();
    const sent = await askCode(token, email.toUpperCase());
    expect(sent.json()).toEqual({ success: true, value: { expirationTime: expect.any(Number) } });
    const code = await lastCode(t.app, email);
    expect(code).toMatch(/^\d{6}$/);
    expect((await bind(token, { email, code, loginPassword: LOGIN_PASSWORD })).json()).toEqual({ success: true, value: null });
    expect((await centre(token)).email).toBe(`p•••@example.ph`);
    // The code works once.
    expect((await bind(token, { email, code, loginPassword: LOGIN_PASSWORD })).json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('refuses a wrong code, a code sent to another address, and a wrong login password (which leaves the code usable)', async () => {
    const { token } = await playerWithPassword(t);
    const email = freshEmail();
    await askCode(token, email);
    const code = await lastCode(t.app, email);
    const wrongCode = code === '000000' ? '000001' : '000000';
    expect((await bind(token, { email, code: wrongCode, loginPassword: LOGIN_PASSWORD })).json().code).toBe('VERIFICATION_CODE_INVALID');
    expect((await bind(token, { email: freshEmail(), code, loginPassword: LOGIN_PASSWORD })).json().code).toBe('VERIFICATION_CODE_INVALID');
    expect((await bind(token, { email, code, loginPassword: 'nope' })).json()).toMatchObject({
      code: 'FIELD_INVALID',
      value: { field: 'loginPassword' },
    });
    expect((await centre(token)).email).toBeNull();
    expect((await bind(token, { email, code, loginPassword: LOGIN_PASSWORD })).json().success).toBe(true);
  });

  it('keeps the countdown between codes', async () => {
    const { token } = await playerWithPassword(t);
    const email = freshEmail();
    expect((await askCode(token, email)).json().success).toBe(true);
    const again = await askCode(token, email);
    expect([again.statusCode, again.json().code]).toEqual([429, 'SMS_TOO_SOON']);
  });

  it('keeps a proved address to one account', async () => {
    const first = await playerWithPassword(t);
    const email = freshEmail();
    await askCode(first.token, email);
    await bind(first.token, { email, code: await lastCode(t.app, email), loginPassword: LOGIN_PASSWORD });
    const second = await playerWithPassword(t);
    const res = await askCode(second.token, email.toUpperCase());
    expect([res.statusCode, res.json().code, res.json().value.field]).toEqual([409, 'EMAIL_TAKEN', 'email']);
  });

  it('refuses an address on the restricted-persons list, as registration does', async () => {
    const key = await testOperator(t);
    const email = freshEmail();
    await t.app.inject({
      method: 'POST',
      url: '/ops/restricted-identities',
      headers: bearer(key),
      payload: { kind: 'email', value: email.toUpperCase(), reason: 'NDRP entry 2026-201' },
    });
    const { token } = await playerWithPassword(t);
    const res = await askCode(token, email);
    expect([res.statusCode, res.json().code]).toEqual([403, 'REGISTRATION_RESTRICTED']);
    expect(await t.app.inject({ url: `/sandbox/outbox?destination=${encodeURIComponent(email)}` }).then((r) => r.json().value)).toEqual([]);
  });

  it.each([['not-an-email'], ['a@b'], ['x'.repeat(250) + '@example.ph']])('refuses %s as bad input', async (email) => {
    const { token } = await playerWithPassword(t);
    expect((await askCode(token, email)).json().code).toBe('INVALID_INPUT');
    expect((await bind(token, { email, code: '123456', loginPassword: LOGIN_PASSWORD })).json().code).toBe('INVALID_INPUT');
  });

  it('refuses a code that is not six digits', async () => {
    const { token } = await playerWithPassword(t);
    expect((await bind(token, { email: freshEmail(), code: '12345', loginPassword: LOGIN_PASSWORD })).json().code).toBe('INVALID_INPUT');
  });
});

describe('binding the payee name', () => {
  it('keeps a full name once, confirmed by the login password; changing it is for customer service', async () => {
    const { token } = await playerWithPassword(t);
    expect((await bindPayee(token, { payeeName: '  Maria  Clara Santos ', loginPassword: 'nope' })).json()).toMatchObject({
      code: 'FIELD_INVALID',
      value: { field: 'loginPassword' },
    });
    expect((await bindPayee(token, { payeeName: '  Maria  Clara Santos ', loginPassword: LOGIN_PASSWORD })).json().success).toBe(true);
    expect((await centre(token)).payeeName).toBe('Maria Clara Santos');
    const again = await bindPayee(token, { payeeName: 'Maria Santos', loginPassword: LOGIN_PASSWORD });
    expect([again.statusCode, again.json().code]).toEqual([409, 'PAYEE_ALREADY_BOUND']);
  });

  it.each([['Maria'], ['M S'], ['Maria 2 Santos'], ['<b>Maria</b> Santos'], ['-- --']])('refuses %j as not a full name', async (name) => {
    const { token } = await playerWithPassword(t);
    expect((await bindPayee(token, { payeeName: name, loginPassword: LOGIN_PASSWORD })).json()).toMatchObject({
      code: 'FIELD_INVALID',
      value: { field: 'payeeName' },
    });
    expect((await centre(token)).payeeName).toBeNull();
  });

  it('takes names as Filipinos write them', async () => {
    for (const name of ['Ma. Señora Dela Cruz-Santos', "Liam O'Brien", 'Ñoño Bautista']) {
      const { token } = await playerWithPassword(t);
      expect((await bindPayee(token, { payeeName: name, loginPassword: LOGIN_PASSWORD })).json().success).toBe(true);
    }
  });

  it('must agree with a verified identity’s name, as payout accounts do', async () => {
    const player = await verifiedPlayer(t, 'Juan Dela Cruz');
    await t.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [player.memberId, await hashPassword(LOGIN_PASSWORD)]);
    const other = await bindPayee(player.token, { payeeName: 'Pedro Dela Cruz', loginPassword: LOGIN_PASSWORD });
    expect([other.statusCode, other.json().code, other.json().value.field]).toEqual([400, 'PAYEE_NAME_MISMATCH', 'payeeName']);
    expect((await bindPayee(player.token, { payeeName: 'DELA CRUZ, JUAN', loginPassword: LOGIN_PASSWORD })).json().success).toBe(true);
    expect((await centre(player.token)).identityVerified).toBe(true);
  });

  it.each([
    [{ payeeName: 'Maria Santos' }],
    [{ payeeName: 'x'.repeat(101), loginPassword: 'x' }],
    [{ payeeName: 'Maria Santos', loginPassword: 'x', extra: 1 }],
  ])('refuses %j as bad input', async (payload) => {
    const { token } = await playerWithPassword(t);
    expect((await bindPayee(token, payload)).json().code).toBe('INVALID_INPUT');
  });
});

describe('the security centre’s facts', () => {
  it('start empty for a new player', async () => {
    const { token } = await playerWithPassword(t);
    expect(await centre(token)).toEqual({
      paymentPassword: false,
      securityQuestions: false,
      email: null,
      payeeName: null,
      identityVerified: false,
      bankCards: 0,
      sessions: 1,
    });
  });

  it('are also in the security config (COMM3)', async () => {
    const { token } = await playerWithPassword(t);
    await bindPayee(token, { payeeName: 'Maria Santos', loginPassword: LOGIN_PASSWORD });
    const config = (await t.app.inject({ url: `${BASE}?moduleId=COMM3`, headers: bearer(token) })).json().value;
    expect(config.info.security).toEqual(await centre(token));
    expect(config.info.security.payeeName).toBe('Maria Santos');
  });

  it('and every contact door is closed to trial players', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token;
    for (const request of [
      { url: `${BASE}/centre` },
      { method: 'POST' as const, url: `${BASE}/email/code`, payload: { email: 'a@example.ph' } },
      { method: 'POST' as const, url: `${BASE}/email`, payload: { email: 'a@example.ph', code: '123456', loginPassword: 'x' } },
      { method: 'POST' as const, url: `${BASE}/payee`, payload: { payeeName: 'Maria Santos', loginPassword: 'x' } },
    ]) {
      const res = await asPlayer(t, trial, request);
      expect([res.statusCode, res.json().code]).toEqual([403, 'TRIAL_FORBIDDEN']);
    }
  });
});
