import { isHttpUrl } from '../../contracts/constants';

/**
 * Opens a customer-service, social or download link outside the app. Electron routes it through
 * the main process (which checks it again); the browser opens a new tab without an opener so the
 * third-party page cannot script ours. Only http(s) is allowed: the links come from the server.
 */
export function isSafeExternalUrl(url: string): boolean {
  return isHttpUrl(url);
}

export async function openExternal(url: string): Promise<boolean> {
  if (!isSafeExternalUrl(url)) return false;
  if (window.platform) {
    await window.platform.openExternal(url);
    return true;
  }
  // With noopener, window.open always returns null, so there is no handle to check.
  window.open(url, '_blank', 'noopener,noreferrer');
  return true;
}
