import path from 'node:path';

/**
 * What the update feed may serve: the electron-builder generic provider's files, flat in one
 * folder. A name is one path segment (no slash, no leading dot) with one of the extensions the
 * shell's targets produce, so nothing else that lands in the folder is ever one URL away.
 */
const MEDIA_TYPES: Record<string, string> = {
  '.yml': 'text/yaml; charset=utf-8',
  '.blockmap': 'application/octet-stream',
  '.exe': 'application/vnd.microsoft.portable-executable',
  '.appimage': 'application/vnd.appimage',
  '.deb': 'application/vnd.debian.binary-package',
  '.rpm': 'application/x-rpm',
  '.dmg': 'application/x-apple-diskimage',
  '.zip': 'application/zip',
};

/** Letters, digits and the punctuation electron-builder puts in artifact names (`Pinoy Play Setup 1.2.0.exe`). */
const FEED_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._+-]{0,199}$/;

/** The media type of a file the feed serves, or null when the name is not one it serves. */
export function feedMediaType(name: string): string | null {
  if (!FEED_NAME.test(name) || name.includes('..')) return null;
  return MEDIA_TYPES[path.extname(name).toLowerCase()] ?? null;
}

/**
 * latest.yml, latest-mac.yml, latest-linux.yml (and a channel's beta.yml) change with every
 * release under the same name, so a client must ask each time. Installers and blockmaps carry
 * their version in their name and never change: a year, immutable.
 */
export function feedCacheControl(name: string): string {
  return name.toLowerCase().endsWith('.yml') ? 'no-cache' : 'public, max-age=31536000, immutable';
}
