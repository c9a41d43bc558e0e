import { LANGUAGES } from '../i18n/languages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS, WHITELABEL, fakeApi, loggedInStore, makeStore, memberInfoOf, walletOf } from '../test/fakes';
import { renderApp } from '../test/render';
import { fakePlatform } from '../platform/fakePlatform';

vi.mock('../platform/openExternal', () => ({ openExternal: vi.fn(async () => true) }));
const { openExternal } = await import('../platform/openExternal');

/** A merchant without the platform's own live chat (CBS3 off): its live-chat row is its service's link, if any. */
const withoutPlatformChat = { whitelabel: vi.fn(async () => ({ ...WHITELABEL, CBS3: false })) };

async function openMenu(store = makeStore(fakeApi({ system: withoutPlatformChat }))) {
  const user = userEvent.setup();
  const result = renderApp('/m/home', store);
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  return { user, menu: screen.getByRole('dialog', { name: 'Menu' }), ...result };
}

describe('side menu', () => {
  it('is a modal dialog that takes focus and closes on Escape', async () => {
    const { user, menu } = await openMenu();
    expect(menu.getAttribute('aria-modal')).toBe('true');
    expect(menu.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('shows login, register, free-trial and forgot-password links to visitors, and the standard rows', async () => {
    const { menu } = await openMenu();
    const m = within(menu);
    expect(m.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/m/login');
    expect(m.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/m/register');
    expect(m.getByRole('link', { name: 'Free trial' }).getAttribute('href')).toBe('/m/trail');
    expect(m.getByRole('link', { name: 'Forgot password' }).getAttribute('href')).toBe('/m/forget');
    expect(m.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/m/voucherCenter');
    expect(m.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/m/withdraw');
    expect(m.getByRole('link', { name: 'Betting record' }).getAttribute('href')).toBe('/m/gameRecord');
    expect(m.getByRole('link', { name: 'Transaction history' }).getAttribute('href')).toBe('/m/transactions');
    const rows = m.getAllByRole('link').map((link) => link.textContent);
    expect(rows.indexOf('Transaction history')).toBe(rows.indexOf('Betting record') + 1);
    expect(m.getByRole('link', { name: 'Download app' })).toBeTruthy();
    expect(m.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(m.queryByRole('button', { name: 'Live chat' })).toBeNull();
    // Telegram is always listed (SPEC §2); the networks after it only with a link.
    expect(m.getByRole('button', { name: 'Telegram' })).toBeTruthy();
    expect(m.queryByRole('button', { name: 'Instagram' })).toBeNull();
  });

  it('lists live chat and social rows only when configured, opening them outside', async () => {
    const settings = {
      ...SETTINGS,
      customerService: [{ csType: 'LIVECHAT', title: 'Chat', path: 'https://chat.example/x' }],
      socialLinks: { FACEBOOK: 'https://facebook.example/p' },
    };
    const { user, menu } = await openMenu(
      makeStore(fakeApi({ system: { ...withoutPlatformChat, settings: vi.fn(async () => settings) } })),
    );
    await user.click(await within(menu).findByRole('button', { name: 'Live chat' }));
    expect(openExternal).toHaveBeenCalledWith('https://chat.example/x');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Facebook' }));
    expect(openExternal).toHaveBeenCalledWith('https://facebook.example/p');
    expect(screen.queryByRole('button', { name: 'Viber' })).toBeNull();
  });

  it('has no app download row inside the desktop app', async () => {
    window.platform = fakePlatform().bridge;
    try {
      const { menu } = await openMenu();
      expect(within(menu).queryByRole('link', { name: 'Download app' })).toBeNull();
    } finally {
      delete window.platform;
    }
  });

  it('shows a real player the balance’s parts under the user block, masked like the total', async () => {
    const api = fakeApi({ member: { info: memberInfoOf(0) } });
    vi.mocked(api.wallet.gcs).mockResolvedValue(walletOf(1_000_000, { cash: 900_000, bonus: 100_000, held: 20_000 }));
    const store = loggedInStore(0, api);
    await store.wallet.refresh();
    const { menu } = await openMenu(store);
    expect((await within(menu).findByText('Cash')).nextElementSibling?.textContent).toBe('₱9,000.00');
    expect(within(menu).getByText('Bonus').nextElementSibling?.textContent).toBe('₱1,000.00');
    expect(within(menu).getByText('Held for withdrawals').nextElementSibling?.textContent).toBe('₱200.00');
    act(() => store.ui.toggleHideBalance());
    expect(within(menu).getByText('Cash').nextElementSibling?.textContent).toBe('****');
  });

  it('shows no parts to a trial player, whose credit is play money', async () => {
    const store = loggedInStore(4);
    await store.wallet.refresh();
    const { menu } = await openMenu(store);
    expect(within(menu).queryByText('Cash')).toBeNull();
  });

  it('shows the user block with balance and goes to member home from it', async () => {
    const { user, menu, location } = await openMenu(loggedInStore());
    const block = await within(menu).findByRole('link', { name: /demo.*₱10,000\.00/ });
    await user.click(block);
    expect(location()).toBe('/m/member/home');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('lists every spec language with a flag and switches theme', async () => {
    const { user, menu } = await openMenu();
    const options = within(within(menu).getByRole('combobox', { name: 'Language' })).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(LANGUAGES.map((language) => language.code));
    expect(options).toHaveLength(35);
    expect(options.find((o) => (o as HTMLOptionElement).value === 'TY')?.textContent).toBe('🇵🇭 Filipino');
    const theme = within(menu).getByRole('switch', { name: 'Dark mode' });
    expect(theme.getAttribute('aria-checked')).toBe('true');
    await user.click(theme);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('"light"');
  });
});

describe('sign out', () => {
  afterEach(() => vi.useRealTimers());

  it('asks first; cancel keeps the session', async () => {
    const { user, menu, store } = await openMenu(loggedInStore());
    await user.click(within(menu).getByRole('button', { name: 'Sign out' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.session.isLoggedIn).toBe(true);
    expect(store.api.session.logout).not.toHaveBeenCalled();
  });

  it('on confirm logs out, clears the session, sets auto-login to 0 and goes home', async () => {
    const { user, menu, store, location } = await openMenu(loggedInStore());
    await user.click(within(menu).getByRole('button', { name: 'Sign out' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(store.api.session.logout).toHaveBeenCalled();
    expect(store.session.isLoggedIn).toBe(false);
    expect(window.sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(window.localStorage.getItem('autoLogin')).toBe('0');
    expect(location()).toBe('/m/home');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('lifts the overlay after 9999 ms when the logout call never answers (SPEC §9)', async () => {
    const api = fakeApi({ member: { info: memberInfoOf(0) }, session: { logout: vi.fn(() => new Promise<never>(() => undefined)) } });
    const { user, menu, store } = await openMenu(loggedInStore(0, api));
    await waitFor(() => expect(store.ui.loading).toBe(false)); // home's own loading is over
    await user.click(within(menu).getByRole('button', { name: 'Sign out' }));
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    act(() => vi.advanceTimersByTime(9_998));
    expect(store.ui.loading).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(store.ui.loading).toBe(false);
  });
});
