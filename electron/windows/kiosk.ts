import type { ShellKind } from '../../contracts/platform-bridge';

/** What a shell kind may do. Kiosk machines stand in venues: nothing may leave the app. */
export interface ShellRules {
  kiosk: boolean;
  menu: boolean;
  devTools: boolean;
  /** Whether off-origin links may be handed to the system browser. */
  externalBrowser: boolean;
}

export function shellRules(kind: ShellKind): ShellRules {
  const kiosk = kind === 'kiosk';
  return { kiosk, menu: !kiosk, devTools: !kiosk, externalBrowser: !kiosk };
}

/** The subset of Electron's `Input` the shortcut filter reads. */
export interface KeyInput {
  type: string;
  key: string;
  control: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

/**
 * Keyboard shortcuts a kiosk swallows: devtools, reload (would drop a running game) and
 * close/quit. Chromium handles these before the page, so they are filtered in before-input-event.
 */
export function isBlockedKioskShortcut(input: KeyInput): boolean {
  if (input.type !== 'keyDown') return false;
  const key = input.key.toLowerCase();
  const mod = input.control || input.meta;
  if (key === 'f12' || key === 'f5') return true;
  if (input.alt && key === 'f4') return true;
  if (mod && input.shift && ['i', 'j', 'c'].includes(key)) return true;
  return mod && ['r', 'w', 'q'].includes(key);
}
