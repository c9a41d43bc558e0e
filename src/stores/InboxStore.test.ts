import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, loggedInStore, makeStore, memberInfoOf } from '../test/fakes';
import { UNREAD_THROTTLE_MS } from './InboxStore';

const apiWith = (type: number, unReadCount = 3) =>
  fakeApi({ member: { info: memberInfoOf(type) }, inbox: { unreadCount: vi.fn(async () => ({ unReadCount })) } });

describe('the inbox’s unread count', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    window.sessionStorage.clear();
  });

  it('is asked at most once per 250 ms for a real player, and the last ask of a burst still goes', async () => {
    const api = apiWith(0);
    const store = loggedInStore(0, api);
    store.inbox.refreshUnread();
    store.inbox.refreshUnread();
    store.inbox.refreshUnread();
    expect(api.inbox.unreadCount).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UNREAD_THROTTLE_MS);
    expect(api.inbox.unreadCount).toHaveBeenCalledTimes(2);
    expect(store.inbox.unreadCount).toBe(3);
  });

  it('is never asked for a visitor or a trial player, who see no count', async () => {
    const visitorApi = apiWith(0);
    const visitor = makeStore(visitorApi);
    visitor.inbox.refreshUnread();
    expect(visitor.inbox.unreadCount).toBe(0);

    const trialApi = apiWith(4);
    const trial = loggedInStore(4, trialApi);
    trial.inbox.refreshUnread();
    await vi.advanceTimersByTimeAsync(UNREAD_THROTTLE_MS);
    expect(trial.inbox.unreadCount).toBe(0);
    expect(visitorApi.inbox.unreadCount).not.toHaveBeenCalled();
    expect(trialApi.inbox.unreadCount).not.toHaveBeenCalled();
  });
});
