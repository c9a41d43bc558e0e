import { createHash } from 'node:crypto';

const GLYPHS: Record<string, string> = {
  RNG: '7',
  FISH: '~',
  LIVE: '\u2660',
  PVP: '\u2665',
  SPORTS: '\u26bd',
  ESPORTS: '\u2694',
  POKER: '\u2663',
  COCKFIGHT: '\u2605',
  LOTT: '#',
  ELOTT: '#',
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Generated icon art for a game: a gradient from the name's hash, the category glyph and the
 * game's initials. The demo catalogue needs no image files, and every tile still looks distinct.
 */
/** Where a game's icon is served (drawn from its name and type, cached by the client). */
export function iconUrl(nodeId: number): string {
  return `/wps/game/icon/${nodeId}.svg`;
}

export function gameIconSvg(gameName: string, gameType: string): string {
  const hash = createHash('sha256').update(gameName).digest();
  const hue = (hash[0]! * 360) / 256;
  const hue2 = (hue + 40 + (hash[1]! % 80)) % 360;
  const initials = gameName
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="${escape(gameName)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 45%)"/>
<stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 75% 25%)"/>
</linearGradient></defs>
<rect width="200" height="200" rx="28" fill="url(#g)"/>
<text x="100" y="92" text-anchor="middle" font-family="sans-serif" font-size="64" fill="rgba(255,255,255,.35)">
${escape(GLYPHS[gameType] ?? '\u2022')}</text>
<text x="100" y="150" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="56" fill="#fff">${escape(initials)}</text>
</svg>`;
}
