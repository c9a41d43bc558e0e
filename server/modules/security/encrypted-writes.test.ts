import { describe, expect, it } from 'vitest';
import { bearer, sessionPlayer, useTestApp } from '../../test/harness';

const t = useTestApp({ LOGIN_ENCRYPTION: 'required' });

describe('payment password writes where encryption is required', () => {
  it('refuse a plain body, and store nothing', async () => {
    const { token } = await sessionPlayer(t);
    const url = '/wps/v2/member/securityConfig/paymentPassword';
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(token),
      payload: { loginPassword: 'x', paymentPassword: '482915' },
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 'ENCRYPTION_REQUIRED']);
    expect((await t.app.inject({ url, headers: bearer(token) })).json().value.exists).toBe(false);
  });
});
