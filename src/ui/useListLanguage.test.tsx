import { act, render } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../test/fakes';
import { StoresProvider } from '../stores/context';
import { LIST_LANGUAGE_DEBOUNCE_MS, useListLanguage } from './useListLanguage';

const Probe = observer(function Probe() {
  return <p>{useListLanguage()}</p>;
});

describe('the language lists ask in', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is the player’s at once, then follows a change 250 ms after the last step', () => {
    const store = makeStore();
    const { container } = render(
      <StoresProvider store={store}>
        <Probe />
      </StoresProvider>,
    );
    expect(container.textContent).toBe('EN');
    act(() => store.ui.setLanguage('JA'));
    act(() => vi.advanceTimersByTime(LIST_LANGUAGE_DEBOUNCE_MS - 50));
    act(() => store.ui.setLanguage('TY'));
    act(() => vi.advanceTimersByTime(LIST_LANGUAGE_DEBOUNCE_MS - 1));
    expect(container.textContent).toBe('EN');
    act(() => vi.advanceTimersByTime(1));
    expect(container.textContent).toBe('TY');
  });
});
