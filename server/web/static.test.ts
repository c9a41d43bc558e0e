import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';

const web = mkdtempSync(path.join(tmpdir(), 'web-'));
writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>app shell</title>');
mkdirSync(path.join(web, 'assets'));
writeFileSync(path.join(web, 'assets', 'main-abc123.js'), 'console.log(1)');
// As the build writes it (vite-plugin-compression2): a brotli copy beside the asset.
writeFileSync(path.join(web, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
const t = useTestApp({ WEB_DIR: web });

describe('serving the player client', () => {
  const clientRoutes = ['/', '/m', '/m/home', '/m/member/home?x=1', '/m/index.html', '/m/some/unknown/path'];
  it.each(clientRoutes)('serves the app shell at %s, never cached', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('app shell');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the brotli copy the build wrote of an asset to a browser that accepts it, with the same caching', async () => {
    const res = await t.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('compresses API answers over 1 KB for a phone that accepts it, and leaves small ones alone', async () => {
    const list = await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?pageSize=25', headers: { 'accept-encoding': 'gzip' } });
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(list.rawPayload).toString()).value.games).toHaveLength(25);
    const status = await t.app.inject({ url: '/wps/system/status', headers: { 'accept-encoding': 'gzip' } });
    expect(status.headers['content-encoding']).toBeUndefined();
  });

  it.each(['/wps/nothing', '/mx', '/docs/nothing'])(
    'answers a miss outside the client routes (%s) with 404, not the shell',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    },
  );
});
