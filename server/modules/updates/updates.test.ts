import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

// The feed folder inside a folder holding a file that must never be reachable through /updates.
const outer = mkdtempSync(path.join(tmpdir(), 'pinoy-feed-'));
const feed = path.join(outer, 'updates');
mkdirSync(feed);
const LATEST = 'version: 1.2.0\nfiles:\n  - url: Pinoy Play Setup 1.2.0.exe\npath: Pinoy Play Setup 1.2.0.exe\n';
const INSTALLER = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
writeFileSync(path.join(feed, 'latest.yml'), LATEST);
writeFileSync(path.join(feed, 'Pinoy Play Setup 1.2.0.exe'), INSTALLER);
writeFileSync(path.join(feed, 'notes.txt'), 'not a feed file');
writeFileSync(path.join(feed, '.env.yml'), 'secret: 1');
writeFileSync(path.join(outer, 'secret.yml'), 'secret: 1');
// The web app's files are served too, as in production, by a second @fastify/static of its own.
const web = path.join(outer, 'web');
mkdirSync(web);
writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Pinoy Play</title>');
afterAll(() => rmSync(outer, { recursive: true, force: true }));

const t = useTestApp({ UPDATES_DIR: feed, WEB_DIR: web });
const INSTALLER_URL = '/updates/Pinoy%20Play%20Setup%201.2.0.exe';

describe('the update feed', () => {
  it('sends latest.yml as YAML that a client asks for again every time', async () => {
    const res = await t.app.inject({ url: '/updates/latest.yml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/yaml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(LATEST);
    // The revalidation a no-cache client makes costs no body when nothing changed.
    const again = await t.app.inject({ url: '/updates/latest.yml', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('sends an installer, cached for a year, and any byte range of it (differential download)', async () => {
    const res = await t.app.inject({ url: INSTALLER_URL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.microsoft.portable-executable');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(INSTALLER)).toBe(true);

    const part = await t.app.inject({ url: INSTALLER_URL, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 1000-1999/4096');
    expect(part.rawPayload.equals(INSTALLER.subarray(1000, 2000))).toBe(true);

    const beyond = await t.app.inject({ url: INSTALLER_URL, headers: { range: 'bytes=5000-6000' } });
    expect(beyond.statusCode).toBe(416);
  });

  it('answers HEAD with the size and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: INSTALLER_URL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('4096');
    expect(res.body).toBe('');
  });

  it('lists nothing and serves no other file, inside the folder or outside it', async () => {
    const refused = [
      '/updates',
      '/updates/',
      '/updates/notes.txt',
      '/updates/.env.yml',
      '/updates/missing.yml',
      '/updates/..%2Fsecret.yml',
      '/updates/%2E%2E%2Fsecret.yml',
      '/updates/..%5Csecret.yml',
      '/updates/../secret.yml',
      '/updates/x/../../secret.yml',
      '/updates/%2Fetc%2Fpasswd',
    ];
    for (const url of refused) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    // The web app's own files are still the web app's.
    expect((await t.app.inject({ url: '/index.html' })).body).toContain('<title>Pinoy Play</title>');
  });
});
