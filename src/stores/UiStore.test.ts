import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../test/fakes';

describe('UiStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides a success toast after 1.5 s and a free_reject toast after 2 s', () => {
    const { ui } = makeStore();
    ui.showToast('a');
    vi.advanceTimersByTime(1499);
    expect(ui.toast?.key).toBe('a');
    vi.advanceTimersByTime(1);
    expect(ui.toast).toBeNull();

    ui.showToast('b', 2000);
    vi.advanceTimersByTime(1999);
    expect(ui.toast?.key).toBe('b');
    vi.advanceTimersByTime(1);
    expect(ui.toast).toBeNull();
  });

  it('hides the loading overlay by itself after 10 s', () => {
    const { ui } = makeStore();
    ui.showLoading();
    vi.advanceTimersByTime(9_999);
    expect(ui.loading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(ui.loading).toBe(false);
  });

  it('defaults to the dark theme and persists preferences in local storage', () => {
    const first = makeStore();
    expect(first.ui.theme).toBe('dark');
    first.ui.setTheme('light');
    first.ui.toggleHideBalance();
    const second = makeStore();
    expect(second.ui.theme).toBe('light');
    expect(second.ui.hideBalance).toBe(true);
  });
});
