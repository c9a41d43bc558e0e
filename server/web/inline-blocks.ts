import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** CSP sources of the blocks the build put inside index.html, by kind. */
export interface InlineBlockHashes {
  /** The entry's style sheet (scripts/vite/inline-entry-styles.ts). */
  styles: string[];
  /** The head's stored-state check and the starter (scripts/vite/start-after-paint.ts); not JSON data blocks. */
  scripts: string[];
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Each inline <style> and executable <script> of index.html by its SHA-256, so the browser runs
 * exactly those and no other inline code. None when there is no built client.
 */
export function inlineBlockHashes(webDir: string): InlineBlockHashes {
  const file = path.join(webDir, 'index.html');
  if (!existsSync(file)) return { styles: [], scripts: [] };
  const html = readFileSync(file, 'utf8');
  return {
    styles: [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => sha256Source(css ?? '')),
    scripts: [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => sha256Source(code ?? '')),
  };
}
