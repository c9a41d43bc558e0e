import { SECURE_STORE_KEYS, type SecureStoreKey } from '../../contracts/platform-bridge';

/** The part of an Electron Session an idle reset clears. */
export interface ClearableSession {
  clearStorageData(): Promise<void>;
}

export interface SessionWipeDeps {
  /** Destroys the game and chat views, so nothing of a player keeps running. */
  closeViews(): void;
  /**
   * Empties the app page's sessionStorage, where the app keeps the player's session: it belongs to
   * the tab, which the next page loaded in the window keeps. Resolves even when the page cannot.
   */
  clearTabStorage(): Promise<void>;
  /** The app's own session and every partition a game or the chat may have used. */
  sessions(): ClearableSession[];
  deleteSecureKey(key: SecureStoreKey): void;
  /** Loads the app's start page (/m/home) in the window. */
  loadHome(): Promise<void>;
}

/**
 * Leaves the kiosk as the next person should find it: no view of the last player's left, every
 * storage of the app and of the games and chat cleared (the tab's session storage; cookies, local storage,
 * IndexedDB, caches, service workers: clearStorageData with no options), every secure-store key
 * deleted (the session, a remembered login with its password, auto-login, theme and language:
 * all the last player's), and the start page loaded afresh.
 */
export async function wipeSession(deps: SessionWipeDeps): Promise<void> {
  deps.closeViews();
  await deps.clearTabStorage();
  await Promise.all(deps.sessions().map((session) => session.clearStorageData()));
  for (const key of SECURE_STORE_KEYS) deps.deleteSecureKey(key);
  await deps.loadHome();
}
