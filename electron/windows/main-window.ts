import { BrowserWindow, type Shell } from 'electron';
import type { ShellKind } from '../../contracts/platform-bridge';
import { createCrashRecovery } from '../crash/recovery';
import { errorPageUrl } from '../crash/error-page';
import { isAllowedNavigation } from '../navigation/allow-list';
import { attachNavigationGuard, createSafeOpenExternal } from '../navigation/guard';
import { isBlockedKioskShortcut, shellRules } from './kiosk';
import { windowOptions } from './options';

export interface MainWindowInput {
  kind: ShellKind;
  appUrl: URL;
  preloadPath: string;
  title: string;
  shell: Pick<Shell, 'openExternal'>;
}

/** Chromium's net::ERR_ABORTED: a navigation replaced by another, not a failure. */
const ERR_ABORTED = -3;

/** Creates the one app window and attaches its guards: navigation, kiosk keys, crash recovery. */
export function createMainWindow({ kind, appUrl, preloadPath, title, shell }: MainWindowInput): BrowserWindow {
  const rules = shellRules(kind);
  const win = new BrowserWindow(windowOptions({ kind, preloadPath, title }));
  const contents = win.webContents;
  const load = (url: string) => win.loadURL(url).catch(() => undefined); // failures arrive as did-fail-load
  const showError = (detail: string) => void load(errorPageUrl(appUrl.href, 'Something went wrong', detail));

  attachNavigationGuard(contents, appUrl.origin, createSafeOpenExternal(shell, rules));

  if (rules.kiosk) {
    contents.on('before-input-event', (event, input) => {
      if (isBlockedKioskShortcut(input)) event.preventDefault();
    });
  }

  const onGone = createCrashRecovery({
    now: Date.now,
    reload: () => contents.reload(),
    showError: () => showError('The game screen stopped twice. It will try again shortly.'),
  });
  contents.on('render-process-gone', (_event, details) => {
    const outcome = onGone(details);
    console.error(`renderer gone (${details.reason}): ${outcome}`);
  });

  // The server may be down (a venue's network at opening time): show the retrying error page.
  contents.on('did-fail-load', (_event, errorCode, errorDescription, validatedURL, isMainFrame) => {
    if (!isMainFrame || errorCode === ERR_ABORTED || !isAllowedNavigation(validatedURL, appUrl.origin)) return;
    showError(`Cannot reach the server (${errorDescription}).`);
  });

  win.once('ready-to-show', () => win.show());
  void load(appUrl.href);
  return win;
}
