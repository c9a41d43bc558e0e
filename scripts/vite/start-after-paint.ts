import type { Plugin } from 'vite';
import { indexHtmlRewrite } from './index-html-rewrite';

/**
 * The script, put inside index.html in place of the entry's <script type="module"> and its
 * <link rel="modulepreload">s, that asks for them once the browser reports the page's first
 * contentful paint. What the page carries (the server's first screen, or the app's bar) shows
 * first and its largest element is painted before a byte of script is fetched; on a phone that
 * costs a frame or two of the start, and Lighthouse's slow-4G simulation no longer puts the
 * scripts' download before it. (Waiting for a frame alone was not enough on a busy machine: the
 * paint itself could come after the scripts had been asked for.) Where no paint is reported
 * (a hidden tab, a browser without paint timing) a timer starts the app after a second.
 */
export function starterScript(entry: string, preloads: readonly string[]): string {
  const add = (tag: string, attributes: Record<string, string>) => `a(${JSON.stringify(tag)},${JSON.stringify(attributes)});`;
  return [
    '(function(){var started=false;',
    'function a(t,p){var e=document.createElement(t);e.crossOrigin="";for(var k in p)e[k]=p[k];document.head.appendChild(e)}',
    'function go(){if(started)return;started=true;',
    ...preloads.map((href) => add('link', { rel: 'modulepreload', href })),
    add('script', { type: 'module', src: entry }),
    '}try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()})',
    '.observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(go)})}',
    'setTimeout(go,1000)})()',
  ].join('');
}

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Rewrites built index.html: the entry's tags out of the head, the starter at the end of the body. */
export function startAfterPaintHtml(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const rest = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return rest.replace('</body>', () => `<script>${starterScript(entry, preloads)}</script></body>`);
}

/**
 * See starterScript. The platform allows this inline script by its hash in its CSP
 * (server/web/inline-blocks.ts), like the inline styles.
 */
export function startAfterPaint(): Plugin {
  return indexHtmlRewrite('start-after-paint', startAfterPaintHtml);
}
