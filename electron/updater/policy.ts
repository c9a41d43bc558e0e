import type { ShellKind } from '../../contracts/platform-bridge';
import type { UpdaterEvents } from './status';

/** electron-updater's generic provider reads latest*.yml and the installers from here. */
export function updateFeedUrl(serverOrigin: string): string {
  return `${serverOrigin}/updates`;
}

export const CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** The parts of electron-updater's AppUpdater the policy drives. */
export interface UpdaterLike extends UpdaterEvents {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
}

/** The part of a kiosk's idle reset (electron/kiosk/idle-reset.ts) the policy waits on. */
export interface KioskIdle {
  /** Runs `listener` after each completed reset (player signed out, app back home); returns the unsubscribe. */
  onReset(listener: () => void): () => void;
  /** Reset done and nobody has touched the machine since. */
  isRested(): boolean;
}

export interface PolicyDeps {
  updater: UpdaterLike;
  kind: ShellKind;
  /** A kiosk's idle reset; null on a desktop. */
  idleReset: KioskIdle | null;
}

export interface UpdatePolicy {
  /** The player said "Restart now": quit, install silently, start the new version. Desktop only. */
  installNow(): void;
  stop(): void;
}

/** Restart into the downloaded update without the installer's pages, and start the app again. */
const install = (updater: UpdaterLike) => updater.quitAndInstall(true, true);

/**
 * Check on start and every 6 h; download in the background; install when the app quits. Once an
 * update waits, checking stops (the next start checks again). A desktop player is asked through
 * the page and restarts when they choose (`installNow`). A kiosk rarely quits and has nobody to
 * ask: it installs at its next idle reset, when the player has been signed out and the app is
 * back home, so no session and no game is cut off (at once if it rests like that already).
 */
export function startUpdatePolicy({ updater, kind, idleReset }: PolicyDeps): UpdatePolicy {
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;

  // Failures also arrive as 'error' events (logged by trackUpdateStatus); this only keeps
  // a rejected promise from becoming an unhandled rejection.
  const check = () => void updater.checkForUpdates().catch(() => undefined);
  check();
  const checkTimer = setInterval(check, CHECK_INTERVAL_MS);

  let downloaded = false;
  let stopWaitingForReset: (() => void) | undefined;
  updater.on('update-downloaded', () => {
    downloaded = true;
    clearInterval(checkTimer);
    if (kind !== 'kiosk' || !idleReset || stopWaitingForReset) return;
    if (idleReset.isRested()) return install(updater);
    stopWaitingForReset = idleReset.onReset(() => {
      stopWaitingForReset?.();
      install(updater);
    });
  });

  return {
    installNow() {
      if (kind === 'kiosk') throw new Error('a kiosk installs its update at an idle reset');
      if (!downloaded) throw new Error('no update is ready to install');
      install(updater);
    },
    stop() {
      clearInterval(checkTimer);
      stopWaitingForReset?.();
    },
  };
}
