import { describe, expect, it } from 'vitest';
import { startAfterPaintHtml } from './start-after-paint';

const BUILT = `<!doctype html>
<html>
  <head>
    <title>app</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/context-def.js">
    <link rel="modulepreload" crossorigin href="/assets/runtime-ghi.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The browser's paint reports, handed to the page's observer by the test. */
type PaintReport = (names: string[]) => void;

/**
 * The page's inline starter run against a fake document, with paints reported and timers fired
 * by hand; `paintTiming: false` is a browser without PerformanceObserver's paint entries.
 */
function runStarter(html: string, { paintTiming = true } = {}) {
  const starter = /<script>([\s\S]*)<\/script><\/body>/.exec(html)?.[1];
  if (!starter) throw new Error('no starter before </body>');
  const added: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let report: PaintReport = () => undefined;
  const document = {
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: { appendChild: (element: Record<string, string>) => added.push({ ...element }) },
  };
  class PerformanceObserver {
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      report = (names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
    }
    observe({ type }: { type: string }) {
      if (!paintTiming || type !== 'paint') throw new TypeError('unsupported');
    }
  }
  const requestAnimationFrame = (run: () => void) => frames.push(run);
  const setTimeout = (run: () => void, ms = 0) => timers.push({ run, ms });
  new Function('document', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', starter)(
    document,
    PerformanceObserver,
    requestAnimationFrame,
    setTimeout,
  );
  return { added, frames, timers, paint: (...names: string[]) => report(names) };
}

const EXPECTED = [
  { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/context-def.js' },
  { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/runtime-ghi.js' },
  { tag: 'script', crossOrigin: '', type: 'module', src: '/assets/index-abc.js' },
];

describe('starting the scripts after the first paint', () => {
  const html = startAfterPaintHtml(BUILT);

  it('takes the entry script and its preloads out of the page, which then asks for no script', () => {
    const markup = html.replace(/<script>[\s\S]*?<\/script>/g, '');
    expect(markup).not.toMatch(/<script|<link/);
    expect(markup).toContain('<title>app</title>');
  });

  it('asks for nothing until the browser reports the first contentful paint, then for the preloads and the entry', () => {
    const { added, paint } = runStarter(html);
    expect(added).toEqual([]);
    paint('first-paint');
    expect(added).toEqual([]);
    paint('first-contentful-paint');
    expect(added).toEqual(EXPECTED);
  });

  it('waits for a painted frame where paints are not reported', () => {
    const { added, frames, timers } = runStarter(html, { paintTiming: false });
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    timers.filter(({ ms }) => ms === 0).forEach(({ run }) => run());
    expect(added).toEqual(EXPECTED);
  });

  it('starts in a tab that paints nothing (hidden) after a second, and never twice', () => {
    const { added, timers, paint } = runStarter(html);
    timers.find(({ ms }) => ms === 1000)?.run();
    expect(added).toEqual(EXPECTED);
    paint('first-contentful-paint');
    expect(added).toHaveLength(3);
  });

  it('leaves a page without an entry script as it is', () => {
    expect(startAfterPaintHtml('<html><body></body></html>')).toBe('<html><body></body></html>');
  });
});
