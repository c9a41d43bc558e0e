import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_INTERVAL_MS, IDLE_POLL_MS, KIOSK_IDLE_SECONDS, startUpdatePolicy, updateFeedUrl, type UpdaterLike } from './policy';
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

describe('startUpdatePolicy', () => {
  it('downloads in the background, installs on quit, checks now and every 6 h', () => {
    const updater = new FakeUpdater();
    const stop = startUpdatePolicy({ updater, kind: 'desktop', idleSeconds: () => 0 });
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CHECK_INTERVAL_MS);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(CHECK_INTERVAL_MS * 3);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
  });

  it('never restarts a desktop by itself', () => {
    const updater = new FakeUpdater();
    startUpdatePolicy({ updater, kind: 'desktop', idleSeconds: () => 1e9 });
    updater.emit('update-downloaded', { version: '2.0.0' });
    vi.advanceTimersByTime(CHECK_INTERVAL_MS);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });

  it('installs a downloaded kiosk update only once the machine is idle', () => {
    const updater = new FakeUpdater();
    let idle = 0;
    startUpdatePolicy({ updater, kind: 'kiosk', idleSeconds: () => idle });
    updater.emit('update-downloaded', { version: '2.0.0' });
    vi.advanceTimersByTime(IDLE_POLL_MS * 10);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    idle = KIOSK_IDLE_SECONDS;
    vi.advanceTimersByTime(IDLE_POLL_MS);
    expect(updater.quitAndInstall).toHaveBeenCalledExactlyOnceWith(true, true);
    vi.advanceTimersByTime(IDLE_POLL_MS * 10);
    expect(updater.quitAndInstall).toHaveBeenCalledOnce();
  });

  it('survives a failed check', async () => {
    const updater = new FakeUpdater();
    updater.checkForUpdates.mockRejectedValueOnce(new Error('offline'));
    startUpdatePolicy({ updater, kind: 'desktop', idleSeconds: () => 0 });
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
    updater.emit('update-downloaded', { version: '2.0.0' });
    expect(status()).toEqual({ state: 'downloaded', version: '2.0.0' });
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

describe('updateFeedUrl', () => {
  it("is the platform server's /updates", () => {
    expect(updateFeedUrl('https://play.example.ph')).toBe('https://play.example.ph/updates');
  });
});
