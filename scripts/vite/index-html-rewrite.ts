import type { Plugin, Rolldown } from 'vite';

/**
 * A build plugin that rewrites the built index.html once every other plugin has written it
 * (`rewrite` may also take assets out of the bundle it no longer needs).
 */
export function indexHtmlRewrite(name: string, rewrite: (html: string, bundle: Rolldown.OutputBundle) => string): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type === 'asset') html.source = rewrite(String(html.source), bundle);
    },
  };
}
