/**
 * The bridge the Electron preload exposes to the renderer as `window.platform`.
 * One method per IPC channel; the renderer reaches it only through src/platform/.
 * In a plain browser `window.platform` is undefined.
 */
export type ShellKind = 'desktop' | 'kiosk';

export interface AppInfo {
  version: string;
  kind: ShellKind;
  platform: string;
}

export type UpdateStatus =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available'; version: string }
  | { state: 'downloaded'; version: string }
  | { state: 'error'; message: string };

/**
 * The only keys the secure store accepts; the main process refuses any other key, so a
 * compromised page cannot turn the store into a general-purpose disk writer.
 */
export const SECURE_STORE_KEYS = ['session', 'rememberedLogin', 'autoLogin', 'theme', 'locale'] as const;
export type SecureStoreKey = (typeof SECURE_STORE_KEYS)[number];

/** Limits the main process enforces on bridge arguments (longer values are refused). */
export const BRIDGE_LIMITS = { secureValueChars: 16_384, urlChars: 2_048, gameTopInsetPx: 400 } as const;

export interface PlatformBridge {
  appInfo(): Promise<AppInfo>;
  /**
   * Encrypted key-value store (electron-store, values encrypted with safeStorage).
   * `key` must be one of SECURE_STORE_KEYS. secureSet rejects when the OS offers no
   * encryption: secrets are never written in plain text.
   */
  secureGet(key: string): Promise<string | null>;
  secureSet(key: string, value: string): Promise<void>;
  secureDelete(key: string): Promise<void>;
  /** Opens an http(s) URL in the system browser after the main process checks it (never in kiosk). */
  openExternal(url: string): Promise<void>;
  updateStatus(): Promise<UpdateStatus>;
  /**
   * Shows a vendor's game page in the shell's isolated view (own session, sandboxed, no bridge,
   * held to its origin) over the window, below the app's top `topInset` pixels, which keep the
   * app's exit button. Rejects a page outside the configured game origins. One game at a time.
   */
  openGame(url: string, topInset: number): Promise<void>;
  /** Destroys the game view, if one is open. */
  closeGame(): Promise<void>;
}

declare global {
  interface Window {
    platform?: PlatformBridge;
  }
}
