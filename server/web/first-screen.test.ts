import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';
import { FIRST_SCREEN_LIMIT_MS, FIRST_SCREEN_MODULE, pageWithFirstScreen } from './first-screen';

const web = mkdtempSync(path.join(tmpdir(), 'web-'));
writeFileSync(path.join(web, 'index.html'), '<!doctype html><head></head><body><div id="root"><div class="boot-shell"></div></div></body>');

// A stand-in for the server build of src/entry-server.tsx: it asks the platform for the status
// (as the real one asks for announcements) and draws the address it was given; `refused` asks
// for a path that does not exist, `slow` takes longer than the limit.
const build = mkdtempSync(path.join(tmpdir(), 'first-screen-'));
writeFileSync(
  path.join(build, FIRST_SCREEN_MODULE),
  `export async function renderFirstScreen(url, startAnswers, ask) {
    if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, ${FIRST_SCREEN_LIMIT_MS + 150}));
    const asked = url.includes('refused') ? '/wps/no-such-call' : '/wps/system/status?again=1';
    const answer = await ask(asked);
    return { html: '<p class="drawn" style="color:red">' + url + '</p>', answers: { ...startAnswers, [asked]: answer } };
  }`,
);
const t = useTestApp({ WEB_DIR: web, FIRST_SCREEN_DIR: build });

/** The JSON block of answers the page carries. */
const answersIn = (html: string) => JSON.parse(/id="page-answers">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, unknown>;

describe('the first screen inside the page', () => {
  it('is drawn into #root, inert and without style attributes, with every answer it was drawn with', async () => {
    const res = await t.app.inject({ url: '/m/home?x=1', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root"><div class="first-screen" inert><p class="drawn">/m/home?x=1</p></div><div class="boot-shell">',
    );
    const answers = answersIn(res.body);
    expect(Object.keys(answers)).toEqual(['/wps/system/status', '/wps/system/settings/consolidated', '/wps/system/status?again=1']);
    // Asked as the visitor: the platform saw their address (and counts it against their rate limit).
    expect(answers['/wps/system/status?again=1']).toMatchObject({ success: true, value: { location: { ip: '203.0.113.9' } } });
  });

  it('is left out when a call it needs is refused or it is late: the page is the plain shell with the start answers', async () => {
    for (const url of ['/m/refused', '/m/slow']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('first-screen');
      expect(res.body).toContain('<div class="boot-shell">');
      expect(Object.keys(answersIn(res.body))).toEqual(['/wps/system/status', '/wps/system/settings/consolidated']);
    }
  });
});

describe('putting the markup in the page', () => {
  it('drops style attributes, which the CSP refuses, and nothing else, whatever the text says', () => {
    const page = pageWithFirstScreen('<div id="root"></div>', '<div style="--a:1" class="x"><p title="a">say style="no"</p></div>');
    expect(page).toBe('<div id="root"><div class="first-screen" inert><div class="x"><p title="a">say style="no"</p></div></div></div>');
  });
});
