import type { UpdateStatus } from '../../contracts/platform-bridge';

/** The events of electron-updater's AppUpdater that the shell listens to. */
export interface UpdaterEvents {
  on(event: 'checking-for-update' | 'update-not-available', listener: () => void): unknown;
  on(event: 'update-available' | 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  /** `percent` is a float from 0 to 100, reported many times a second. */
  on(event: 'download-progress', listener: (progress: { percent: number }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Follows the updater's events: answers `updateStatus()` for the renderer and hands every change
 * to `onChange` (the shell pushes it to the page). Download progress counts as a change only when
 * its whole percent moves, so the page gets at most about a hundred of them per download. Error
 * details (paths, URLs) stay in the main process log; the renderer gets a stable message.
 */
export function trackUpdateStatus(updater: UpdaterEvents, onChange: (status: UpdateStatus) => void = () => undefined): () => UpdateStatus {
  let status: UpdateStatus = { state: 'idle' };
  const set = (next: UpdateStatus) => {
    status = next;
    onChange(next);
  };
  updater.on('checking-for-update', () => set({ state: 'checking' }));
  updater.on('update-not-available', () => set({ state: 'idle' }));
  updater.on('update-available', ({ version }) => set({ state: 'available', version }));
  updater.on('download-progress', ({ percent }) => {
    const whole = Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.floor(percent))) : 0;
    if (status.state === 'downloading' && status.percent === whole) return;
    set({ state: 'downloading', version: 'version' in status ? status.version : '', percent: whole });
  });
  updater.on('update-downloaded', ({ version }) => set({ state: 'downloaded', version }));
  updater.on('error', (error) => {
    console.error('update failed', error);
    set({ state: 'error', message: 'update-failed' });
  });
  return () => status;
}
