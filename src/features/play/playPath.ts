import { isHttpUrl } from '../../../contracts/constants';
import { PATHS } from '../../app/routes';

/**
 * Where a launched game opens. The vendor page's address carries the game token, so it travels
 * in the navigation state, never in the page URL (SPEC §2 puts it in `game` / `mui`): URLs end
 * up in the server's access log, the browser's history list and shared links, and the token
 * must reach none of them. A reload keeps the state; a bare link says the game cannot be opened.
 */
export interface GameLocation {
  pathname: string;
  search: string;
  state: { address: string };
}

/** The play page for a launched game, titled by the game's name (SPEC §2 /m/play). */
export function playLocation(url: string, gameName: string): GameLocation {
  return { pathname: PATHS.play, search: `?${new URLSearchParams({ name: gameName }).toString()}`, state: { address: url } };
}

/** The vendor address a game page was opened with, if any. */
export function gameAddressOf(state: unknown): string | null {
  const address = (state as { address?: unknown } | null)?.address;
  return typeof address === 'string' ? address : null;
}

/** The address the play page may load: only an http(s) URL, else null. */
export function frameUrlOf(game: string | null): string | null {
  return game && isHttpUrl(game) ? new URL(game).href : null;
}

/**
 * The embedded lottery page for a launched lottery (SPEC §2 /m/lotto-h5): the vendor page (in
 * the state, as for /m/play), its name, and the launch's playType, gameId, prize_mode and
 * pageBack carried along.
 */
export function lottoH5Location(url: string, gameName: string, launch: URLSearchParams): GameLocation {
  const query = new URLSearchParams({ name: gameName });
  for (const key of ['playType', 'gameId', 'prize_mode', 'pageBack']) {
    const value = launch.get(key);
    if (value) query.set(key, value);
  }
  return { pathname: PATHS.lottoH5, search: `?${query.toString()}`, state: { address: url } };
}
