import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEMO_PLAYER } from '../db/seed';
import type { MerchantDirectory } from '../modules/merchant/directory';
import { createContext } from '../context';
import { bearer, loginAs, productionEnv, testConfig, useTestApp } from '../test/harness';
import { loggerOptions } from '../app';

const t = useTestApp();

function postLogin(payload: string, contentType = 'application/json') {
  return t.app.inject({ method: 'POST', url: '/wps/session/login', payload, headers: { 'content-type': contentType } });
}

describe('bad input gets a 4xx with a stable code and changes nothing', () => {
  it('malformed JSON', async () => {
    const res = await postLogin('{"username": "demo",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'MALFORMED_JSON' });
  });

  it('wrong types are not coerced', async () => {
    const res = await postLogin(JSON.stringify({ username: 12345678, password: 'demo1234' }));
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('unknown fields are refused', async () => {
    const res = await postLogin(JSON.stringify({ username: 'demo', password: 'demo1234', isAdmin: true }));
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('oversized bodies', async () => {
    const res = await postLogin(JSON.stringify({ username: 'demo', password: 'x'.repeat(70 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
  });

  it('unsupported media types', async () => {
    const res = await postLogin('username=demo&password=demo1234', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('a malformed Authorization header is treated as no session', async () => {
    const res = await t.app.inject({ url: '/wps/member/info', headers: { authorization: 'Basic ZGVtbzpkZW1vMTIzNA==' } });
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('unknown API paths answer 404 NOT_FOUND in the envelope', async () => {
    const res = await t.app.inject({ url: '/wps/does/not/exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('none of the refused logins above created a session', async () => {
    const rows = await t.db.query('SELECT 1 FROM sessions');
    expect(rows).toHaveLength(0);
  });
});

describe('unexpected errors', () => {
  it('answer 500 INTERNAL with a generic message, no stack and no detail', async () => {
    const config = testConfig();
    const broken = {
      get: async () => {
        throw new Error('db password is hunter2');
      },
    } as unknown as MerchantDirectory;
    const app = await buildApp(createContext(config, t.db, { merchants: broken }));
    const res = await app.inject({ url: '/wps/system/whitelabel' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, value: null, code: 'INTERNAL', message: 'Unknown error' });
    expect(res.body).not.toContain('hunter2');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('sends a CSP that forbids framing and foreign scripts, nosniff and a referrer policy', async () => {
    const res = await t.app.inject({ url: '/wps/system/status' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('allows no cross-origin reads (no CORS headers, even for a preflight)', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/wps/session/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('logs', () => {
  function captureLogs() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { lines, stream };
  }

  it('redact passwords, tokens, codes and authorization headers wherever they are logged', () => {
    const { lines, stream } = captureLogs();
    const logger = pino({ ...(loggerOptions('info') as object) }, stream);
    logger.info(
      {
        req: { headers: { authorization: 'Bearer secret-token-1' } },
        body: { password: 'hunter2-pw', token: 'tok-123', messageCode: '424242', captcha: '9876' },
      },
      'request',
    );
    const log = lines.join('');
    expect(log).toContain('[redacted]');
    for (const secret of ['secret-token-1', 'hunter2-pw', 'tok-123', '424242', '9876']) expect(log).not.toContain(secret);
  });

  it('of real requests never contain the password or the session token', async () => {
    const { lines, stream } = captureLogs();
    const options = loggerOptions('trace') as object;
    const app = await buildApp(createContext(testConfig(), t.db), { logger: { ...options, stream } });
    const token = await loginAs(app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    await app.inject({ url: '/wps/wallets/gcs', headers: bearer(token) });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/wps/wallets/gcs');
    expect(log).not.toContain(token);
    expect(log).not.toContain(DEMO_PLAYER.password);
  });

  it('of real requests never carry a query string, where personal data may travel', async () => {
    const { lines, stream } = captureLogs();
    const app = await buildApp(createContext(testConfig(), t.db), { logger: { ...(loggerOptions('info') as object), stream } });
    await app.inject({ url: '/wps/check/username?username=juan.delacruz1990' });
    await app.inject({ url: '/sandbox/outbox?destination=%2B639171234567' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/wps/check/username');
    expect(log).not.toContain('juan.delacruz1990');
    expect(log).not.toContain('9171234567');
  });

  it('answer a path the router cannot decode with the envelope, not a 5xx', async () => {
    for (const url of ['/wps/member/%FF', '/wps/%ED%A0%80/info']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ success: false, value: null });
    }
  });
});

describe('OpenAPI', () => {
  it('publishes every /wps route at /docs/json in sandbox mode', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/wps/system/status',
      '/wps/system/whitelabel',
      '/wps/system/settings/consolidated',
      '/wps/system/domainRoute',
      '/wps/system/country',
      '/wps/session/login',
      '/wps/session/logout',
      '/wps/session/login/freeplay',
      '/wps/member/trialuser',
      '/wps/member/info',
      '/wps/wallets/gcs',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('has no /docs and no sandbox outbox in production mode', async () => {
    const config = testConfig(productionEnv());
    const app = await buildApp(createContext(config, t.db));
    const docs = await app.inject({ url: '/docs/json' });
    const outbox = await app.inject({ url: '/sandbox/outbox' });
    await app.close();
    expect(docs.statusCode).toBe(404);
    expect(outbox.statusCode).toBe(404);
  });
});
