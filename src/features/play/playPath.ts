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
