import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';
import { PAGE_ANSWERS_ID, pageWithAnswers } from './page-answers';

const web = mkdtempSync(path.join(tmpdir(), 'web-answers-'));
// As big as a real page's inline styles make it: over the 1 KB below which answers go uncompressed.
const styles = `<style>${'.x{color:red}'.repeat(200)}</style>`;
writeFileSync(path.join(web, 'index.html'), `<!doctype html><html><head><title>app shell</title>${styles}</head><body></body></html>`);
const t = useTestApp({ WEB_DIR: web, RESTRICTED_NETWORKS: '203.0.113.0/24' });

/** What a browser's JSON.parse finds in the page's answers block. */
function answersIn(html: string): Record<string, { success: boolean; value: Record<string, unknown> }> {
  const match = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ID}">(.*?)</script>`).exec(html);
  if (!match) throw new Error('no answers in the page');
  return JSON.parse(match[1]!) as Record<string, { success: boolean; value: Record<string, unknown> }>;
}

describe('the page carries the start answers', () => {
  it('puts the same status and settings the API gives, in their envelopes, inside the head of a client route', async () => {
    const page = await t.app.inject({ url: '/m/login' });
    expect(page.statusCode).toBe(200);
    // Never kept by a shared cache: the page holds the caller's address.
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const answers = answersIn(page.body);
    const status = await t.app.inject({ url: '/wps/system/status' });
    const settings = await t.app.inject({ url: '/wps/system/settings/consolidated' });
    expect(answers['/wps/system/status']).toEqual(status.json());
    expect(answers['/wps/system/settings/consolidated']).toEqual(settings.json());
    expect(page.body.indexOf(PAGE_ANSWERS_ID)).toBeLessThan(page.body.indexOf('</head>'));
  });

  it('sends the page compressed to a phone that accepts it, as the build compresses its files', async () => {
    const page = await t.app.inject({ url: '/m/home', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain(PAGE_ANSWERS_ID);
  });

  it('answers for the caller: a restricted address gets status 2 in its page', async () => {
    const page = await t.app.inject({ url: '/m/home', remoteAddress: '203.0.113.9' });
    expect(answersIn(page.body)['/wps/system/status']!.value).toMatchObject({ status: 2, location: { ip: '203.0.113.9' } });
  });

  it('leaves /index.html, the copy the installed app keeps, without answers that would go stale', async () => {
    const file = await t.app.inject({ url: '/index.html' });
    expect(file.statusCode).toBe(200);
    expect(file.body).not.toContain(PAGE_ANSWERS_ID);
  });

  it('writes strings that cannot close the script or open markup', () => {
    const html = pageWithAnswers('<head></head>', { '/x': { text: '</script><img src=x onerror=alert(1)> & \u2028' } });
    expect(html).not.toContain('</script><img');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(answersIn(html)['/x']).toEqual({ text: '</script><img src=x onerror=alert(1)> & \u2028' });
  });
});
