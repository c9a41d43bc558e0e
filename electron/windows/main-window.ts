import { BrowserWindow, type Shell } from 'electron';
import type { ShellKind } from '../../contracts/platform-bridge';
import { errorPageUrl } from '../crash/error-page';
import { createCrashRecovery, type Failure } from '../crash/recovery';
import { startWatchdog } from '../crash/watchdog';
import { applyKioskPageStyle } from '../kiosk/page-style';
import { isAllowedNavigation } from '../navigation/allow-list';
import { attachNavigationGuard, createSafeOpenExternal } from '../navigation/guard';
import { isBlockedKioskShortcut, type ShellRules } from './kiosk';
import { windowOptions } from './options';

export interface MainWindowInput {
  kind: ShellKind;
  rules: ShellRules;
  appUrl: URL;
  preloadPath: string;
  title: string;
  shell: Pick<Shell, 'openExternal'>;
  /** The kiosk's page style (no cursor, no selection), or null. */
  pageCss: string | null;
}

/** Chromium's net::ERR_ABORTED: a navigation replaced by another, not a failure. */
const ERR_ABORTED = -3;

/**
 * Creates the one app window and attaches its guards: navigation, kiosk keys and style, and
 * one recovery (retry page with capped backoff) for a renderer that died, one the watchdog
 * found hung, and a page that could not load.
 */
export function createMainWindow({ kind, rules, appUrl, preloadPath, title, shell, pageCss }: MainWindowInput): BrowserWindow {
  const win = new BrowserWindow(windowOptions({ kind, devTools: rules.devTools, preloadPath, title }));
  const contents = win.webContents;
  const load = (url: string) => win.loadURL(url).catch(() => undefined); // failures arrive as did-fail-load

  attachNavigationGuard(contents, appUrl.origin, createSafeOpenExternal(shell, rules));
  applyKioskPageStyle(contents, pageCss);

  if (rules.kiosk) {
    contents.on('before-input-event', (event, input) => {
      if (isBlockedKioskShortcut(input, rules.devTools)) event.preventDefault();
    });
  }

  const recover = createCrashRecovery({
    now: Date.now,
    showRetryPage: (failure, delayMs) =>
      void load(errorPageUrl({ appUrl: appUrl.href, failure, retrySeconds: delayMs / 1_000, retryAt: new Date(Date.now() + delayMs) })),
  });
  const report = (failure: Failure) => {
    const outcome = recover(failure);
    console.error(`app page failed (${JSON.stringify(failure)}): ${outcome === 'ignored' ? 'ignored' : `retry in ${outcome} ms`}`);
  };

  // The watchdog crashes a hung renderer; its render-process-gone then counts as a hang.
  let crashedByWatchdog = false;
  startWatchdog(contents, () => {
    crashedByWatchdog = true;
  });
  contents.on('render-process-gone', (_event, details) => {
    report(crashedByWatchdog ? { kind: 'unresponsive' } : { kind: 'crashed', reason: details.reason });
    crashedByWatchdog = false;
  });

  // The server may be down (a venue's network at opening time): the retry page, with backoff.
  contents.on('did-fail-load', (_event, errorCode, errorDescription, validatedURL, isMainFrame) => {
    if (!isMainFrame || errorCode === ERR_ABORTED || !isAllowedNavigation(validatedURL, appUrl.origin)) return;
    report({ kind: 'offline', detail: errorDescription });
  });

  win.once('ready-to-show', () => win.show());
  void load(appUrl.href);
  return win;
}
