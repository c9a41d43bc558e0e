import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sealLinkPath } from '../../contracts/service-link';
import type { ConsolidatedSettingsValue } from '../../contracts/system';
import { SETTINGS, WHITELABEL, fakeApi, loggedInStore, makeStore } from '../test/fakes';
import { renderApp } from '../test/render';

vi.mock('../platform/openExternal', () => ({ openExternal: vi.fn(async () => true) }));
const { openExternal } = await import('../platform/openExternal');
vi.mock('../platform/leaveApp', () => ({ goToServicePage: vi.fn() }));
const { goToServicePage } = await import('../platform/leaveApp');

/** The side menu over home, with the merchant's settings answered (and without the platform's own chat, CBS3). */
async function menuWith(settings: Partial<ConsolidatedSettingsValue> = {}) {
  const user = userEvent.setup();
  const store = makeStore(
    fakeApi({
      system: {
        settings: vi.fn(async () => ({ ...SETTINGS, ...settings })),
        whitelabel: vi.fn(async () => ({ ...WHITELABEL, CBS3: false })),
      },
    }),
  );
  const result = renderApp('/m/home', store);
  await waitFor(() => expect(store.system.settings).not.toBeNull());
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  return { user, menu: within(screen.getByRole('dialog', { name: 'Menu' })), ...result };
}

/** Every row SPEC §2 lists, in order, as the menu shows them (the transaction history follows the betting record). */
const rowNames = (menu: ReturnType<typeof within>) =>
  Array.from((menu.getByRole('list') as HTMLElement).querySelectorAll('li > a, li > button'), (row) => row.textContent);

describe('the side menu’s rows (SPEC §2 "Right-side menu")', () => {
  beforeEach(() => vi.mocked(openExternal).mockClear());
  afterEach(() => {
    delete window.platform;
    vi.unstubAllEnvs();
  });

  it('lists every row in the spec’s order when everything is configured', async () => {
    const { menu } = await menuWith({
      customerService: [{ csType: 'LIVECHAT', title: 'Chat', path: 'https://chat.example' }],
      socialLinks: {
        TELEGRAM: 'https://t.me/x',
        INSTAGRAM: 'https://ig.example',
        WHATSAPP: 'https://wa.example',
        VIBER: 'https://vb.example',
        FACEBOOK: 'https://fb.example',
      },
    });
    expect(rowNames(menu)).toEqual([
      'Deposit',
      'Withdraw',
      'Betting record',
      'Transaction history',
      'Live chat',
      'Download app',
      'Telegram',
      'Instagram',
      'WhatsApp',
      'Viber',
      'Facebook',
    ]);
  });

  it('has no live chat row without a live-chat service, and opens an in-app live chat in the app', async () => {
    const bare = await menuWith({ customerService: [{ csType: 'LINK', title: 'Help desk', path: 'https://cs.example' }] });
    expect(bare.menu.queryByRole('button', { name: 'Live chat' })).toBeNull();
    bare.unmount();
    const { user, menu, location } = await menuWith({ customerService: [{ csType: 'LIVECHAT', title: 'Chat', path: '/m/notice' }] });
    await user.click(menu.getByRole('button', { name: 'Live chat' }));
    expect(location()).toBe('/m/notice');
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('opens the platform’s own live chat when the merchant offers it (CBS3), as the message centre does', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ system: { whitelabel: vi.fn(async () => ({ ...WHITELABEL, CBS3: true })) } });
    renderApp('/m/home', loggedInStore(0, api));
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    await user.click(await menu.findByRole('button', { name: 'Live chat' }));
    await waitFor(() => expect(api.chat.launch).toHaveBeenCalled());
    await waitFor(() => expect(goToServicePage).toHaveBeenCalledWith('/sandbox/chat?language=en#ticket=fake-ticket'), { timeout: 2000 });
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('has no app download row in the GCash/Maya variant', async () => {
    vi.stubEnv('VITE_WALLET_VARIANT', 'true');
    const { menu } = await menuWith();
    expect(menu.getByRole('link', { name: 'Withdraw' })).toBeTruthy();
    expect(menu.queryByRole('link', { name: 'Download app' })).toBeNull();
  });

  it('has no app download row in an installed home-screen app', async () => {
    const standalone = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: query === '(display-mode: standalone)', media: query }) as MediaQueryList);
    try {
      const { menu } = await menuWith();
      expect(menu.getByRole('link', { name: 'Withdraw' })).toBeTruthy();
      expect(menu.queryByRole('link', { name: 'Download app' })).toBeNull();
    } finally {
      standalone.mockRestore();
    }
  });

  it('opens Telegram’s sealed customer-service link (type 3), opened with its last 8 characters', async () => {
    const path = await sealLinkPath('https://t.me/PinoyPlaySupport', 'Zk8_a-2Q');
    const { user, menu } = await menuWith({ customerService: [{ csType: 'TELEGRAM', title: 'Telegram', path, type: '3' }] });
    await user.click(menu.getByRole('button', { name: 'Telegram' }));
    expect(openExternal).toHaveBeenCalledWith('https://t.me/PinoyPlaySupport');
  });

  it('keeps the Telegram row without a link and says so when tapped', async () => {
    const { user, menu } = await menuWith();
    await user.click(menu.getByRole('button', { name: 'Telegram' }));
    expect(openExternal).not.toHaveBeenCalled();
    expect(await screen.findByText('Telegram is not available right now.')).toBeTruthy();
  });

  it.each([
    ['INSTAGRAM', 'Instagram'],
    ['WHATSAPP', 'WhatsApp'],
    ['VIBER', 'Viber'],
    ['FACEBOOK', 'Facebook'],
  ])('lists %s only with its link, and opens it outside the app', async (network, name) => {
    const others = ['Instagram', 'WhatsApp', 'Viber', 'Facebook'].filter((other) => other !== name);
    const { user, menu } = await menuWith({ socialLinks: { [network.toLowerCase()]: `https://${network}.example/p` } });
    for (const other of others) expect(menu.queryByRole('button', { name: other })).toBeNull();
    await user.click(menu.getByRole('button', { name }));
    expect(openExternal).toHaveBeenCalledWith(`https://${network}.example/p`);
  });
});
