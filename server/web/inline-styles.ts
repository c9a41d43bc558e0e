import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * CSP sources for the <style> blocks the build puts inside index.html
 * (scripts/vite/inline-entry-styles.ts): each one's SHA-256, so the browser applies exactly
 * those and no other inline style. None when there is no built client.
 */
export function inlineStyleHashes(webDir: string): string[] {
  const file = path.join(webDir, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '')
        .digest('base64')}'`,
  );
}
