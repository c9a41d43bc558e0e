import { loadTexts, type TextPart } from '../i18n';
import { lazy, type ComponentType } from 'react';
import RouteSpinner from '../ui/RouteSpinner';

/** React.lazy whose chunk, when it fails to load (flaky mobile network, stale deploy), is logged and replaced. */
function lazyOr(load: () => Promise<{ default: ComponentType }>, what: string, instead: ComponentType) {
  return lazy(() =>
    load().catch((error: unknown) => {
      console.error(`${what} chunk failed to load`, error);
      return { default: instead };
    }),
  );
}

const Nothing: ComponentType = () => null;

/** A page whose chunk can be asked for before the router renders it. */
export type PreloadablePage = ComponentType & { preload?: () => Promise<void> };

/**
 * A route page: a failed chunk shows the spinner (SPEC §8) instead of crashing the whole shell.
 * `preload` starts fetching the chunk at once (the browser loads a module once, whoever asks) and
 * settles when it is in (or failed).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  return Object.assign(lazyOr(load, 'Route', RouteSpinner), {
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/** A block of a page loaded on demand (ui/WhenNearScreen): a failed chunk leaves the block out, the page stands. */
export function lazyBlock(load: () => Promise<{ default: ComponentType }>) {
  return lazyOr(load, 'Block', Nothing);
}

/** A screen whose texts are a part of their own (i18n/index.ts PARTS): the page and its texts arrive together. */
export function lazyPageWithTexts(part: TextPart, load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  return lazyPage(() => Promise.all([load(), loadTexts(part)]).then(([page]) => page));
}
