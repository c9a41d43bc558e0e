import { describe, expect, it } from 'vitest';
import type { EncryptionKeyValue } from '../../../contracts/account';
import { encryptBody, encryptionHeader } from '../../../contracts/encrypt-body';
import { bearer, lastCode, sessionPlayer, useTestApp } from '../../test/harness';
import { LOGIN_PASSWORD, playerWithPassword } from './test-support';

const t = useTestApp({ LOGIN_ENCRYPTION: 'required' });
const BASE = '/wps/v2/member/securityConfig';
const ANSWERS = [
  { questionId: 1, answer: 'Bantay' },
  { questionId: 2, answer: 'Bebot' },
  { questionId: 3, answer: 'Jomar' },
];

async function publicKey(): Promise<EncryptionKeyValue> {
  return (await t.app.inject({ url: '/wps/session/encryption' })).json().value;
}

/** A write as the client sends it: the body encrypted with the server's key, the Encryption header naming it. */
async function encrypted(token: string, method: 'POST' | 'PUT', url: string, body: object) {
  const key = await publicKey();
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(token), encryption: encryptionHeader(key) },
    payload: await encryptBody(key, body),
  });
}

describe('security writes where encryption is required', () => {
  it.each([
    ['PUT', `${BASE}/paymentPassword`, { loginPassword: 'x', paymentPassword: '482915' }],
    ['POST', `${BASE}/paymentPassword`, { oldPaymentPassword: '482915', newPaymentPassword: '730164' }],
    ['POST', `${BASE}/paymentPassword/reset`, { loginPassword: 'x', answers: ANSWERS, newPaymentPassword: '730164' }],
    ['PUT', `${BASE}/securityAnswers`, { loginPassword: 'x', answers: ANSWERS }],
    ['POST', `${BASE}/email/code`, { email: 'a@example.ph' }],
    ['POST', `${BASE}/email`, { email: 'a@example.ph', code: '123456', loginPassword: 'x' }],
    ['POST', `${BASE}/payee`, { payeeName: 'Maria Santos', loginPassword: 'x' }],
    ['POST', '/wps/v2/member/password', { oldPassword: 'x', newPassword: 'Bagong-Pass1', confirmNewPassword: 'Bagong-Pass1' }],
  ] as const)('%s %s refuses a plain body and changes nothing', async (method, url, payload) => {
    const { token } = await playerWithPassword(t);
    const res = await t.app.inject({ method, url, headers: bearer(token), payload });
    expect([res.statusCode, res.json().code]).toEqual([400, 'ENCRYPTION_REQUIRED']);
    expect((await t.app.inject({ url: `${BASE}/centre`, headers: bearer(token) })).json().value).toMatchObject({
      paymentPassword: false,
      securityQuestions: false,
      email: null,
      payeeName: null,
    });
  });

  it('accepts each of them encrypted', async () => {
    const { token } = await playerWithPassword(t);
    const ok = async (method: 'POST' | 'PUT', url: string, body: object) =>
      expect((await encrypted(token, method, url, body)).json().success).toBe(true);
    await ok('PUT', `${BASE}/paymentPassword`, { loginPassword: LOGIN_PASSWORD, paymentPassword: '482915' });
    await ok('POST', `${BASE}/paymentPassword`, { oldPaymentPassword: '482915', newPaymentPassword: '730164' });
    await ok('PUT', `${BASE}/securityAnswers`, { loginPassword: LOGIN_PASSWORD, answers: ANSWERS });
    await ok('POST', `${BASE}/paymentPassword/reset`, { loginPassword: LOGIN_PASSWORD, answers: ANSWERS, newPaymentPassword: '295037' });
    await ok('POST', `${BASE}/email/code`, { email: 'encrypted@example.ph' });
    await ok('POST', `${BASE}/email`, {
      email: 'encrypted@example.ph',
      code: await lastCode(t.app, 'encrypted@example.ph'),
      loginPassword: LOGIN_PASSWORD,
    });
    await ok('POST', `${BASE}/payee`, { payeeName: 'Maria Santos', loginPassword: LOGIN_PASSWORD });
    await ok('POST', '/wps/v2/member/password?moduleId=LOGINPSW3', {
      oldPassword: LOGIN_PASSWORD,
      newPassword: 'Bagong-Pass1',
      confirmNewPassword: 'Bagong-Pass1',
    });
    expect((await t.app.inject({ url: `${BASE}/centre`, headers: bearer(token) })).json().value).toMatchObject({
      paymentPassword: true,
      securityQuestions: true,
      email: 'e•••@example.ph',
      payeeName: 'Maria Santos',
    });
  });

  it('refuses a login password change by a trial player, encrypted or not', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token;
    const body = { oldPassword: 'x', newPassword: 'Bagong-Pass1', confirmNewPassword: 'Bagong-Pass1' };
    expect((await encrypted(trial, 'POST', '/wps/v2/member/password', body)).json().code).toBe('TRIAL_FORBIDDEN');
    const { token } = await sessionPlayer(t);
    const wrongModule = await encrypted(token, 'POST', '/wps/v2/member/password?moduleId=PAYPSW3', body);
    expect([wrongModule.statusCode, wrongModule.json().code]).toEqual([400, 'INVALID_INPUT']);
  });
});
