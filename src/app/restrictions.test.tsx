import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS, fakeApi, loggedInStore, makeStore } from '../test/fakes';
import { renderApp } from '../test/render';

vi.mock('../platform/openExternal', () => ({ openExternal: vi.fn(async () => true) }));
const { openExternal } = await import('../platform/openExternal');

const FREE_REJECT = 'Please login an actual account to use this function';
const footer = () => within(screen.getByRole('navigation', { name: 'Main menu' }));

describe('footer menu', () => {
  it('links promotion, deposit and member to their screens', async () => {
    renderApp('/m/home', loggedInStore());
    expect(footer().getByRole('link', { name: 'Promotion' }).getAttribute('href')).toBe('/m/activity');
    expect(footer().getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/m/voucherCenter');
    expect(footer().getByRole('link', { name: 'Member' }).getAttribute('href')).toBe('/m/member/home');
  });

  it('home opens the first customer-service link outside the app', async () => {
    const user = userEvent.setup();
    const settings = {
      ...SETTINGS,
      customerService: [
        { csType: 'LINK', title: 'Help desk', path: 'https://cs.example/1' },
        { csType: 'LIVECHAT', title: 'Chat', path: 'https://cs.example/2' },
      ],
    };
    const store = makeStore(fakeApi({ system: { settings: vi.fn(async () => settings) } }));
    renderApp('/m/home', store);
    await waitFor(() => expect(store.system.settings).not.toBeNull());
    await user.click(footer().getByRole('button', { name: 'Home' }));
    expect(openExternal).toHaveBeenCalledWith('https://cs.example/1');
  });

  it('home shows a toast when no customer service is configured', async () => {
    const user = userEvent.setup();
    renderApp('/m/home');
    await user.click(footer().getByRole('button', { name: 'Home' }));
    expect(screen.getByText('Customer service is not available right now.')).toBeTruthy();
  });
});

describe('invite', () => {
  it('sends visitors to login', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/home');
    await user.click(footer().getByRole('link', { name: 'Invite' }));
    expect(location()).toBe('/m/login');
  });

  it('turns trial players away with free_reject, as other real-account features', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/home', loggedInStore(4));
    await user.click(footer().getByRole('link', { name: 'Invite' }));
    expect(location()).toBe('/m/home');
    expect(screen.getByText(FREE_REJECT)).toBeTruthy();
  });

  it('opens the member’s invitation', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/home', loggedInStore(0));
    await user.click(footer().getByRole('link', { name: 'Invite' }));
    expect(location()).toBe('/m/member/referral');
    expect(await screen.findByText('K7PQ2M9X')).toBeTruthy();
  });
});

describe('member-centre rule', () => {
  it('sends visitors to login', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/home');
    await user.click(footer().getByRole('link', { name: 'Member' }));
    expect(location()).toBe('/m/login');
  });

  it('prompts trial players to register, who can cancel or register now', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/home', loggedInStore(4));
    await user.click(footer().getByRole('link', { name: 'Member' }));
    expect(location()).toBe('/m/home');
    const dialog = screen.getByRole('dialog', { name: 'Register for a full account' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(footer().getByRole('link', { name: 'Member' }));
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect(location()).toBe('/m/register');
  });

  it('lets members in', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/home', loggedInStore(0));
    await user.click(footer().getByRole('link', { name: 'Member' }));
    expect(location()).toBe('/m/member/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member centre' })).toBeTruthy();
  });
});

describe('trial restrictions', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a trial player on home with the free_reject toast for exactly 2 s when opening deposit', () => {
    const { location } = renderApp('/m/home', loggedInStore(4));
    vi.useFakeTimers();
    fireEvent.click(footer().getByRole('link', { name: 'Deposit' }));
    expect(location()).toBe('/m/home');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText(FREE_REJECT)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(FREE_REJECT)).toBeNull();
  });

  it('refuses deposit opened by URL, landing on home; the inbox by URL shows the message centre instead', async () => {
    const deposit = renderApp('/m/voucherCenter', loggedInStore(4));
    await waitFor(() => expect(deposit.location()).toBe('/m/home'));
    expect(screen.getByText(FREE_REJECT)).toBeTruthy();
    deposit.unmount();
    renderApp('/m/webEmail', loggedInStore(4));
    expect(await screen.findByText(FREE_REJECT)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Inbox/ })).toBeTruthy();
  });

  it('sends visitors who open deposit by URL to login', async () => {
    const { location } = renderApp('/m/voucherCenter');
    await waitFor(() => expect(location()).toBe('/m/login'));
  });
});
