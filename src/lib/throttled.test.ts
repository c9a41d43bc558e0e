import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttled } from './throttled';

describe('a throttled call', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then folds the calls of its window into one run when the window ends', () => {
    const run = vi.fn();
    const call = throttled(run, 250);
    call();
    expect(run).toHaveBeenCalledTimes(1);
    call();
    call();
    call();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(249);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    call();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('drops a waiting run when cancelled', () => {
    const run = vi.fn();
    const call = throttled(run, 250);
    call();
    call();
    call.cancel();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
