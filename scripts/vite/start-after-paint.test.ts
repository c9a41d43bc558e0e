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

/** The page's inline starter run against a fake document, with frames and timers fired by hand. */
function runStarter(html: string) {
  const starter = /<script>([\s\S]*)<\/script><\/body>/.exec(html)?.[1];
  if (!starter) throw new Error('no starter before </body>');
  const added: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const document = {
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: { appendChild: (element: Record<string, string>) => added.push({ ...element }) },
  };
  const requestAnimationFrame = (run: () => void) => frames.push(run);
  const setTimeout = (run: () => void, ms = 0) => timers.push({ run, ms });
  new Function('document', 'requestAnimationFrame', 'setTimeout', starter)(document, requestAnimationFrame, setTimeout);
  return { added, frames, timers };
}

describe('starting the scripts after the first paint', () => {
  const html = startAfterPaintHtml(BUILT);

  it('takes the entry script and its preloads out of the page, which then asks for no script', () => {
    const markup = html.replace(/<script>[\s\S]*?<\/script>/g, '');
    expect(markup).not.toMatch(/<script|<link/);
    expect(markup).toContain('<title>app</title>');
  });

  it('asks for nothing until a frame has been painted and the task after it runs, then for the preloads and the entry', () => {
    const { added, frames, timers } = runStarter(html);
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    timers.filter(({ ms }) => ms === 0).forEach(({ run }) => run());
    expect(added).toEqual([
      { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/context-def.js' },
      { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/runtime-ghi.js' },
      { tag: 'script', crossOrigin: '', type: 'module', src: '/assets/index-abc.js' },
    ]);
  });

  it('starts in a tab that paints nothing (hidden) after a second, and never twice', () => {
    const { added, frames, timers } = runStarter(html);
    const fallback = timers.find(({ ms }) => ms === 1000);
    fallback?.run();
    expect(added.map((element) => element.tag)).toEqual(['link', 'link', 'script']);
    frames.forEach((frame) => frame());
    timers.forEach(({ run }) => run());
    expect(added).toHaveLength(3);
  });

  it('leaves a page without an entry script as it is', () => {
    expect(startAfterPaintHtml('<html><body></body></html>')).toBe('<html><body></body></html>');
  });
});
