import { describe, expect, it } from 'vitest';
import { build } from 'vite';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, compileHints, staticClosure } from './compile-hints';

describe('the start path', () => {
  it('is the entries and everything they import statically, however deep, and nothing imported lazily', () => {
    const imports: Record<string, string[]> = { main: ['a', 'b'], a: ['c'], b: ['a'], c: [], lazy: ['c'] };
    expect([...staticClosure(['main'], (id) => imports[id] ?? [])].sort()).toEqual(['a', 'b', 'c', 'main']);
  });
});

describe('compile hints in a real build', () => {
  it('mark the chunks loaded at start, after minification, and leave a lazily loaded chunk alone', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'hints-'));
    writeFileSync(path.join(root, 'shared.js'), 'export const twice = (n) => n * 2;');
    writeFileSync(path.join(root, 'lazy.js'), 'export const later = () => "later";');
    writeFileSync(
      path.join(root, 'main.js'),
      'import { twice } from "./shared.js"; console.log(twice(2)); import("./lazy.js").then((m) => console.log(m.later()));',
    );
    const output = await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [compileHints()],
      build: { write: false, minify: true, rolldownOptions: { input: path.join(root, 'main.js') } },
    });
    const chunks = (Array.isArray(output) ? output : [output])
      .flatMap((o) => ('output' in o ? o.output : []))
      .filter((f) => f.type === 'chunk');
    const hinted = (name: string) => chunks.find((c) => c.name === name)?.code.startsWith(COMPILE_HINT);
    expect(hinted('main')).toBe(true);
    expect(hinted('lazy')).toBe(false);
  });
});
