import { lazy, type ComponentType } from 'react';
import RouteSpinner from '../ui/RouteSpinner';

/**
 * React.lazy for route pages. A chunk that fails to load (flaky mobile network, stale deploy) is
 * logged and replaced by the spinner (SPEC §8) instead of crashing the whole shell.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      console.error('Route chunk failed to load', error);
      return { default: RouteSpinner };
    }),
  );
}
