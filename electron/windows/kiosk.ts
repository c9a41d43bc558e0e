import type { ShellKind } from '../../contracts/platform-bridge';

/** What a shell kind may do. Kiosk machines stand in venues: nothing may leave the app. */
export interface ShellRules {
  kiosk: boolean;
  menu: boolean;
  devTools: boolean;
  /** Whether off-origin links may be handed to the system browser. */
  externalBrowser: boolean;
}

/** Developer tools are a flag of their own (--devtools, PINOY_DEVTOOLS=1): off for players of either kind. */
export function shellRules(kind: ShellKind, devTools: boolean): ShellRules {
  const kiosk = kind === 'kiosk';
  return { kiosk, menu: !kiosk, devTools, externalBrowser: !kiosk };
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
 * Keyboard shortcuts a kiosk swallows: devtools (unless the shell was started with them),
 * reload (would drop a running game) and close/quit. Chromium handles these before the page, so
 * they are filtered in before-input-event.
 */
export function isBlockedKioskShortcut(input: KeyInput, devTools = false): boolean {
  if (input.type !== 'keyDown') return false;
  const key = input.key.toLowerCase();
  const mod = input.control || input.meta;
  const devToolsKey = key === 'f12' || (mod && input.shift && ['i', 'j', 'c'].includes(key));
  if (devToolsKey) return !devTools;
  if (key === 'f5') return true;
  if (input.alt && key === 'f4') return true;
  return mod && ['r', 'w', 'q'].includes(key);
}
