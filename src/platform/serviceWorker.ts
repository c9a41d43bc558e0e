import { isElectron } from './appInfo';

/** How often an open app asks whether a new version was deployed (also whenever it becomes visible). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the installed app's service worker (built by vite-plugin-pwa) in a browser; the
 * Electron shell has its own updater and loads the app live. A new version is never applied by
 * itself: `onUpdateReady` receives the function that applies it (and reloads), for the player
 * to call when they choose.
 */
export async function registerServiceWorker(onUpdateReady: (apply: () => Promise<void>) => void): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV || isElectron()) return;
  // After the page has loaded: installing the worker downloads the whole shell, which must not
  // compete with the first visit's own requests on a slow line.
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  const { registerSW } = await import('virtual:pwa-register');
  const updateSW = registerSW({
    onNeedRefresh: () => onUpdateReady(() => updateSW(true)),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => void registration.update().catch(() => undefined);
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
  });
}
