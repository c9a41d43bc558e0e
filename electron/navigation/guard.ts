import type { ShellRules } from '../windows/kiosk';
import { isAllowedNavigation, isSafeExternalUrl } from './allow-list';

/** The part of Electron's `shell` used here (injected so tests and fakes can stand in). */
export interface ShellLike {
  openExternal(url: string): Promise<void>;
}

/**
 * Hands a URL to the system browser if the shell kind allows it and the URL is safe.
 * Returns whether it did; the one gate every outbound link passes (Bitwarden's SafeShell).
 */
export function createSafeOpenExternal(shell: ShellLike, rules: Pick<ShellRules, 'externalBrowser'>) {
  return (url: string): boolean => {
    if (!rules.externalBrowser || !isSafeExternalUrl(url)) return false;
    shell.openExternal(url).catch((error: unknown) => console.error('openExternal failed', error));
    return true;
  };
}

/** The part of Electron's `WebContents` the guard touches. */
export interface GuardedContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: { preventDefault(): void }, url: string) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  loadURL(url: string): Promise<void>;
}

/** What a guarded page may load in place, and what becomes of everything else. */
export interface NavigationRules {
  isAllowed(url: string): boolean;
  onRefused(url: string): void;
}

/**
 * One rule for every way a page can leave (Element's safeOpenURL): links, redirects and
 * window.open. What `isAllowed` loads in place; everything else is refused and handed to
 * `onRefused`. No new windows ever open.
 */
export function attachGuard(contents: GuardedContents, { isAllowed, onRefused }: NavigationRules): void {
  const refuse = (event: { preventDefault(): void }, url: string) => {
    if (isAllowed(url)) return;
    event.preventDefault();
    onRefused(url);
  };
  contents.on('will-navigate', refuse);
  contents.on('will-redirect', refuse);
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowed(url)) {
      contents.loadURL(url).catch((error: unknown) => console.error('load failed', error));
    } else {
      onRefused(url);
    }
    return { action: 'deny' };
  });
}

/** The app origin stays in the one window; safe http(s) links elsewhere open in the system browser. */
export function attachNavigationGuard(contents: GuardedContents, appOrigin: string, openExternal: (url: string) => boolean): void {
  attachGuard(contents, { isAllowed: (url) => isAllowedNavigation(url, appOrigin), onRefused: (url) => void openExternal(url) });
}
