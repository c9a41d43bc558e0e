import type { Plugin } from 'vite';

/**
 * Puts the entry's style sheets inside index.html, so the first paint waits for no request
 * but the page itself (on slow mobile data each sheet cost a round trip before anything showed).
 * The platform allows exactly these <style> blocks by their hashes in its CSP (server/web/inline-blocks.ts).
 * The build makes one style sheet (vite.config.ts: cssCodeSplit), so every route's styles are in.
 */
export function inlineEntryStyles(): Plugin {
  return {
    name: 'inline-entry-styles',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      html.source = String(html.source).replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (link, file: string) => {
        const sheet = bundle[file];
        if (sheet?.type !== 'asset') return link;
        // Nothing else links it (the build makes one style sheet): the file would only be precached.
        delete bundle[file];
        return `<style>${String(sheet.source)}</style>`;
      });
    },
  };
}
