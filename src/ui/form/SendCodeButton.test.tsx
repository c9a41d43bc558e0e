import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { SendCodeButton } from './SendCodeButton';

const flush = () => act(async () => undefined);

describe('send-code countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down to expirationTime, refreshing every 500 ms, then is ready again', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    render(<SendCodeButton onSend={async () => 1_000_000 + 3_000} onError={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    const button = screen.getByRole('button', { name: 'Resend in 3 s' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(button.textContent).toBe('Resend in 3 s');
    act(() => vi.advanceTimersByTime(500));
    expect(button.textContent).toBe('Resend in 2 s');
    act(() => vi.advanceTimersByTime(2_000));
    expect(button.textContent).toBe('Send code');
    expect(button.disabled).toBe(false);
  });

  it('defaults to 60 s when the server names no future time, and sends nothing when validation stops it', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const onSend = vi.fn<() => Promise<number | null>>().mockResolvedValueOnce(null).mockResolvedValueOnce(0);
    render(<SendCodeButton onSend={onSend} onError={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
  });

  it('counts down to the time a SMS_TOO_SOON refusal names', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const onError = vi.fn();
    const tooSoon = new ApiError('SMS_TOO_SOON', 'wait', 429, { expirationTime: 1_000_000 + 42_000 });
    render(<SendCodeButton onSend={() => Promise.reject(tooSoon)} onError={onError} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Resend in 42 s' })).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(tooSoon);
  });
});
