import electronUpdater from 'electron-updater';
import type { UpdateStatus, ShellKind } from '../../contracts/platform-bridge';
import { startUpdatePolicy, updateFeedUrl } from './policy';
import { trackUpdateStatus } from './status';

/**
 * Wires electron-updater to the platform server's feed. Only called in a packaged app:
 * a dev run has no app-update.yml and nothing to replace. electron-updater is CommonJS,
 * hence the default import.
 */
export function startUpdater(serverOrigin: string, kind: ShellKind, idleSeconds: () => number): () => UpdateStatus {
  const { autoUpdater } = electronUpdater;
  autoUpdater.setFeedURL({ provider: 'generic', url: updateFeedUrl(serverOrigin) });
  const status = trackUpdateStatus(autoUpdater);
  startUpdatePolicy({ updater: autoUpdater, kind, idleSeconds });
  return status;
}
