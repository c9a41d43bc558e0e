import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createContext } from '../context';
import { testConfig, useTestApp } from '../test/harness';
import { inlineBlockHashes } from './inline-blocks';

const t = useTestApp();
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A built client whose index.html holds the given style blocks, scripts, and a JSON data block. */
function webDirWith(styles: string[], scripts: string[] = []): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-'));
  dirs.push(dir);
  const blocks = [
    ...styles.map((css) => `<style>${css}</style>`),
    ...scripts.map((code) => `<script>${code}</script>`),
    '<script type="application/json">{}</script>',
  ];
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><head>${blocks.join('')}</head>`);
  return dir;
}
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the shell’s inline styles and scripts', () => {
  it('are named by the SHA-256 of each block (data blocks are not scripts), and none without a built client', () => {
    expect(inlineBlockHashes(webDirWith(['body{margin:0}', '.a{color:red}\n'], ['go()']))).toEqual({
      styles: [sha256('body{margin:0}'), sha256('.a{color:red}\n')],
      scripts: [sha256('go()')],
    });
    expect(inlineBlockHashes('/nonexistent-web-dir')).toEqual({ styles: [], scripts: [] });
  });

  it('are what the CSP allows beside the platform’s own files, and nothing else inline', async () => {
    const app = await buildApp(createContext(testConfig({ WEB_DIR: webDirWith(['body{margin:0}'], ['go()']) }), t.db));
    try {
      const csp = String((await app.inject({ url: '/m/home' })).headers['content-security-policy']);
      expect(csp).toContain(`style-src 'self' ${sha256('body{margin:0}')};`);
      expect(csp).toContain(`script-src 'self' ${sha256('go()')};`);
      expect(csp).not.toContain('unsafe-inline');
    } finally {
      await app.close();
    }
  });
});
