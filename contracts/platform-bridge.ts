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
  /** `percent`: a whole number from 0 to 100. */
  | { state: 'downloading'; version: string; percent: number }
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
   * The player agreed to restart into the downloaded update: the app quits, installs and starts
   * again. Desktop only (a kiosk installs by itself at an idle reset); rejects when none is ready.
   */
  installUpdate(): Promise<void>;
  /**
   * Shows a vendor's game page in the shell's isolated view (own session, sandboxed, no bridge,
   * held to its origin) over the window, below the app's top `topInset` pixels, which keep the
   * app's exit button. Rejects a page outside the configured game origins. One game at a time.
   */
  openGame(url: string, topInset: number): Promise<void>;
  /** Destroys the game view, if one is open. */
  closeGame(): Promise<void>;
  /**
   * Shows the live-chat page (the address CBS_launchChat gave: the app's origin or https) in the
   * shell's isolated chat view (in-memory partition `chat`, sandboxed, no bridge, held to the
   * chat page's origin) below the app's top `topInset` pixels. One chat at a time.
   */
  openChat(url: string, topInset: number): Promise<void>;
  /** Destroys the chat view, if one is open. */
  closeChat(): Promise<void>;
  /** Someone answered the kiosk's idle warning ("I'm still here"): the countdown stops. */
  stillHere(): Promise<void>;
  /** After `idleSignOut` the page has signed the player out: the main process wipes the session and goes home. */
  idleSignedOut(): Promise<void>;
}

/**
 * What the main process tells the page, on one channel (main -> renderer). A discriminated union:
 * each kind of event adds its variant here and its check to SHELL_EVENT_CHECKS, which the preload
 * runs before a listener sees anything.
 * - idleWarning: a kiosk has been idle; it signs the player out in `secondsLeft` unless someone
 *   answers (the page shows "Are you still there?").
 * - idleCancelled: someone touched the kiosk; the warning goes away.
 * - idleSignOut: the countdown ran out; the page signs the player out, then calls
 *   `idleSignedOut()`, and the main process wipes the session and goes home.
 * - chatClosed: the chat page went back to the app by itself (its own back link); the view is gone.
 */
export type ShellEvent =
  | { type: 'idleWarning'; secondsLeft: number }
  | { type: 'idleCancelled' }
  | { type: 'idleSignOut' }
  | { type: 'chatClosed' }
  /** The updater moved on (checking, available, downloading with its percent, downloaded, failed). */
  | { type: 'update'; status: UpdateStatus };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Each UpdateStatus state with the check of its other fields. */
const UPDATE_STATUS_CHECKS = {
  idle: () => true,
  checking: () => true,
  available: (status) => typeof status.version === 'string',
  downloading: (status) =>
    typeof status.version === 'string' &&
    Number.isInteger(status.percent) &&
    (status.percent as number) >= 0 &&
    (status.percent as number) <= 100,
  downloaded: (status) => typeof status.version === 'string',
  error: (status) => typeof status.message === 'string',
} satisfies { [S in UpdateStatus['state']]: (status: Record<string, unknown>) => boolean };

export function isUpdateStatus(value: unknown): value is UpdateStatus {
  if (!isRecord(value) || typeof value.state !== 'string' || !Object.hasOwn(UPDATE_STATUS_CHECKS, value.state)) return false;
  return UPDATE_STATUS_CHECKS[value.state as UpdateStatus['state']](value);
}

/** One check per event type; the `satisfies` clause makes a new variant without its check a compile error. */
export const SHELL_EVENT_CHECKS = {
  idleWarning: (event) => Number.isInteger(event.secondsLeft) && (event.secondsLeft as number) >= 0,
  idleCancelled: () => true,
  idleSignOut: () => true,
  chatClosed: () => true,
  update: (event) => isUpdateStatus(event.status),
} satisfies { [T in ShellEvent['type']]: (event: Record<string, unknown>) => boolean };

export function isShellEvent(value: unknown): value is ShellEvent {
  if (!isRecord(value) || typeof value.type !== 'string' || !Object.hasOwn(SHELL_EVENT_CHECKS, value.type)) return false;
  return SHELL_EVENT_CHECKS[value.type as ShellEvent['type']](value);
}

/** The part of `window.platform` that is not a request: events pushed by the main process. */
export interface ShellEventSource {
  /** Calls `listener` with every valid event from the main process; returns the unsubscribe. */
  onShellEvent(listener: (event: ShellEvent) => void): () => void;
}

/** `window.platform`: the request methods plus the event subscription. */
export type WindowPlatform = PlatformBridge & ShellEventSource;

declare global {
  interface Window {
    platform?: WindowPlatform;
  }
}
