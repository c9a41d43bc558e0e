import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { createHttp } from './http';

/** A fake transport: answers like the server would, records what was sent. No network. */
function fakeAdapter(status: number, data: unknown, seen: InternalAxiosRequestConfig[] = []): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { status, statusText: '', headers: {}, config, data };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
}

describe('http client', () => {
  it('unwraps the envelope value', async () => {
    const http = createHttp({ getToken: () => null, adapter: fakeAdapter(200, { success: true, value: { a: 1 } }) });
    await expect(http.request({ url: '/wps/x' })).resolves.toEqual({ a: 1 });
  });

  it('sends the bearer token only when logged in', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    let token: string | null = null;
    const http = createHttp({ getToken: () => token, adapter: fakeAdapter(200, { success: true, value: 1 }, seen) });
    await http.request({ url: '/a' });
    token = 'tok';
    await http.request({ url: '/b' });
    expect(seen[0]?.headers.get('Authorization')).toBeUndefined();
    expect(seen[1]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(seen[1]?.baseURL).toBe('');
  });

  it('turns a failed envelope into an ApiError with the stable code and i18n key', async () => {
    const body = { success: false, value: null, code: 'INVALID_CREDENTIALS', message: 'bad' };
    const http = createHttp({ getToken: () => null, adapter: fakeAdapter(401, body) });
    const error = await http.request({ url: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_CREDENTIALS');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).i18nKey).toBe('errors.INVALID_CREDENTIALS');
  });

  it('treats success:false with HTTP 200 as a failure too', async () => {
    const http = createHttp({ getToken: () => null, adapter: fakeAdapter(200, { success: false, value: null, code: 'FORBIDDEN' }) });
    await expect(http.request({ url: '/x' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('maps unknown codes and non-envelope answers to UNKNOWN', async () => {
    const odd = createHttp({ getToken: () => null, adapter: fakeAdapter(500, { success: false, code: 'NEW_THING' }) });
    await expect(odd.request({ url: '/x' })).rejects.toMatchObject({ code: 'UNKNOWN' });
    const html = createHttp({ getToken: () => null, adapter: fakeAdapter(502, '<html>') });
    await expect(html.request({ url: '/x' })).rejects.toMatchObject({ code: 'UNKNOWN', status: 502 });
  });

  it('maps a transport failure to NETWORK', async () => {
    const http = createHttp({
      getToken: () => null,
      adapter: async () => {
        throw new Error('socket hang up');
      },
    });
    await expect(http.request({ url: '/x' })).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('maps a request that waited past its timeout to NETWORK_SLOW, the network-slow message', async () => {
    const { AxiosError } = await import('axios');
    const slow = createHttp({
      getToken: () => null,
      adapter: async (config) => {
        throw new AxiosError('timeout of 15000ms exceeded', 'ECONNABORTED', config);
      },
    });
    const refusal = await slow.request({ url: '/x' }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'NETWORK_SLOW', i18nKey: 'errors.NETWORK_SLOW' });
  });

  it('tells whether the server could be reached: any answer, even an error, is yes; no answer at all is no', async () => {
    const seen: boolean[] = [];
    const onReachable = (reachable: boolean) => void seen.push(reachable);
    await createHttp({ getToken: () => null, onReachable, adapter: fakeAdapter(200, { success: true, value: 1 }) }).request({ url: '/x' });
    await createHttp({ getToken: () => null, onReachable, adapter: fakeAdapter(503, { success: false, code: 'MAINTENANCE' }) })
      .request({ url: '/x' })
      .catch(() => undefined);
    const { AxiosError } = await import('axios');
    const offline = createHttp({
      getToken: () => null,
      onReachable,
      adapter: async (config) => {
        throw new AxiosError('Network Error', 'ERR_NETWORK', config);
      },
    });
    await expect(offline.request({ url: '/x' })).rejects.toMatchObject({ code: 'NETWORK' });
    expect(seen).toEqual([true, true, false]);
  });

  it('reads a private image as a Blob with the token, and a refusal inside it as its ApiError', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const picture = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const http = createHttp({ getToken: () => 'tok', adapter: fakeAdapter(200, picture, seen) });
    await expect(http.blob('/wps/member/info/icon')).resolves.toBe(picture);
    expect([seen[0]!.responseType, seen[0]!.headers.Authorization]).toEqual(['blob', 'Bearer tok']);
    const refusal = new Blob([JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'No profile picture' })]);
    const none = createHttp({ getToken: () => 'tok', adapter: fakeAdapter(404, refusal) });
    await expect(none.blob('/wps/member/info/icon')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No profile picture',
      status: 404,
    });
  });
});
