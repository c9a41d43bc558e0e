import { describe, expect, it } from 'vitest';
import { bearer, sessionPlayer, useTestApp } from '../../test/harness';
import { hashPassword } from '../session/passwords';
import { PAYMENT_PASSWORD_GUESSES, isGuessablePin } from './service';

const t = useTestApp();
const URL = '/wps/v2/member/securityConfig/paymentPassword';
const LOGIN_PASSWORD = 'Mabuhay-2026!';
const loginHash = hashPassword(LOGIN_PASSWORD);

const player = async () => (await sessionPlayer(t, await loginHash)).token;
const state = async (token: string) => (await t.app.inject({ url: URL, headers: bearer(token) })).json();
const set = (token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: URL, headers: bearer(token), payload });
const change = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: URL, headers: bearer(token), payload });

describe('setting the payment password', () => {
  it('takes six digits confirmed by the login password, once, and keeps only an argon2id hash of them', async () => {
    const { memberId, token } = await sessionPlayer(t, await loginHash);
    expect(await state(token)).toEqual({ success: true, value: { exists: false } });
    expect((await set(token, { loginPassword: LOGIN_PASSWORD, paymentPassword: '482915' })).json()).toEqual({ success: true, value: null });
    expect(await state(token)).toEqual({ success: true, value: { exists: true } });
    const [row] = await t.db.query<{ payment_password_hash: string }>('SELECT payment_password_hash FROM members WHERE id = $1', [
      memberId,
    ]);
    expect(row!.payment_password_hash).toMatch(/^\$argon2id\$/);
    expect(row!.payment_password_hash).not.toContain('482915');
    const again = await set(token, { loginPassword: LOGIN_PASSWORD, paymentPassword: '730164' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'PAYMENT_PASSWORD_EXISTS']);
  });

  it('refuses a wrong login password at its field, and six digits anyone would guess', async () => {
    const token = await player();
    expect((await set(token, { loginPassword: 'not-mine', paymentPassword: '482915' })).json()).toMatchObject({
      code: 'FIELD_INVALID',
      value: { field: 'loginPassword' },
    });
    for (const guessable of ['111111', '123456', '654321', '890123']) {
      expect((await set(token, { loginPassword: LOGIN_PASSWORD, paymentPassword: guessable })).json().code).toBe('PAYMENT_PASSWORD_WEAK');
    }
    expect(await state(token)).toMatchObject({ value: { exists: false } });
  });

  it.each([['12345'], ['1234567'], ['abcdef'], ['12 456'], [482915]])('refuses %j as not six digits, changing nothing', async (pin) => {
    const token = await player();
    const res = await set(token, { loginPassword: LOGIN_PASSWORD, paymentPassword: pin });
    expect([res.statusCode, res.json().code]).toEqual([400, 'INVALID_INPUT']);
    expect(await state(token)).toMatchObject({ value: { exists: false } });
  });
});

describe('changing the payment password', () => {
  it('needs the current one, and then the new one is the one that holds', async () => {
    const token = await player();
    await set(token, { loginPassword: LOGIN_PASSWORD, paymentPassword: '482915' });
    expect((await change(token, { oldPaymentPassword: '482915', newPaymentPassword: '730164' })).json().success).toBe(true);
    expect((await change(token, { oldPaymentPassword: '482915', newPaymentPassword: '295037' })).json().code).toBe(
      'PAYMENT_PASSWORD_WRONG',
    );
    expect((await change(token, { oldPaymentPassword: '730164', newPaymentPassword: '730164' })).json().code).toBe('PASSWORD_REUSED');
  });

  it('is refused before one is set', async () => {
    expect((await change(await player(), { oldPaymentPassword: '482915', newPaymentPassword: '730164' })).json().code).toBe(
      'PAYMENT_PASSWORD_MISSING',
    );
  });

  it(`allows ${PAYMENT_PASSWORD_GUESSES} wrong guesses, saying how many are left, then refuses even the right one a while`, async () => {
    const { memberId, token } = await sessionPlayer(t, await loginHash);
    await set(token, { loginPassword: LOGIN_PASSWORD, paymentPassword: '482915' });
    const left: number[] = [];
    for (let i = 1; i < PAYMENT_PASSWORD_GUESSES; i++) {
      left.push((await change(token, { oldPaymentPassword: '000001', newPaymentPassword: '730164' })).json().value.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1]);
    const last = await change(token, { oldPaymentPassword: '000001', newPaymentPassword: '730164' });
    expect([last.statusCode, last.json().code]).toEqual([429, 'PAYMENT_PASSWORD_THROTTLED']);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await change(token, { oldPaymentPassword: '482915', newPaymentPassword: '730164' })).json().code).toBe(
      'PAYMENT_PASSWORD_THROTTLED',
    );

    // Another player is not held back by it.
    const other = await player();
    expect((await set(other, { loginPassword: LOGIN_PASSWORD, paymentPassword: '482915' })).json().success).toBe(true);

    await t.db.query(`UPDATE throttle_counters SET window_ends_at = now() - interval '1 second' WHERE key = $1`, [
      `payment-password:${memberId}`,
    ]);
    expect((await change(token, { oldPaymentPassword: '482915', newPaymentPassword: '730164' })).json().success).toBe(true);
  });
});

describe('the payment password’s doors', () => {
  it('are closed to visitors and trial players', async () => {
    expect((await t.app.inject({ url: URL })).json().code).toBe('UNAUTHENTICATED');
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token;
    expect((await state(trial)).code).toBe('TRIAL_FORBIDDEN');
    expect((await set(trial, { loginPassword: 'x', paymentPassword: '482915' })).json().code).toBe('TRIAL_FORBIDDEN');
  });

  it('guessable six digits are one digit repeated or a run up or down', () => {
    expect(['000000', '999999', '012345', '456789', '901234', '543210', '109876'].every(isGuessablePin)).toBe(true);
    expect(['482915', '730164', '112233', '135790'].some(isGuessablePin)).toBe(false);
  });
});
