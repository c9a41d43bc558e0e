import { describe, expect, it, vi } from 'vitest';
import { BACKOFF, createCrashRecovery, type Failure } from './recovery';

function setup() {
  let t = 1_000;
  const showRetryPage = vi.fn<(failure: Failure, delayMs: number) => void>();
  return {
    showRetryPage,
    fail: createCrashRecovery({ now: () => t, showRetryPage }),
    advance: (ms: number) => {
      t += ms;
    },
  };
}

const crashed: Failure = { kind: 'crashed', reason: 'crashed' };

describe('createCrashRecovery', () => {
  it('shows the retry page after a crash, a hang or a failed load, trying again after a second', () => {
    for (const failure of [crashed, { kind: 'unresponsive' }, { kind: 'offline', detail: 'ERR_CONNECTION_REFUSED' }] as const) {
      const t = setup();
      expect(t.fail(failure)).toBe(1_000);
      expect(t.showRetryPage).toHaveBeenCalledWith(failure, 1_000);
    }
  });

  it('doubles the wait for each failure in a row, up to a minute', () => {
    const t = setup();
    const delays: number[] = [];
    for (let i = 0; i < 9; i++) {
      const delay = t.fail({ kind: 'offline', detail: 'down' }) as number;
      delays.push(delay);
      t.advance(delay + 500); // the retry page waits, the next load fails half a second later
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('starts over after a healthy period', () => {
    const t = setup();
    t.fail(crashed);
    t.advance(1_000);
    expect(t.fail(crashed)).toBe(2_000);
    t.advance(BACKOFF.healthyMs);
    expect(t.fail({ kind: 'unresponsive' })).toBe(1_000);
  });

  it('ignores a clean exit', () => {
    const t = setup();
    expect(t.fail({ kind: 'crashed', reason: 'clean-exit' })).toBe('ignored');
    expect(t.showRetryPage).not.toHaveBeenCalled();
  });
});
