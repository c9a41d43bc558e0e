/** What the renderer runs inside. The only place that knows about Electron's `window.platform`. */
import type {} from '../../contracts/platform-bridge';
import type { RegisterMethod } from '../../contracts/account';
import type { DepositChannelsQuery } from '../../contracts/deposit';

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

/**
 * Where the client runs, as the deposit channel list asks (SPEC §7: webSupported or
 * mobileSupported, isNative, device iOS or Android), so the server offers only banks that work
 * here. A phone or tablet is `mobile`; a desktop browser and the desktop shell are `web`.
 * `native` is an installed app (the shell or a home-screen app). iPadOS reports itself as a Mac,
 * so a Mac with a touch screen counts as iOS.
 */
export function clientPlace(): Required<DepositChannelsQuery> {
  const { userAgent, maxTouchPoints } = window.navigator;
  const ios = /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
  const android = /Android/i.test(userAgent);
  const phone = !isElectron() && (ios || android || /Mobile/i.test(userAgent));
  return { platform: phone ? 'mobile' : 'web', device: ios ? 'ios' : android ? 'android' : 'all', native: isInstalledApp() };
}
