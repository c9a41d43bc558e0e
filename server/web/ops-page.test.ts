import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testOperator, useTestApp } from '../test/harness';
import { OPS_CSP } from './ops-page';

// As the build writes them: the player's page, and the console's page and assets in ops/ (scripts/vite/ops-build.ts).
const web = mkdtempSync(path.join(tmpdir(), 'web-'));
writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>app shell</title>');
mkdirSync(path.join(web, 'ops', 'assets'), { recursive: true });
writeFileSync(path.join(web, 'ops', 'ops.html'), '<!doctype html><title>back office</title>');
writeFileSync(path.join(web, 'ops', 'assets', 'ops-abc123.js'), 'console.log("ops")');
const t = useTestApp({ WEB_DIR: web });

describe('serving the back-office console', () => {
  it.each(['/ops', '/ops/', '/ops/sign-in', '/ops/staff', '/ops/queues/withdrawals?status=held'])(
    'answers %s with the console’s page, under a strict policy and stored nowhere',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('back office');
      expect(res.headers['content-security-policy']).toBe(OPS_CSP);
      expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('leaves the operator-key API where it was: /ops/deposits answers JSON', async () => {
    const refused = await t.app.inject({ url: '/ops/deposits' });
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.statusCode).toBe(401);
    const key = await testOperator(t);
    const res = await t.app.inject({ url: '/ops/deposits', headers: { authorization: `Bearer ${key}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });

  it('serves the console’s assets, and answers a miss under its API or assets with a JSON 404, not the page', async () => {
    const asset = await t.app.inject({ url: '/ops/assets/ops-abc123.js' });
    expect(asset.body).toBe('console.log("ops")');
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/ops/api/nothing', '/ops/assets/missing.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('keeps the player’s page on its own routes', async () => {
    const res = await t.app.inject({ url: '/m/home' });
    expect(res.body).toContain('app shell');
    expect(res.headers['content-security-policy']).not.toBe(OPS_CSP);
  });
});
