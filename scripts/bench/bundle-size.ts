import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleReport {
  files: { file: string; kind: 'js' | 'css'; gzipBytes: number }[];
  jsGzip: number;
  cssGzip: number;
}

/**
 * What /m/home loads before first render: the entry script, every module it preloads and the
 * stylesheets, as index.html lists them. Lazily loaded route chunks are not counted.
 */
export function measureInitialBundle(distDir: string): BundleReport {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]!);
  const files = [...new Set(refs)].map((ref) => {
    const file = path.join(distDir, ref.replace(/^\//, ''));
    return {
      file: ref,
      kind: ref.endsWith('.css') ? ('css' as const) : ('js' as const),
      gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length,
    };
  });
  const sum = (kind: 'js' | 'css') => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.gzipBytes, 0);
  return { files, jsGzip: sum('js'), cssGzip: sum('css') };
}
