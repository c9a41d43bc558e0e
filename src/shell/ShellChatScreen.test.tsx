import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTexts, showLanguage } from '../i18n';
import { fakePlatform } from '../platform/fakePlatform';
import { WHITELABEL, fakeApi, loggedInStore } from '../test/fakes';
import { renderApp, renderWithStores } from '../test/render';
import { shellChat } from './shellChat';
import { ShellChatScreen } from './ShellChatScreen';

vi.mock('../platform/leaveApp', () => ({ goToServicePage: vi.fn() }));
const { goToServicePage } = await import('../platform/leaveApp');

// The shell's texts come with its screens (ShellLayer), as in the app.
beforeAll(() => loadTexts('shell'));

afterEach(async () => {
  act(() => shellChat.close());
  delete window.platform;
  window.sessionStorage.clear();
  vi.mocked(goToServicePage).mockClear();
  await showLanguage('EN');
});

function shell() {
  const { bridge, emit } = fakePlatform();
  window.platform = bridge;
  return { bridge, emit };
}

const CHAT = '/sandbox/chat?language=en#ticket=fake-ticket';

describe('the live chat in the Electron shell', () => {
  it('shows the app bar with its title and back button, and the chat page in the shell\u2019s view below it', async () => {
    const { bridge } = shell();
    renderWithStores(<ShellChatScreen />);
    act(() => shellChat.open(CHAT));
    const screenDialog = screen.getByRole('dialog', { name: 'Live chat' });
    expect(within(screenDialog).getByRole('heading', { name: 'Live chat' })).toBeTruthy();
    // The relative address of the platform's own chat page, made absolute on the app's origin.
    await waitFor(() => expect(bridge.openChat).toHaveBeenCalledWith(new URL(CHAT, window.location.href).href, expect.any(Number)));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('closes the view and the screen on back', async () => {
    const { bridge } = shell();
    const user = userEvent.setup();
    renderWithStores(<ShellChatScreen />);
    act(() => shellChat.open(CHAT));
    await waitFor(() => expect(bridge.openChat).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Close live chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bridge.closeChat).toHaveBeenCalledOnce();
  });

  it('closes when the chat page went back to the app by itself', async () => {
    const { bridge, emit } = shell();
    renderWithStores(<ShellChatScreen />);
    act(() => shellChat.open(CHAT));
    await waitFor(() => expect(bridge.openChat).toHaveBeenCalled());
    act(() => emit({ type: 'chatClosed' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the shell refuses the chat page', async () => {
    const { bridge } = shell();
    bridge.openChat.mockRejectedValue(new Error('not a chat origin'));
    renderWithStores(<ShellChatScreen />);
    act(() => shellChat.open('http://chat.example.com/'));
    expect((await screen.findByRole('alert')).textContent).toBe('The live chat cannot be opened');
  });

  it('names its back button and title in Filipino', async () => {
    shell();
    await showLanguage('TY');
    renderWithStores(<ShellChatScreen />);
    act(() => shellChat.open(CHAT));
    expect(screen.getByRole('dialog', { name: 'Makipag-chat sa amin' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Isara ang live chat' })).toBeTruthy();
  });

  it('is what the side menu\u2019s live chat opens in the shell: the app stays, no page is left', async () => {
    const { bridge } = shell();
    const user = userEvent.setup();
    const api = fakeApi({ system: { whitelabel: vi.fn(async () => ({ ...WHITELABEL, CBS3: true })) } });
    const store = loggedInStore(0, api);
    renderApp('/m/home', store);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    await user.click(await menu.findByRole('button', { name: 'Live chat' }));
    expect(await screen.findByRole('dialog', { name: 'Live chat' }, { timeout: 2000 })).toBeTruthy();
    await waitFor(() => expect(bridge.openChat).toHaveBeenCalledWith(new URL(CHAT, window.location.href).href, expect.any(Number)));
    expect(goToServicePage).not.toHaveBeenCalled();
    // The 'Please wait' overlay that covered the launch is gone: the chat screen is usable.
    expect(store.ui.loading).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Close live chat' }));
    expect(bridge.closeChat).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Live chat' })).toBeNull();
  });
});
