import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStores } from '../../test/render';
import { JackpotBlock } from './JackpotBlock';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('home jackpot', () => {
  it('continues from the stored value, ticks up every 3-5 s and stores each value', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    window.localStorage.setItem('jackpot', '300000000');
    renderWithStores(<JackpotBlock />);
    const region = screen.getByRole('region', { name: 'Jackpot' });
    expect(within(region).getByText('300,000,000.00')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2999));
    expect(within(region).getByText('300,000,000.00')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).getByText('300,000,100.00')).toBeTruthy();
    expect(window.localStorage.getItem('jackpot')).toBe('300000100');
  });

  it('starts from a random value in range without a stored one', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    renderWithStores(<JackpotBlock />);
    expect(screen.getByText('210,000,000.00')).toBeTruthy();
  });

  it('rolls each digit\u2019s column to the digit shown, the text read once by assistive technology', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    window.localStorage.setItem('jackpot', '300000000');
    const { container } = renderWithStores(<JackpotBlock />);
    const columns = () => [...container.querySelectorAll<HTMLElement>('.rolling__strip')].map((strip) => strip.style.transform);
    expect(columns()).toHaveLength(11);
    expect(columns()[0]).toBe('translateY(-30%)');
    expect(container.querySelector('.rolling')!.getAttribute('aria-hidden')).toBe('true');
    act(() => vi.advanceTimersByTime(3000));
    // 300,000,100.00: the hundreds' column rolled from 0 to 1.
    expect(columns()[6]).toBe('translateY(-10%)');
  });
});
