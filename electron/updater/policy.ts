import type { ShellKind } from '../../contracts/platform-bridge';
import type { UpdaterEvents } from './status';

/** electron-updater's generic provider reads latest*.yml and the installers from here. */
export function updateFeedUrl(serverOrigin: string): string {
  return `${serverOrigin}/updates`;
}

export const CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** A kiosk counts as idle (nobody mid-game) after this long without keyboard, mouse or touch. */
export const KIOSK_IDLE_SECONDS = 15 * 60;
export const IDLE_POLL_MS = 60 * 1000;

/** The parts of electron-updater's AppUpdater the policy drives. */
export interface UpdaterLike extends UpdaterEvents {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
}

export interface PolicyDeps {
  updater: UpdaterLike;
  kind: ShellKind;
  /** Seconds since the last user input (Electron's powerMonitor.getSystemIdleTime). */
  idleSeconds(): number;
}

/**
 * Check on start and every 6 h; download in the background; install when the app quits.
 * A kiosk rarely quits, so once an update is downloaded it waits for the machine to be idle
 * (nobody playing) and then restarts into the new version by itself.
 */
export function startUpdatePolicy({ updater, kind, idleSeconds }: PolicyDeps): () => void {
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;

  // Failures also arrive as 'error' events (logged by trackUpdateStatus); this only keeps
  // a rejected promise from becoming an unhandled rejection.
  const check = () => void updater.checkForUpdates().catch(() => undefined);
  check();
  const checkTimer = setInterval(check, CHECK_INTERVAL_MS);

  let idleTimer: ReturnType<typeof setInterval> | undefined;
  if (kind === 'kiosk') {
    updater.on('update-downloaded', () => {
      idleTimer ??= setInterval(() => {
        if (idleSeconds() < KIOSK_IDLE_SECONDS) return;
        clearInterval(idleTimer);
        updater.quitAndInstall(true, true);
      }, IDLE_POLL_MS);
    });
  }

  return () => {
    clearInterval(checkTimer);
    clearInterval(idleTimer);
  };
}
