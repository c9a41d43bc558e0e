import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

/** Where a page's script bytes come from: each npm package, the app's own code, and the rest. */
export interface ScriptShare {
  origin: string;
  gzipBytes: number;
}

/** The package a source belongs to (`react-router`, `@scope/name`), or `app code` for the project's own files. */
function originOf(source: string | null): string {
  if (!source) return 'unmapped (JSON texts, helpers)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return inPackage ? inPackage[1]! : 'app code';
}

/**
 * Splits the gzipped size of built scripts by origin, through their source maps: every stretch
 * of the minified file counts for the source it maps to, at the file's own gzip ratio (an
 * estimate, good to a few hundred bytes per package).
 */
export function scriptBreakdown(distDir: string, urls: readonly string[]): ScriptShare[] {
  const shares = new Map<string, number>();
  for (const url of urls) {
    const file = path.join(distDir, url);
    const code = readFileSync(file, 'utf8');
    let map: string;
    try {
      map = readFileSync(`${file}.map`, 'utf8');
    } catch {
      continue; // a file without a map (the bundler's runtime) is left out
    }
    const ratio = gzipSync(code, { level: 9 }).length / Math.max(1, code.length);
    const lines = code.split('\n');
    const segments: { line: number; column: number; origin: string }[] = [];
    new SourceMapConsumer(JSON.parse(map)).eachMapping((m) =>
      segments.push({ line: m.generatedLine, column: m.generatedColumn, origin: originOf(m.source) }),
    );
    segments.forEach((segment, i) => {
      const next = segments[i + 1];
      const end = next && next.line === segment.line ? next.column : (lines[segment.line - 1]?.length ?? segment.column);
      shares.set(segment.origin, (shares.get(segment.origin) ?? 0) + (end - segment.column) * ratio);
    });
  }
  return [...shares].map(([origin, gzipBytes]) => ({ origin, gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes);
}
