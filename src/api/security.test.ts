import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { accountApi } from './account';
import { createHttp } from './http';
import { securityApi } from './security';

/** Records what the calls send; answers every one with an empty success. */
function recorded() {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { status: 200, statusText: '', headers: {}, config, data: { success: true, value: null } };
  };
  const http = createHttp({ getToken: () => 'tok', adapter });
  return { security: securityApi(http), account: accountApi(http), seen };
}

const encrypted = { key: 'k', iv: 'i', data: 'd' };
const ENCRYPTION = 'RSA-OAEP-256+A256GCM; keyId=k1';
const BASE = '/wps/v2/member/securityConfig';

describe('security centre api', () => {
  it('sends every write encrypted, with its Encryption header and its module id', async () => {
    const { security, account, seen } = recorded();
    await account.changePassword(encrypted, ENCRYPTION);
    await security.setPaymentPassword(encrypted, ENCRYPTION);
    await security.changePaymentPassword(encrypted, ENCRYPTION);
    await security.resetPaymentPassword(encrypted, ENCRYPTION);
    await security.setAnswers(encrypted, ENCRYPTION);
    await security.sendEmailCode(encrypted, ENCRYPTION);
    await security.bindEmail(encrypted, ENCRYPTION);
    await security.bindPayee(encrypted, ENCRYPTION);
    expect(seen.map((c) => [c.method, c.url, c.params, c.headers.get('Encryption'), JSON.parse(c.data as string)])).toEqual([
      ['post', '/wps/v2/member/password', { moduleId: 'LOGINPSW3' }, ENCRYPTION, encrypted],
      ['put', `${BASE}/paymentPassword`, { moduleId: 'PAYPSW3' }, ENCRYPTION, encrypted],
      ['post', `${BASE}/paymentPassword`, { moduleId: 'PAYPSW3' }, ENCRYPTION, encrypted],
      ['post', `${BASE}/paymentPassword/reset`, { moduleId: 'PAYPSW3' }, ENCRYPTION, encrypted],
      ['put', `${BASE}/securityAnswers`, { moduleId: 'SECQ3' }, ENCRYPTION, encrypted],
      ['post', `${BASE}/email/code`, { moduleId: 'BINDEMAIL3' }, ENCRYPTION, encrypted],
      ['post', `${BASE}/email`, { moduleId: 'BINDEMAIL3' }, ENCRYPTION, encrypted],
      ['post', `${BASE}/payee`, { moduleId: 'BINDPAYEE3' }, ENCRYPTION, encrypted],
    ]);
  });

  it('reads the centre, the questions and the sessions, and ends sessions, each with its module id', async () => {
    const { security, seen } = recorded();
    await security.centre();
    await security.paymentPasswordState();
    await security.questions();
    await security.memberQuestions();
    await security.sessions();
    await security.endOtherSessions();
    await security.endSession(7);
    expect(seen.map((c) => [c.method, c.url, c.params])).toEqual([
      ['get', `${BASE}/centre`, { moduleId: 'SECCTR3' }],
      ['get', `${BASE}/paymentPassword`, { moduleId: 'PAYPSW3' }],
      ['get', `${BASE}/securityQuestions`, { moduleId: 'SECQ3' }],
      ['get', `${BASE}/memberQuestions`, { moduleId: 'SECQ3' }],
      ['get', `${BASE}/sessions`, { moduleId: 'SESSION3' }],
      ['delete', `${BASE}/sessions`, { moduleId: 'SESSION3' }],
      ['delete', `${BASE}/sessions/7`, { moduleId: 'SESSION3' }],
    ]);
  });
});
