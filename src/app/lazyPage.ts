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

/** A route page: a failed chunk shows the spinner (SPEC §8) instead of crashing the whole shell. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazyOr(load, 'Route', RouteSpinner);
}

/** A block of a page loaded on demand (ui/WhenNearScreen): a failed chunk leaves the block out, the page stands. */
export function lazyBlock(load: () => Promise<{ default: ComponentType }>) {
  return lazyOr(load, 'Block', Nothing);
}
