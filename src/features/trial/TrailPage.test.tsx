import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { fakeApi, loggedInStore, makeStore } from '../../test/fakes';
import { renderApp } from '../../test/render';

describe('free trial page', () => {
  it('tells a visitor what trial play is, then starts it and opens home', async () => {
    const store = makeStore();
    const user = userEvent.setup();
    const { location } = renderApp('/m/trail', store);
    expect(await screen.findByText(/cannot be withdrawn/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Free trial' })).toBeTruthy();
    expect(screen.getByText(/21 or older/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register to play for real' }).getAttribute('href')).toBe('/m/register');
    await user.click(screen.getByRole('button', { name: 'Play for free' }));
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(store.api.session.loginFreePlay).toHaveBeenCalledTimes(1);
    expect(store.session.trialName).toBe('guest123');
  });

  it('says why the trial could not start, and stays', async () => {
    const refused = vi.fn(() => Promise.reject(new ApiError('NETWORK', 'offline', 0)));
    const user = userEvent.setup();
    const { location } = renderApp('/m/trail', makeStore(fakeApi({ session: { loginFreePlay: refused } })));
    await user.click(await screen.findByRole('button', { name: 'Play for free' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please check your connection and try again.');
    expect(location()).toBe('/m/trail');
  });

  it('lets a trial player go on playing or register, and starts no second trial', async () => {
    renderApp('/m/trail', loggedInStore(4));
    expect(await screen.findByText('You are playing on trial credit.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the games' }).getAttribute('href')).toBe('/m/game');
    expect(screen.getByRole('link', { name: 'Register to play for real' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play for free' })).toBeNull();
  });

  it('tells a member the account already plays for real', async () => {
    renderApp('/m/trail', loggedInStore(0));
    expect(await screen.findByText('You are signed in: your account plays with real money.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play for free' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register to play for real' })).toBeNull();
  });
});
