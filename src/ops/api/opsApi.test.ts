import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { DEVICE_KEY, deviceId } from './device';
import { createOpsApi } from './opsApi';

function adapter(status: number, data: unknown, seen: InternalAxiosRequestConfig[]): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { status, statusText: '', headers: {}, config, data };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}

describe('the console’s API layer', () => {
  it('sends the device id on every call and the session token once there is one', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    let token: string | null = null;
    const api = createOpsApi({
      getToken: () => token,
      device: 'device-0123456789abcdef',
      adapter: adapter(200, { success: true, value: {} }, seen),
    });
    await api.signIn({ username: 'ana', password: 'pw' });
    token = 'tok-1';
    await api.updateStaff(7, { disabled: true });
    expect(seen.map((config) => config.headers.get('X-Staff-Device'))).toEqual(['device-0123456789abcdef', 'device-0123456789abcdef']);
    expect(seen[0]?.headers.get('Authorization')).toBeUndefined();
    expect(seen[1]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect([seen[1]?.method, seen[1]?.url]).toEqual(['patch', '/ops/api/staff/7']);
  });

  it('reports a lost session on a 401 while signed in, not on a refused sign-in', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const onSessionLost = vi.fn();
    let token: string | null = null;
    const refusal = { success: false, value: null, code: 'UNAUTHENTICATED', message: 'no' };
    const api = createOpsApi({ getToken: () => token, device: 'd'.repeat(16), adapter: adapter(401, refusal, seen), onSessionLost });
    await expect(api.signIn({ username: 'ana', password: 'pw' })).rejects.toBeInstanceOf(ApiError);
    expect(onSessionLost).not.toHaveBeenCalled();
    token = 'tok-1';
    await expect(api.me()).rejects.toBeInstanceOf(ApiError);
    expect(onSessionLost).toHaveBeenCalledOnce();
  });
});

describe('the device id', () => {
  it('is made once and kept in localStorage, in the form the server accepts', () => {
    const first = deviceId(localStorage);
    expect(localStorage.getItem(DEVICE_KEY)).toBe(first);
    expect(deviceId(localStorage)).toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });
});
