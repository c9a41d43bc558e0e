/** What the renderer runs inside. The only place that knows about Electron's `window.platform`. */
import type {} from '../../contracts/platform-bridge';
import type { RegisterMethod } from '../../contracts/account';

export function isElectron(): boolean {
  return typeof window !== 'undefined' && window.platform !== undefined;
}

/**
 * How this client registers a player (SPEC §3 registerMethod): the Electron shell, an installed
 * PWA, an iOS home-screen web clip, else the mobile web.
 */
export function registerMethod(): RegisterMethod {
  if (isElectron()) return 'APP';
  if ((window.navigator as Navigator & { standalone?: boolean }).standalone === true) return 'WEBCLIP';
  if (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches) return 'PWA';
  return 'H5';
}

/** True when launched from the home screen as an installed web app (PWA / iOS web clip). */
export function isStandalone(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  const iosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/** An installed app (desktop shell or PWA) needs no "download the app" entries. */
export function isInstalledApp(): boolean {
  return isElectron() || isStandalone();
}

/**
 * The GCash/Maya e-wallet variant hides the top banner and visitor entries (SPEC §2). It is a
 * build flag (`VITE_WALLET_VARIANT=true`), false by default.
 */
export function isWalletVariant(): boolean {
  return import.meta.env.VITE_WALLET_VARIANT === 'true';
}
