import type { RouteId } from './routes';

/**
 * Layout rules of SPEC §2 ("Layout rules"), as data plus pure functions. The embedded lottery
 * page (lotto-h5) is a full-screen game like play, with its own close button, so it hides the
 * header and footer too (the spec's lists do not name it).
 */
const HEADER_HIDDEN: ReadonlySet<RouteId> = new Set([
  'home', 'login', 'register', 'message', 'app', 'gameList', 'lottery', 'play', 'lottoH5',
]);

const FOOTER_HIDDEN: ReadonlySet<RouteId> = new Set([
  'login', 'register', 'slotsCenter', 'gameList', 'lottery', 'forget', 'changePsw', 'app', 'notice',
  'activity', 'help', 'play', 'lottoH5',
]);

/** Pages whose back arrow always returns home, whatever the history holds. */
const BACK_TO_HOME: ReadonlySet<RouteId> = new Set(['login', 'register', 'trail', 'activity', 'forget']);

export interface Layout {
  banner: boolean;
  header: boolean;
  footer: boolean;
}

/** `id` is null for a path outside the table (it is about to redirect): show the bare frame. */
export function layoutFor(id: RouteId | null, walletVariant: boolean): Layout {
  return {
    banner: id === 'home' && !walletVariant,
    header: id !== null && !HEADER_HIDDEN.has(id),
    footer: id !== null && !FOOTER_HIDDEN.has(id),
  };
}

export type BackAction = 'home' | 'history';

/**
 * Where the header's back arrow goes. Home never gets here: the layout hides the route header
 * there and HomeHeader shows the logo instead. `historyIdx` is react-router's index in
 * window.history.state.idx: 0 (or absent) means this page was the entry point of the tab.
 */
export function backAction(id: RouteId, historyIdx: number | undefined): BackAction {
  if (BACK_TO_HOME.has(id)) return 'home';
  return historyIdx !== undefined && historyIdx > 0 ? 'history' : 'home';
}

export function titleKey(id: RouteId): string {
  return `titles.${id}`;
}

/** Page fade duration (SPEC §9); the CSS reads it through a custom property. */
export const PAGE_FADE_MS = 300;
