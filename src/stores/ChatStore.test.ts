import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, loggedInStore, makeStore, memberInfoOf, WHITELABEL } from '../test/fakes';
import { UNREAD_THROTTLE_MS } from './InboxStore';

afterEach(() => vi.useRealTimers());

const withUnread = (unReadCount: number, cbs3 = true) =>
  fakeApi({
    member: { info: memberInfoOf(0) },
    system: { whitelabel: vi.fn(async () => ({ ...WHITELABEL, CBS3: cbs3 })) },
    chat: { unreadCount: vi.fn(async () => ({ unReadCount })) },
  });

describe('ChatStore', () => {
  it('asks for the unread count at once, then at most once more per 250 ms however often it is asked', async () => {
    const api = withUnread(3);
    const store = loggedInStore(0, api);
    vi.useFakeTimers();
    store.chat.refreshUnread();
    store.chat.refreshUnread();
    store.chat.refreshUnread();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.chat.unreadCount).toHaveBeenCalledTimes(1);
    expect(store.chat.unreadCount).toBe(3);
    await vi.advanceTimersByTimeAsync(UNREAD_THROTTLE_MS - 1);
    expect(api.chat.unreadCount).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.chat.unreadCount).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(UNREAD_THROTTLE_MS * 4);
    expect(api.chat.unreadCount).toHaveBeenCalledTimes(2);
  });

  it('never asks for a visitor or a trial player, and shows them no count', async () => {
    const api = withUnread(3);
    const visitor = makeStore(api);
    visitor.chat.refreshUnread();
    const trial = loggedInStore(4, { ...api, member: { ...api.member, info: memberInfoOf(4) } });
    trial.chat.refreshUnread();
    await vi.waitFor(() => expect(trial.session.viewer).toBe('trial'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.chat.unreadCount).not.toHaveBeenCalled();
    expect(visitor.chat.unreadCount).toBe(0);
    expect(trial.chat.unreadCount).toBe(0);
  });

  it('never asks while the merchant’s live chat (CBS3) is off', async () => {
    const api = withUnread(3, false);
    const store = loggedInStore(0, api);
    store.chat.refreshUnread();
    await vi.waitFor(() => expect(api.system.whitelabel).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.chat.available).toBe(false);
    expect(api.chat.unreadCount).not.toHaveBeenCalled();
    expect(store.chat.unreadCount).toBe(0);
  });

  it('hides the count once the player signs out', async () => {
    const store = loggedInStore(0, withUnread(2));
    store.chat.refreshUnread();
    await vi.waitFor(() => expect(store.chat.unreadCount).toBe(2));
    await store.session.logout();
    expect(store.chat.unreadCount).toBe(0);
  });

  it('launches the chat back to the page the player is on, in the app’s language', async () => {
    const api = withUnread(0);
    const store = loggedInStore(0, api);
    store.ui.setLanguage('TY');
    window.history.pushState(null, '', '/m/message?from=menu');
    await expect(store.chat.launch('Live chat')).resolves.toBe('/sandbox/chat?language=en#ticket=fake-ticket');
    expect(api.chat.launch).toHaveBeenCalledWith({ backUrl: '/m/message?from=menu', language: 'fil', title: 'Live chat' });
  });
});
