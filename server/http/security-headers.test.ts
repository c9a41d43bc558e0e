import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createContext } from '../context';
import { productionEnv, testConfig, useTestApp } from '../test/harness';

const t = useTestApp();

describe('security headers', () => {
  it('switch off every powerful feature the app does not use, and allow full screen only to the app and its game vendors', async () => {
    const policy = String((await t.app.inject({ url: '/wps/system/status' })).headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'sync-xhr']) expect(policy).toContain(`${feature}=()`);
    expect(policy).toContain(`fullscreen=(self "${new URL(t.config.houseVendor!.url).origin}")`);
  });

  it('send no HSTS in the sandbox, which runs on plain http://localhost', async () => {
    expect((await t.app.inject({ url: '/wps/system/status' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('send HSTS for two years, with subdomains and preload, in production', async () => {
    const app = await buildApp(createContext(testConfig(productionEnv()), t.db));
    try {
      const res = await app.inject({ url: '/wps/system/status' });
      expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
      expect(res.headers['permissions-policy']).toContain('camera=()');
    } finally {
      await app.close();
    }
  });
});
