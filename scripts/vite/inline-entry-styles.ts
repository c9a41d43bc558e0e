import type { Plugin } from 'vite';
import { indexHtmlRewrite } from './index-html-rewrite';

/**
 * Puts the entry's style sheets inside index.html, so the first paint waits for no request
 * but the page itself (on slow mobile data each sheet cost a round trip before anything showed).
 * The platform allows exactly these <style> blocks by their hashes in its CSP (server/web/inline-blocks.ts).
 * The build makes one style sheet (vite.config.ts: cssCodeSplit), so every route's styles are in.
 */
export function inlineEntryStyles(): Plugin {
  return indexHtmlRewrite('inline-entry-styles', (html, bundle) =>
    html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (link, file: string) => {
      const sheet = bundle[file];
      if (sheet?.type !== 'asset') return link;
      // Nothing else links it (the build makes one style sheet): the file would only be precached.
      delete bundle[file];
      return `<style>${String(sheet.source)}</style>`;
    }),
  );
}
