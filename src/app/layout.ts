import { routeOf, type RouteId } from './routes';

/** The layout rules of SPEC §2 ("Layout rules"), read from each route's record (routes.ts). */
export interface Layout {
  banner: boolean;
  header: boolean;
  footer: boolean;
}

/** `id` is null for a path outside the table (it is about to redirect): show the bare frame. */
export function layoutFor(id: RouteId | null, walletVariant: boolean): Layout {
  if (id === null) return { banner: false, header: false, footer: false };
  const { banner, header, footer } = routeOf(id);
  return { banner: banner && !walletVariant, header, footer };
}

export type BackAction = 'none' | 'home' | 'history';

/**
 * Where the back arrow goes. `historyIdx` is react-router's index in window.history.state.idx:
 * 0 (or absent) means this page was the entry point of the tab, so there is no step back.
 */
export function backAction(id: RouteId, historyIdx: number | undefined): BackAction {
  const rule = routeOf(id).back;
  if (rule !== 'history') return rule;
  return historyIdx !== undefined && historyIdx > 0 ? 'history' : 'home';
}

export function titleKey(id: RouteId): string {
  return routeOf(id).title;
}

/** Page fade duration (SPEC §9); the CSS reads it through a custom property. */
export const PAGE_FADE_MS = 300;
