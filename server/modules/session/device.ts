/**
 * A device as a player recognises it in "last login" and the sessions list: the browser (or the
 * app) and the system, read from the user agent the session was opened with ("Chrome, Android").
 * Only names, never versions: enough to spot a device that is not one's own, and the same words
 * in every language. Null when the user agent says nothing recognisable.
 */
const BROWSERS: readonly [RegExp, string][] = [
  // Order matters: Edge, Opera and Samsung's browser also say "Chrome", and Chrome also says "Safari".
  [/Electron\//, 'Pinoy Play app'],
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/FBAN|FBAV|FB_IAB/, 'Facebook'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (userAgent: string, table: readonly [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceOf(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const parts = [first(userAgent, BROWSERS), first(userAgent, SYSTEMS)].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(', ') : null;
}
