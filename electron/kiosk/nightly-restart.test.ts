import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NIGHTLY, nextOccurrence, startNightlyRestart } from './nightly-restart';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 27, 22, 0, 0));
});
afterEach(() => vi.useRealTimers());

const HOUR = 3_600_000;

describe('nextOccurrence', () => {
  it("is today's time when still to come, else tomorrow's", () => {
    expect(nextOccurrence(new Date(2026, 10, 27, 2, 0), { hour: 3, minute: 30 })).toEqual(new Date(2026, 10, 27, 3, 30));
    expect(nextOccurrence(new Date(2026, 10, 27, 3, 30), { hour: 3, minute: 30 })).toEqual(new Date(2026, 10, 28, 3, 30));
    expect(nextOccurrence(new Date(2026, 11, 31, 23, 0), { hour: 0, minute: 15 })).toEqual(new Date(2027, 0, 1, 0, 15));
  });
});

describe('startNightlyRestart', () => {
  it('restarts at the set time when the kiosk is quiet', async () => {
    const restart = vi.fn();
    startNightlyRestart({ at: { hour: 3, minute: 0 }, now: Date.now, quiet: () => true, restart });
    await vi.advanceTimersByTimeAsync(5 * HOUR - 1);
    expect(restart).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(restart).toHaveBeenCalledOnce();
  });

  it('waits while a player is there, trying again later that night', async () => {
    const restart = vi.fn();
    let quiet = false;
    startNightlyRestart({ at: { hour: 3, minute: 0 }, now: Date.now, quiet: () => quiet, restart });
    await vi.advanceTimersByTimeAsync(5 * HOUR + 2 * NIGHTLY.retryMs);
    expect(restart).not.toHaveBeenCalled();
    quiet = true;
    await vi.advanceTimersByTimeAsync(NIGHTLY.retryMs);
    expect(restart).toHaveBeenCalledOnce();
    expect(new Date(Date.now()).getHours()).toBe(3);
  });

  it('gives up for the night after three hours, and tries the next night', async () => {
    const restart = vi.fn();
    const quiet = vi.fn(() => false);
    startNightlyRestart({ at: { hour: 3, minute: 0 }, now: Date.now, quiet, restart });
    await vi.advanceTimersByTimeAsync(5 * HOUR + NIGHTLY.windowMs + NIGHTLY.retryMs);
    const asked = quiet.mock.calls.length;
    expect(asked).toBe(NIGHTLY.windowMs / NIGHTLY.retryMs + 1);
    await vi.advanceTimersByTimeAsync(12 * HOUR);
    expect(quiet.mock.calls.length).toBe(asked);
    quiet.mockReturnValue(true);
    await vi.advanceTimersByTimeAsync(12 * HOUR);
    expect(restart).toHaveBeenCalledOnce();
    expect(new Date(Date.now()).getDate()).toBe(29);
  });

  it('stops when told to', async () => {
    const restart = vi.fn();
    const stop = startNightlyRestart({ at: { hour: 23, minute: 0 }, now: Date.now, quiet: () => true, restart });
    stop();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(restart).not.toHaveBeenCalled();
  });
});
