import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isShellEvent, isUpdateStatus } from '../../contracts/platform-bridge';
import { CHECK_INTERVAL_MS, startUpdatePolicy, updateFeedUrl, type KioskIdle, type UpdaterLike } from './policy';
import { trackUpdateStatus } from './status';

class FakeUpdater extends EventEmitter implements UpdaterLike {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  checkForUpdates = vi.fn(async () => null);
  quitAndInstall = vi.fn();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A kiosk's idle resets, as electron/kiosk/idle-reset.ts offers them. */
class FakeIdleReset implements KioskIdle {
  private listeners = new Set<() => void>();
  rested = false;
  onReset(listener: () => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  isRested() {
    return this.rested;
  }
  reset() {
    this.rested = true;
    for (const listener of [...this.listeners]) listener();
  }
  touch() {
    this.rested = false;
  }
  get subscribers() {
    return this.listeners.size;
  }
}

describe('startUpdatePolicy', () => {
  it('downloads in the background, installs on quit, checks now and every 6 h', () => {
    const updater = new FakeUpdater();
    const policy = startUpdatePolicy({ updater, kind: 'desktop', idleReset: null });
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CHECK_INTERVAL_MS);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
    policy.stop();
    vi.advanceTimersByTime(CHECK_INTERVAL_MS * 3);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
  });

  it('stops checking once an update waits to be installed', () => {
    const updater = new FakeUpdater();
    startUpdatePolicy({ updater, kind: 'desktop', idleReset: null });
    updater.emit('update-downloaded', { version: '2.0.0' });
    vi.advanceTimersByTime(CHECK_INTERVAL_MS * 3);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
  });

  it('restarts a desktop into the update only when the player says so', () => {
    const updater = new FakeUpdater();
    const policy = startUpdatePolicy({ updater, kind: 'desktop', idleReset: null });
    expect(() => policy.installNow()).toThrow(/no update is ready/);
    updater.emit('update-downloaded', { version: '2.0.0' });
    vi.advanceTimersByTime(CHECK_INTERVAL_MS);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    policy.installNow();
    expect(updater.quitAndInstall).toHaveBeenCalledExactlyOnceWith(true, true);
  });

  it('installs a downloaded kiosk update at the next idle reset, never on request', () => {
    const updater = new FakeUpdater();
    const idle = new FakeIdleReset();
    const policy = startUpdatePolicy({ updater, kind: 'kiosk', idleReset: idle });
    // A reset before anything is downloaded installs nothing; then a player comes.
    idle.reset();
    idle.touch();
    updater.emit('update-downloaded', { version: '2.0.0' });
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    expect(() => policy.installNow()).toThrow(/idle reset/);
    idle.reset();
    expect(updater.quitAndInstall).toHaveBeenCalledExactlyOnceWith(true, true);
    expect(idle.subscribers).toBe(0);
    idle.reset();
    expect(updater.quitAndInstall).toHaveBeenCalledOnce();
  });

  it('installs at once on a kiosk already resting after a reset, with nobody at it', () => {
    const updater = new FakeUpdater();
    const idle = new FakeIdleReset();
    startUpdatePolicy({ updater, kind: 'kiosk', idleReset: idle });
    idle.reset();
    updater.emit('update-downloaded', { version: '2.0.0' });
    expect(updater.quitAndInstall).toHaveBeenCalledExactlyOnceWith(true, true);
  });

  it('waits for one idle reset however often the update is reported downloaded, and lets go when stopped', () => {
    const updater = new FakeUpdater();
    const idle = new FakeIdleReset();
    const policy = startUpdatePolicy({ updater, kind: 'kiosk', idleReset: idle });
    updater.emit('update-downloaded', { version: '2.0.0' });
    updater.emit('update-downloaded', { version: '2.0.0' });
    expect(idle.subscribers).toBe(1);
    policy.stop();
    expect(idle.subscribers).toBe(0);
    idle.reset();
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });

  it('survives a failed check', async () => {
    const updater = new FakeUpdater();
    updater.checkForUpdates.mockRejectedValueOnce(new Error('offline'));
    startUpdatePolicy({ updater, kind: 'desktop', idleReset: null });
    await vi.runOnlyPendingTimersAsync();
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
  });
});

describe('trackUpdateStatus', () => {
  it('follows the updater through a release', () => {
    const updater = new FakeUpdater();
    const status = trackUpdateStatus(updater);
    expect(status()).toEqual({ state: 'idle' });
    updater.emit('checking-for-update');
    expect(status()).toEqual({ state: 'checking' });
    updater.emit('update-available', { version: '2.0.0' });
    expect(status()).toEqual({ state: 'available', version: '2.0.0' });
    updater.emit('download-progress', { percent: 41.7 });
    expect(status()).toEqual({ state: 'downloading', version: '2.0.0', percent: 41 });
    updater.emit('update-downloaded', { version: '2.0.0' });
    expect(status()).toEqual({ state: 'downloaded', version: '2.0.0' });
  });

  it("tells the page every change, download progress once per whole percent, always in the contract's shape", () => {
    const updater = new FakeUpdater();
    const told: unknown[] = [];
    trackUpdateStatus(updater, (status) => told.push(status));
    updater.emit('checking-for-update');
    updater.emit('update-available', { version: '2.0.0' });
    for (const percent of [0.2, 0.9, 1.1, 57.3, 57.9, 100.0000001, Number.NaN]) updater.emit('download-progress', { percent });
    updater.emit('update-downloaded', { version: '2.0.0' });
    expect(told).toEqual([
      { state: 'checking' },
      { state: 'available', version: '2.0.0' },
      { state: 'downloading', version: '2.0.0', percent: 0 },
      { state: 'downloading', version: '2.0.0', percent: 1 },
      { state: 'downloading', version: '2.0.0', percent: 57 },
      { state: 'downloading', version: '2.0.0', percent: 100 },
      { state: 'downloading', version: '2.0.0', percent: 0 },
      { state: 'downloaded', version: '2.0.0' },
    ]);
    expect(told.every(isUpdateStatus)).toBe(true);
  });

  it('goes back to idle when there is nothing new and hides error details', () => {
    const updater = new FakeUpdater();
    const status = trackUpdateStatus(updater);
    updater.emit('checking-for-update');
    updater.emit('update-not-available', { version: '1.0.0' });
    expect(status()).toEqual({ state: 'idle' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    updater.emit('error', new Error('ENOENT /home/user/secret/path'));
    expect(status()).toEqual({ state: 'error', message: 'update-failed' });
    log.mockRestore();
  });
});

describe('update events on the shell event channel', () => {
  it('reach the page only in the shape the contract gives them', () => {
    expect(isShellEvent({ type: 'update', status: { state: 'downloading', version: '2.0.0', percent: 42 } })).toBe(true);
    expect(isShellEvent({ type: 'update', status: { state: 'idle' } })).toBe(true);
    for (const status of [
      { state: 'downloading', version: '2.0.0', percent: 101 },
      { state: 'downloading', version: '2.0.0', percent: 4.5 },
      { state: 'downloading', version: '2.0.0' },
      { state: 'downloaded' },
      { state: 'error' },
      { state: 'installed', version: '2.0.0' },
      'downloaded',
      null,
    ]) {
      expect(isShellEvent({ type: 'update', status }), JSON.stringify(status)).toBe(false);
    }
  });
});

describe('updateFeedUrl', () => {
  it("is the platform server's /updates", () => {
    expect(updateFeedUrl('https://play.example.ph')).toBe('https://play.example.ph/updates');
  });
});
