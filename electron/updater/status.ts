import type { UpdateStatus } from '../../contracts/platform-bridge';

/** The events of electron-updater's AppUpdater that the shell listens to. */
export interface UpdaterEvents {
  on(event: 'checking-for-update' | 'update-not-available', listener: () => void): unknown;
  on(event: 'update-available' | 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Follows the updater's events and answers `updateStatus()` for the renderer. Error details
 * (paths, URLs) stay in the main process log; the renderer gets a stable message.
 */
export function trackUpdateStatus(updater: UpdaterEvents): () => UpdateStatus {
  let status: UpdateStatus = { state: 'idle' };
  updater.on('checking-for-update', () => {
    status = { state: 'checking' };
  });
  updater.on('update-not-available', () => {
    status = { state: 'idle' };
  });
  updater.on('update-available', ({ version }) => {
    status = { state: 'available', version };
  });
  updater.on('update-downloaded', ({ version }) => {
    status = { state: 'downloaded', version };
  });
  updater.on('error', (error) => {
    console.error('update failed', error);
    status = { state: 'error', message: 'update-failed' };
  });
  return () => status;
}
