import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { BINDCARD_MODULE } from '../../contracts/constants';
import { createHttp } from './http';
import { securityApi } from './security';
import { walletApi } from './wallet';
import { withdrawalApi } from './withdrawal';

/** Records what the calls send; answers every one with an empty success. */
function recorded() {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { status: 200, statusText: '', headers: {}, config, data: { success: true, value: null } };
  };
  const http = createHttp({ getToken: () => 'tok', adapter });
  return { withdrawal: withdrawalApi(http), security: securityApi(http), wallet: walletApi(http), seen };
}

const encrypted = { key: 'k', iv: 'i', data: 'd' };
const ENCRYPTION = 'RSA-OAEP-256+A256GCM; keyId=k1';

describe('cashier api', () => {
  it('sends a withdrawal encrypted, with its Encryption header and Idempotency-Key', async () => {
    const { withdrawal, seen } = recorded();
    await withdrawal.withdraw(encrypted, ENCRYPTION, 'key-1');
    expect(seen[0]).toMatchObject({ method: 'post', url: '/wps/transaction/withdraw' });
    expect(seen[0]!.headers.get('Encryption')).toBe(ENCRYPTION);
    expect(seen[0]!.headers.get('Idempotency-Key')).toBe('key-1');
    expect(JSON.parse(seen[0]!.data as string)).toEqual(encrypted);
  });

  it('binds an account and sets the payment password encrypted', async () => {
    const { withdrawal, security, seen } = recorded();
    await withdrawal.bindAccount(encrypted, ENCRYPTION);
    await security.setPaymentPassword(encrypted, ENCRYPTION);
    await security.changePaymentPassword(encrypted, ENCRYPTION);
    expect(seen.map((config) => [config.method, config.url, config.headers.get('Encryption')])).toEqual([
      ['put', '/wps/v2/member/securityConfig/bankCard', ENCRYPTION],
      ['put', '/wps/v2/member/securityConfig/paymentPassword', ENCRYPTION],
      ['post', '/wps/v2/member/securityConfig/paymentPassword', ENCRYPTION],
    ]);
  });

  it('asks for the settings, the banks (BINDCARD3), the bound accounts, the records and the transaction history', async () => {
    const { withdrawal, security, wallet, seen } = recorded();
    await withdrawal.settings();
    await withdrawal.banks();
    await withdrawal.accounts();
    await withdrawal.records({ startDate: '2026-05-01', endDate: '2026-05-07', status: 'failed', pageNo: 2, pageSize: 20 });
    await security.paymentPasswordState();
    await wallet.txCodes();
    await wallet.transactions({ startDate: '2026-05-01', endDate: '2026-05-07', txCode: 'hold', pageNo: 1, pageSize: 20 });
    expect(seen.map((config) => [config.method, config.url, config.params ?? null])).toEqual([
      ['get', '/wps/transaction/withdraw/settings', null],
      ['get', '/wps/v2/member/securityConfig/bankCardList', { moduleId: BINDCARD_MODULE }],
      ['get', '/wps/v2/member/securityConfig/bankCards', null],
      [
        'get',
        '/wps/transaction/withdraw/records',
        { startDate: '2026-05-01', endDate: '2026-05-07', status: 'failed', pageNo: 2, pageSize: 20 },
      ],
      ['get', '/wps/v2/member/securityConfig/paymentPassword', { moduleId: 'PAYPSW3' }],
      ['get', '/wps/relay/GLS2_TxCodeList', null],
      [
        'get',
        '/wps/relay/ODS2_MemberTransaction',
        { startDate: '2026-05-01', endDate: '2026-05-07', txCode: 'hold', pageNo: 1, pageSize: 20 },
      ],
    ]);
  });
});
