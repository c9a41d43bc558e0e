import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { fakeApi, loggedInStore, makeStore } from '../../test/fakes';
import { ANNOUNCEMENTS_FRESH_MS } from '../../stores/AnnouncementsStore';
import { loadHome } from './loadHome';

describe('loadHome', () => {
  it('shows the loading overlay until member info, settings and wallet are in', async () => {
    const store = loggedInStore();
    const pending = loadHome(store);
    expect(store.ui.loading).toBe(true);
    await pending;
    expect(store.ui.loading).toBe(false);
    expect(store.session.memberInfo?.account).toBe('demo');
    expect(store.wallet.balance).toBe(1_000_000);
  });

  it('loads home\u2019s announcements', async () => {
    const store = makeStore();
    await loadHome(store);
    expect(store.api.announcements.list).toHaveBeenCalledWith({ types: 'B,PL,PU', groupName: 'm_home' });
    expect(store.announcements.loaded).toBe(true);
  });

  it('does not ask again for announcements answered moments ago (the first screen’s), but does later', async () => {
    vi.useFakeTimers();
    try {
      const store = makeStore();
      await store.announcements.load();
      await loadHome(store);
      expect(store.api.announcements.list).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(ANNOUNCEMENTS_FRESH_MS);
      await loadHome(store);
      expect(store.api.announcements.list).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks nothing personal for visitors', async () => {
    const store = makeStore();
    await loadHome(store);
    expect(store.api.member.info).not.toHaveBeenCalled();
    expect(store.api.wallet.gcs).not.toHaveBeenCalled();
    expect(store.api.system.settings).toHaveBeenCalled();
  });

  it('does not ask for the wallet once renewal dropped a dead session', async () => {
    const api = fakeApi({ member: { info: vi.fn(async () => Promise.reject(new ApiError('UNAUTHENTICATED', 'x', 401))) } });
    const store = loggedInStore(0, api);
    await loadHome(store);
    expect(api.wallet.gcs).not.toHaveBeenCalled();
    expect(store.session.isLoggedIn).toBe(false);
  });

  it('asks for the balance as soon as the session is renewed, without waiting for the announcements or the lobby', async () => {
    const never = new Promise<never>(() => undefined);
    const api = fakeApi({ announcements: { list: vi.fn(() => never) }, games: { vendorTypes: vi.fn(() => never) } });
    const store = loggedInStore(0, api);
    void loadHome(store);
    await vi.waitFor(() => expect(store.wallet.balance).toBe(1_000_000));
  });
});
