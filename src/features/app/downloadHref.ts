/**
 * The schemes a download link may use: the web's, and `itms-services:`, the address iOS installs
 * an app from outside the App Store with (an enterprise build's manifest). Anything else the
 * settings carry (a `javascript:` link) is no link at all.
 */
const DOWNLOAD_SCHEMES = new Set(['http:', 'https:', 'itms-services:']);

/** `url` when it may be a download link's href (a path of this site included), else null. */
export function downloadHref(url: string | null): string | null {
  if (!url) return null;
  try {
    return DOWNLOAD_SCHEMES.has(new URL(url, window.location.origin).protocol) ? url : null;
  } catch {
    return null;
  }
}
