import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createContext } from '../context';
import { testConfig, useTestApp } from '../test/harness';
import { inlineStyleHashes } from './inline-styles';

const t = useTestApp();
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A built client whose index.html holds the given style blocks. */
function webDirWith(...styles: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><head>${styles.map((css) => `<style>${css}</style>`).join('')}</head>`);
  return dir;
}
const sha256 = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

describe('the shell’s inline styles', () => {
  it('are named by the SHA-256 of each block, and none without a built client', () => {
    expect(inlineStyleHashes(webDirWith('body{margin:0}', '.a{color:red}\n'))).toEqual([
      sha256('body{margin:0}'),
      sha256('.a{color:red}\n'),
    ]);
    expect(inlineStyleHashes('/nonexistent-web-dir')).toEqual([]);
  });

  it('are what the CSP allows beside the platform’s own style sheets, and nothing else inline', async () => {
    const app = await buildApp(createContext(testConfig({ WEB_DIR: webDirWith('body{margin:0}') }), t.db));
    try {
      const csp = String((await app.inject({ url: '/m/home' })).headers['content-security-policy']);
      expect(csp).toContain(`style-src 'self' ${sha256('body{margin:0}')};`);
      expect(csp).not.toContain('unsafe-inline');
    } finally {
      await app.close();
    }
  });
});
