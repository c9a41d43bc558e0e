import { describe, expect, it, vi } from 'vitest';
import { createCrashRecovery, RELOAD_WINDOW_MS } from './recovery';

function setup() {
  let t = 1_000;
  const deps = { now: () => t, reload: vi.fn(), showError: vi.fn() };
  return {
    deps,
    onGone: createCrashRecovery(deps),
    advance: (ms: number) => {
      t += ms;
    },
  };
}

describe('createCrashRecovery', () => {
  it('reloads on the first crash', () => {
    const { deps, onGone } = setup();
    expect(onGone({ reason: 'crashed' })).toBe('reloaded');
    expect(deps.reload).toHaveBeenCalledOnce();
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('shows the error page when the reloaded renderer dies again soon', () => {
    const { deps, onGone, advance } = setup();
    onGone({ reason: 'crashed' });
    advance(5_000);
    expect(onGone({ reason: 'oom' })).toBe('error-page');
    expect(deps.reload).toHaveBeenCalledOnce();
    expect(deps.showError).toHaveBeenCalledOnce();
  });

  it('reloads again after a long healthy run', () => {
    const { deps, onGone, advance } = setup();
    onGone({ reason: 'crashed' });
    advance(RELOAD_WINDOW_MS + 1);
    expect(onGone({ reason: 'killed' })).toBe('reloaded');
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });

  it('ignores a clean exit', () => {
    const { deps, onGone } = setup();
    expect(onGone({ reason: 'clean-exit' })).toBe('ignored');
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
