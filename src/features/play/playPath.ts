import { PATHS } from '../../app/routes';

/** The play page for a launched game: the vendor page's address and the game's name (SPEC §2 /m/play). */
export function playPath(url: string, gameName: string): string {
  return `${PATHS.play}?game=${encodeURIComponent(url)}&name=${encodeURIComponent(gameName)}`;
}

/** The address the play page may load: only an http(s) URL, else null. */
export function frameUrlOf(game: string | null): string | null {
  if (!game) return null;
  try {
    const url = new URL(game);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The embedded lottery page for a launched lottery (SPEC §2 /m/lotto-h5): the vendor page as
 * `mui`, its name, and the launch's playType, gameId, prize_mode and pageBack carried along.
 */
export function lottoH5Path(url: string, gameName: string, launch: URLSearchParams): string {
  const query = new URLSearchParams({ mui: url, name: gameName });
  for (const key of ['playType', 'gameId', 'prize_mode', 'pageBack']) {
    const value = launch.get(key);
    if (value) query.set(key, value);
  }
  return `${PATHS.lottoH5}?${query.toString()}`;
}
