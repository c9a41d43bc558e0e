import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sealLinkPath } from '../../../contracts/service-link';
import type { ConsolidatedSettingsValue } from '../../../contracts/system';
import { SETTINGS, fakeApi, loggedInStore, makeStore, memberInfoOf } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { fakePlatform } from '../../platform/fakePlatform';

vi.mock('../../platform/openExternal', () => ({ openExternal: vi.fn(async () => true) }));
const { openExternal } = await import('../../platform/openExternal');

const api = (settings: Partial<ConsolidatedSettingsValue>, type = 0) =>
  fakeApi({ member: { info: memberInfoOf(type) }, system: { settings: vi.fn(async () => ({ ...SETTINGS, ...settings })) } });

/** Home with the side bar opened, once the settings have answered. */
async function openSideBar(settings: Partial<ConsolidatedSettingsValue> = {}, store = makeStore(api(settings))) {
  const user = userEvent.setup();
  const result = renderApp('/m/home', store);
  await waitFor(() => expect(store.system.settings).not.toBeNull());
  const bar = screen.getByRole('navigation', { name: 'Quick links' });
  const toggle = within(bar).getByRole('button', { name: 'Quick links' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return { user, bar: within(bar), ...result };
}

const itemNames = (bar: ReturnType<typeof within>) => bar.getAllByRole('listitem').map((item: HTMLElement) => item.textContent);

describe('home’s floating side bar (SPEC §2)', () => {
  beforeEach(() => vi.mocked(openExternal).mockClear());
  afterEach(() => {
    delete window.platform;
    vi.unstubAllEnvs();
  });

  it('opens from its tab; with nothing configured it offers the invitation and the app download', async () => {
    const { bar } = await openSideBar();
    expect(itemNames(bar)).toEqual(['Invite friends', 'Download app']);
    expect(bar.getByRole('link', { name: 'Download app' }).getAttribute('href')).toBe('/m/app');
  });

  it('lists the tutorial with a TUTORIAL link and each live chat (sealed ones opened) under its own title', async () => {
    const sealed = await sealLinkPath('https://agents.example/chat', 'Qw3rTy_9');
    const { user, bar } = await openSideBar({
      resources: [{ resourceType: 'TUTORIAL', url: 'https://guide.example/install' }],
      customerService: [
        { csType: 'LIVECHAT', title: 'Live chat', path: 'https://chat.example' },
        { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/x' },
        { csType: 'LIVECHAT', title: 'Agent support', path: sealed, type: '3' },
      ],
    });
    expect(itemNames(bar)).toEqual(['Invite friends', 'How to install', 'Download app', 'Live chat', 'Agent support']);
    await user.click(bar.getByRole('button', { name: 'How to install' }));
    expect(openExternal).toHaveBeenCalledWith('https://guide.example/install');
    await user.click(bar.getByRole('button', { name: 'Agent support' }));
    expect(openExternal).toHaveBeenCalledWith('https://agents.example/chat');
  });

  it('opens a tutorial kept on this site as a full address', async () => {
    const { user, bar } = await openSideBar({ resources: [{ resourceType: 'TUTORIAL', url: '/sandbox/downloads/tutorial' }] });
    await user.click(bar.getByRole('button', { name: 'How to install' }));
    expect(openExternal).toHaveBeenCalledWith(`${window.location.origin}/sandbox/downloads/tutorial`);
  });

  it('has no app download on GCash/Maya hosts', async () => {
    vi.stubEnv('VITE_WALLET_VARIANT', 'true');
    const { bar } = await openSideBar();
    expect(itemNames(bar)).toEqual(['Invite friends']);
  });

  it('has no app download inside the installed app', async () => {
    window.platform = fakePlatform().bridge;
    const { bar } = await openSideBar();
    expect(itemNames(bar)).toEqual(['Invite friends']);
  });

  it('sends a visitor’s invitation tap to login, and opens a member’s invitation', async () => {
    const visitor = await openSideBar();
    await visitor.user.click(visitor.bar.getByRole('link', { name: 'Invite friends' }));
    expect(visitor.location()).toBe('/m/login');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    visitor.unmount();
    const member = await openSideBar({}, loggedInStore(0, api({})));
    await member.user.click(member.bar.getByRole('link', { name: 'Invite friends' }));
    expect(member.location()).toBe('/m/member/referral');
    expect(await screen.findByText('K7PQ2M9X')).toBeTruthy();
  });

  it('turns a trial player’s invitation tap away with free_reject', async () => {
    const { user, bar, location } = await openSideBar({}, loggedInStore(4, api({}, 4)));
    await user.click(bar.getByRole('link', { name: 'Invite friends' }));
    expect(location()).toBe('/m/home');
    expect(screen.getByText('Please login an actual account to use this function')).toBeTruthy();
  });
});
