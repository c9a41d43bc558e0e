import electronUpdater from 'electron-updater';
import type { ShellKind, UpdateStatus } from '../../contracts/platform-bridge';
import { startUpdatePolicy, updateFeedUrl, type KioskIdle } from './policy';
import { trackUpdateStatus } from './status';

export interface UpdaterOptions {
  serverOrigin: string;
  kind: ShellKind;
  /** A run from source told to follow the feed anyway (PINOY_UPDATES_FROM_SOURCE=1). */
  fromSource?: boolean;
  idleReset: KioskIdle | null;
  /** Every change of the status, for the page (a ShellEvent). */
  onStatus(status: UpdateStatus): void;
}

export interface ShellUpdater {
  status(): UpdateStatus;
  installNow(): void;
}

/**
 * Wires electron-updater to the platform server's feed. Called in a packaged app, or from source
 * when told to (electron/config.ts resolveUpdatesOn). electron-updater is CommonJS, hence the
 * default import.
 */
export function startUpdater({ serverOrigin, kind, fromSource = false, idleReset, onStatus }: UpdaterOptions): ShellUpdater {
  const { autoUpdater } = electronUpdater;
  // From source electron-updater stays off unless forced; the feed set below replaces dev-app-update.yml.
  autoUpdater.forceDevUpdateConfig = fromSource;
  // One range per request in a differential download: the server's file sending (@fastify/send)
  // answers single ranges, and electron-updater reports download progress only in this mode.
  autoUpdater.setFeedURL({ provider: 'generic', url: updateFeedUrl(serverOrigin), useMultipleRangeRequest: false });
  const status = trackUpdateStatus(autoUpdater, onStatus);
  const policy = startUpdatePolicy({ updater: autoUpdater, kind, idleReset });
  return { status, installNow: () => policy.installNow() };
}

/** A run from source (not packaged): no app-update.yml, nothing to replace, nothing to install. */
export const NO_UPDATER: ShellUpdater = {
  status: () => ({ state: 'idle' }),
  installNow: () => {
    throw new Error('no update is ready to install');
  },
};
