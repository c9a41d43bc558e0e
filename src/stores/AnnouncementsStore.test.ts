import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcementOf, fakeApi, loggedInStore, makeStore } from '../test/fakes';
import { MARK_READ_THROTTLE_MS } from './AnnouncementsStore';

afterEach(() => vi.useRealTimers());

const homeList = () => ({
  banners: [announcementOf(1)],
  player: [announcementOf(2, { type: 'PL', read: true }), announcementOf(3, { type: 'PL' }), announcementOf(4, { type: 'PL' })],
  popup: [announcementOf(5, { type: 'PU' })],
  promotion: [],
});

describe('AnnouncementsStore', () => {
  it('loads home banners, notices and pop-ups, never the live group', async () => {
    const api = fakeApi({ announcements: { list: vi.fn(async () => homeList()) } });
    const store = makeStore(api);
    await store.announcements.load();
    expect(api.announcements.list).toHaveBeenCalledTimes(1);
    expect(api.announcements.list).toHaveBeenCalledWith({ types: 'B,PL,PU', groupName: 'm_home' });
    expect(store.announcements.banners.map((b) => b.id)).toEqual([1]);
    expect(store.announcements.notices.map((n) => n.id)).toEqual([2, 3, 4]);
    expect(store.announcements.popups.map((p) => p.id)).toEqual([5]);
    expect(store.announcements.loaded).toBe(true);
  });

  it('counts unread notices for players only', async () => {
    const api = fakeApi({ announcements: { list: vi.fn(async () => homeList()) } });
    const visitor = makeStore(api);
    await visitor.announcements.load();
    expect(visitor.announcements.unreadCount).toBe(0);

    const player = loggedInStore(0, api);
    await player.announcements.load();
    expect(player.announcements.unreadCount).toBe(2);
    player.announcements.markRead(3);
    expect(player.announcements.unreadCount).toBe(1);
  });

  it('sends at most one mark-read per 150 ms and loses none', async () => {
    const api = fakeApi({ announcements: { list: vi.fn(async () => homeList()) } });
    const store = loggedInStore(0, api);
    await store.announcements.load();
    vi.useFakeTimers();
    store.announcements.markRead(3);
    store.announcements.markRead(4);
    store.announcements.markRead(5);
    store.announcements.markRead(3);
    vi.advanceTimersByTime(0);
    expect(api.announcements.markRead).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(MARK_READ_THROTTLE_MS - 1);
    expect(api.announcements.markRead).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(api.announcements.markRead).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(MARK_READ_THROTTLE_MS * 3);
    expect(vi.mocked(api.announcements.markRead).mock.calls).toEqual([[3], [4], [5]]);
  });

  it('sends nothing for visitors or what is already read', async () => {
    const api = fakeApi({ announcements: { list: vi.fn(async () => homeList()) } });
    const visitor = makeStore(api);
    await visitor.announcements.load();
    visitor.announcements.markRead(3);
    const player = loggedInStore(0, api);
    await player.announcements.load();
    player.announcements.markRead(2);
    await new Promise((resolve) => setTimeout(resolve, MARK_READ_THROTTLE_MS));
    expect(api.announcements.markRead).not.toHaveBeenCalled();
  });
});

describe('AnnouncementsStore refetch', () => {
  it('refetches the list once the marks are answered, keeping not-yet-sent marks read', async () => {
    const api = fakeApi({ announcements: { list: vi.fn(async () => homeList()) } });
    const store = loggedInStore(0, api);
    await store.announcements.load();
    expect(api.announcements.list).toHaveBeenCalledTimes(1);
    store.announcements.markRead(3);
    store.announcements.markRead(4);
    await vi.waitFor(() => expect(api.announcements.markRead).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(api.announcements.list).toHaveBeenCalledTimes(2));
    // The fake server still answers them unread: the refetched list is what is shown.
    await vi.waitFor(() => expect(store.announcements.notices.find((n) => n.id === 3)?.read).toBe(false));
  });

  it('keeps an id queued during a refetch read', async () => {
    const api = fakeApi({ announcements: { list: vi.fn(async () => homeList()) } });
    const store = loggedInStore(0, api);
    await store.announcements.load();
    vi.useFakeTimers();
    store.announcements.markRead(3);
    store.announcements.markRead(4);
    await vi.advanceTimersByTimeAsync(0);
    await store.announcements.load();
    expect(store.announcements.notices.find((n) => n.id === 4)?.read).toBe(true);
  });
});
