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

/**
 * One rule for every way a page can leave (Element's safeOpenURL): links, redirects and
 * window.open. The app origin stays in the one window; everything else is refused and, if
 * it is a safe http(s) link, opened in the system browser. No new windows ever open.
 */
export function attachNavigationGuard(contents: GuardedContents, appOrigin: string, openExternal: (url: string) => boolean): void {
  const refuseOffOrigin = (event: { preventDefault(): void }, url: string) => {
    if (isAllowedNavigation(url, appOrigin)) return;
    event.preventDefault();
    openExternal(url);
  };
  contents.on('will-navigate', refuseOffOrigin);
  contents.on('will-redirect', refuseOffOrigin);
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedNavigation(url, appOrigin)) {
      contents.loadURL(url).catch((error: unknown) => console.error('load failed', error));
    } else {
      openExternal(url);
    }
    return { action: 'deny' };
  });
}
