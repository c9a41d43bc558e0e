import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';
import type { ShellKind } from '../../contracts/platform-bridge';
import { shellRules } from './kiosk';

/** The renderer is a mobile web app: the desktop window shows it at a phone's viewport. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
const DESKTOP_LIMITS = { minWidth: 320, minHeight: 568, maxWidth: 768, maxHeight: 1366 } as const;

/**
 * Electron's security checklist for every page the shell shows (the app's window and the
 * vendors' game views): isolated, sandboxed, no Node anywhere, no webview tags.
 */
export const HARDENED_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInSubFrames: false,
  nodeIntegrationInWorker: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  navigateOnDragDrop: false,
  spellcheck: false,
  // A middle click (auxclick) is another way to open a link in a new window; none is wanted.
  disableBlinkFeatures: 'Auxclick',
} as const satisfies WebPreferences;

export interface WindowOptionsInput {
  kind: ShellKind;
  devTools: boolean;
  preloadPath: string;
  title: string;
}

/**
 * Options for the one app window. The web preferences follow Electron's security checklist;
 * the renderer gets Node only through the preload's narrow bridge.
 */
export function windowOptions({ kind, devTools, preloadPath, title }: WindowOptionsInput): BrowserWindowConstructorOptions {
  const rules = shellRules(kind, devTools);
  // Size limits would stop a kiosk from filling the screen, so only the desktop gets them.
  const geometry: BrowserWindowConstructorOptions = rules.kiosk
    ? { kiosk: true, fullscreen: true, resizable: false }
    : { ...PHONE_VIEWPORT, ...DESKTOP_LIMITS, useContentSize: true, resizable: true };
  return {
    title,
    show: false,
    backgroundColor: '#0f1020',
    autoHideMenuBar: true,
    ...geometry,
    webPreferences: { ...HARDENED_PREFERENCES, preload: preloadPath, devTools: rules.devTools },
  };
}
