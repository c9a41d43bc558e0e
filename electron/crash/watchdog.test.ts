import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWatchdog, WATCHDOG, type WatchedContents } from './watchdog';

/** A page whose renderer answers, or not, as the test says. */
function fakeContents() {
  const state = { answers: true, loading: false, crashed: false, destroyed: false, asked: 0 };
  const contents: WatchedContents = {
    isDestroyed: () => state.destroyed,
    isLoading: () => state.loading,
    isCrashed: () => state.crashed,
    executeJavaScript: () => {
      state.asked += 1;
      return state.answers ? Promise.resolve(1) : new Promise(() => undefined);
    },
    forcefullyCrashRenderer: vi.fn(() => {
      state.crashed = true;
    }),
  };
  return { state, contents };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startWatchdog', () => {
  it('leaves a page that answers alone', async () => {
    const { state, contents } = fakeContents();
    startWatchdog(contents);
    await vi.advanceTimersByTimeAsync(WATCHDOG.intervalMs * 10);
    expect(state.asked).toBe(10);
    expect(contents.forcefullyCrashRenderer).not.toHaveBeenCalled();
  });

  it('crashes a renderer that does not answer in time, once', async () => {
    const { state, contents } = fakeContents();
    const onHang = vi.fn();
    startWatchdog(contents, onHang);
    state.answers = false;
    await vi.advanceTimersByTimeAsync(WATCHDOG.intervalMs + WATCHDOG.timeoutMs - 1);
    expect(contents.forcefullyCrashRenderer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(contents.forcefullyCrashRenderer).toHaveBeenCalledOnce();
    expect(onHang).toHaveBeenCalledOnce();
    // Crashed: no more questions until the recovery has loaded a page again.
    await vi.advanceTimersByTimeAsync(WATCHDOG.intervalMs * 3);
    expect(state.asked).toBe(1);
    expect(contents.forcefullyCrashRenderer).toHaveBeenCalledOnce();
  });

  it('asks nothing while a page loads, and stops with the window', async () => {
    const { state, contents } = fakeContents();
    startWatchdog(contents);
    state.loading = true;
    await vi.advanceTimersByTimeAsync(WATCHDOG.intervalMs * 2);
    expect(state.asked).toBe(0);
    state.loading = false;
    state.destroyed = true;
    await vi.advanceTimersByTimeAsync(WATCHDOG.intervalMs * 2);
    expect(state.asked).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when told to', async () => {
    const { state, contents } = fakeContents();
    const stop = startWatchdog(contents);
    stop();
    await vi.advanceTimersByTimeAsync(WATCHDOG.intervalMs * 2);
    expect(state.asked).toBe(0);
  });
});
