import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createContext } from '../context';
import { bearer, loginAs, testConfig, useTestApp } from '../test/harness';
import { routeAccess } from './access-gate';

const t = useTestApp();

/** Sends one raw HTTP/1.1 request, request target exactly as given, and returns the status code. */
function rawStatus(port: number, requestTarget: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const lines = Object.entries({ host: `127.0.0.1:${port}`, connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}`);
      socket.write(`GET ${requestTarget} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
    });
    let head = '';
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (match) {
        resolve(Number(match[1]));
        socket.destroy();
      }
    });
    socket.on('error', reject);
  });
}

describe('the status gate decides on the matched route', () => {
  let closed: App;
  let port: number;
  let token: string;

  beforeAll(async () => {
    token = await loginAs(t.app, 'demo', 'demo1234');
    closed = await buildApp(createContext(testConfig({ MAINTENANCE: '1' }), t.db));
    await closed.listen({ host: '127.0.0.1', port: 0 });
    port = (closed.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await closed.close();
  });

  it('a percent-encoded path (/%77ps/member/info) is closed during maintenance like /wps/member/info', async () => {
    const auth = { authorization: `Bearer ${token}` };
    expect(await rawStatus(port, '/wps/member/info', auth)).toBe(503);
    expect(await rawStatus(port, '/%77ps/member/info', auth)).toBe(503);
    expect(await rawStatus(port, '/%77%70%73/wallets/gcs', auth)).toBe(503);
  });

  it('an absolute-form request target (GET http://host/wps/...) is closed during maintenance', async () => {
    const auth = { authorization: `Bearer ${token}` };
    expect(await rawStatus(port, `http://127.0.0.1:${port}/wps/member/info`, auth)).toBe(503);
    expect(await rawStatus(port, `http://evil.example/wps/wallets/gcs`, auth)).toBe(503);
  });

  it('the betting record (/lgw/orders, /lgw/orders/detail) is closed during maintenance', async () => {
    const orders = await closed.inject({ url: '/lgw/orders', headers: bearer(token) });
    expect(orders.statusCode).toBe(503);
    expect(orders.json()).toMatchObject({ success: false, code: 'MAINTENANCE' });
    const detail = await closed.inject({ url: '/lgw/orders/detail?orderId=x', headers: bearer(token) });
    expect(detail.json()).toMatchObject({ code: 'MAINTENANCE' });
  });

  it('game launch is closed during maintenance, so no new real-money round starts', async () => {
    const res = await closed.inject({ method: 'POST', url: '/wps/game/launchGame', headers: bearer(token), payload: { nodeId: 1 } });
    expect(res.json()).toMatchObject({ code: 'MAINTENANCE' });
  });

  it('the status call and the merchant settings the status page needs stay open', async () => {
    const status = await closed.inject({ url: '/wps/system/status' });
    expect(status.json().value).toMatchObject({ status: 1, maintenance: true });
    expect((await closed.inject({ url: '/wps/system/whitelabel' })).statusCode).toBe(200);
  });

  it('a restricted network is refused on a percent-encoded path and on /lgw', async () => {
    const restricted = await buildApp(createContext(testConfig({ RESTRICTED_NETWORKS: '127.0.0.0/8' }), t.db));
    await restricted.listen({ host: '127.0.0.1', port: 0 });
    try {
      const restrictedPort = (restricted.server.address() as { port: number }).port;
      const auth = { authorization: `Bearer ${token}` };
      expect(await rawStatus(restrictedPort, '/%77ps/member/info', auth)).toBe(403);
      expect(await rawStatus(restrictedPort, '/lgw/orders', auth)).toBe(403);
      expect(await rawStatus(restrictedPort, '/wps/system/status')).toBe(200);
    } finally {
      await restricted.close();
    }
  });
});

describe('route access rules', () => {
  it('classifies routes by their registered pattern', () => {
    expect(routeAccess('/wps/member/info', 'GET', undefined)).toBe('player');
    expect(routeAccess('/lgw/orders/detail', 'GET', undefined)).toBe('player');
    expect(routeAccess('/wps/system/status', 'GET', undefined)).toBe('open');
    expect(routeAccess('/seamless/:partner/transaction/bet', 'POST', undefined)).toBe('settlement');
    expect(routeAccess('/assets/index.js', ['GET', 'HEAD'], undefined)).toBe('open');
  });

  it('refuses to start with a state-changing route outside the known prefixes that declares no access', () => {
    expect(() => routeAccess('/payments/webhook', 'POST', undefined)).toThrow(/must declare config.access/);
    expect(routeAccess('/payments/webhook', 'POST', 'settlement')).toBe('settlement');
  });
});
