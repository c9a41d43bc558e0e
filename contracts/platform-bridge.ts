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

export interface PlatformBridge {
  appInfo(): Promise<AppInfo>;
  /** Encrypted key-value store (electron-store, key from safeStorage). */
  secureGet(key: string): Promise<string | null>;
  secureSet(key: string, value: string): Promise<void>;
  secureDelete(key: string): Promise<void>;
  /** Opens an http(s) URL in the system browser after the main process checks it. */
  openExternal(url: string): Promise<void>;
  updateStatus(): Promise<UpdateStatus>;
}

declare global {
  interface Window {
    platform?: PlatformBridge;
  }
}
