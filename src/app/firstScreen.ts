import type { RootStore } from '../stores/RootStore';
import { routeIdOf } from './routes';

/**
 * The data a route's first screen shows before its effects run: the server draws the screen with
 * it (entry-server.tsx) and puts the answers in the page, and the client loads it the same way
 * (answered from the page, no request) before drawing over the server's markup, so the two
 * screens match. Home's banner picture is the largest thing a visitor sees first.
 */
export function prepareFirstScreen(store: RootStore, pathname: string): Promise<void> {
  if (routeIdOf(pathname) === 'home') return store.announcements.load();
  return Promise.resolve();
}
