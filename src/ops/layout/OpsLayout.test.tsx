import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { TOKEN_KEY } from '../stores/SessionStore';
import { fakeOpsApi, renderOps, staffMe } from '../test/fakes';

afterEach(() => vi.useRealTimers());

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Back office' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('the console’s layout', () => {
  it('shows an admin who is signed in, and the staff screen in the navigation', async () => {
    await renderOps('/ops', { me: staffMe('ana', ['admin']) });
    expect(screen.getByText('Signed in as ana')).toBeTruthy();
    expect(navLinks()).toContain('Staff');
  });

  it('shows a cashier no screen their permissions do not allow, and takes them home from its address', async () => {
    const { location } = await renderOps('/ops/staff', { me: staffMe('carl', ['cashier']) });
    expect(location()).toBe('/ops');
    expect(navLinks()).not.toContain('Staff');
    expect(screen.getByText('Your roles: Cashier')).toBeTruthy();
  });

  it('keeps a reloaded tab signed in while the server knows its token, and forgets a token it refuses', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'tok-old');
    const api = fakeOpsApi({ me: vi.fn().mockRejectedValue(new ApiError('UNAUTHENTICATED', 'gone', 401)) });
    const { location } = await renderOps('/ops/staff', { api, me: null });
    expect(api.me).toHaveBeenCalled();
    expect(location()).toBe('/ops/sign-in');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('signs out on the server and in the tab', async () => {
    const api = fakeOpsApi();
    sessionStorage.setItem(TOKEN_KEY, 'tok-1');
    const { location } = await renderOps('/ops', { api });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(api.signOut).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    expect(location()).toBe('/ops/sign-in');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('signs out by itself after the idle minutes without activity, and activity keeps it signed in', async () => {
    vi.useFakeTimers();
    const api = fakeOpsApi();
    await renderOps('/ops', { api, me: staffMe('ana', ['admin'], 2) });
    await act(async () => vi.advanceTimersByTime(90_000));
    fireEvent.keyDown(window, { key: 'Tab' });
    await act(async () => vi.advanceTimersByTime(90_000));
    expect(api.signOut).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(31_000));
    expect(api.signOut).toHaveBeenCalled();
    expect(screen.getByText('You were signed out after a while without activity.')).toBeTruthy();
  });
});
