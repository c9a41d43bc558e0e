import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, gameOf, gamesOf, loggedInStore, makeStore } from '../test/fakes';

afterEach(() => vi.useRealTimers());

describe('FavouritesStore', () => {
  it('adds a favourite: request with nodeId and vendor, heart on, game leads the list, toast for 1 s', async () => {
    vi.useFakeTimers();
    const store = loggedInStore();
    const game = gameOf(5);
    await store.favourites.toggle(game);
    expect(store.api.games.addFavourite).toHaveBeenCalledWith({ nodeId: 5, vendor: 'BAYANI' });
    expect(store.favourites.isFavourite(5)).toBe(true);
    expect(store.favourites.games.map((g) => g.nodeId)).toEqual([5]);
    expect(store.ui.toast?.key).toBe('games.changesSaved');
    vi.advanceTimersByTime(999);
    expect(store.ui.toast).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.ui.toast).toBeNull();
  });

  it('removes a favourite and drops it by nodeId', async () => {
    const api = fakeApi();
    vi.mocked(api.games.favourites).mockResolvedValue({ content: gamesOf(3), pageNum: 1, totalPages: 1 });
    const store = loggedInStore(0, api);
    await store.favourites.load(4);
    await store.favourites.toggle(gameOf(2));
    expect(api.games.removeFavourite).toHaveBeenCalledWith({ nodeId: 2, vendor: 'BAYANI' });
    expect(store.favourites.games.map((g) => g.nodeId)).toEqual([1, 3]);
    expect(store.favourites.isFavourite(2)).toBe(false);
  });

  it('appends the next page while pageNum < totalPages', async () => {
    const api = fakeApi();
    vi.mocked(api.games.favourites).mockImplementation(async ({ pageNo, pageSize }) => ({
      content: gamesOf(pageSize, (pageNo - 1) * pageSize + 1),
      pageNum: pageNo,
      totalPages: 2,
    }));
    const store = loggedInStore(0, api);
    await store.favourites.load(4);
    expect(store.favourites.hasMore).toBe(true);
    await store.favourites.loadMore();
    expect(store.favourites.games.map((g) => g.nodeId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(store.favourites.hasMore).toBe(false);
    await store.favourites.loadMore();
    expect(api.games.favourites).toHaveBeenCalledTimes(2);
  });

  it('knows every favourite whichever page size was loaded, over more than one page of 100', async () => {
    const api = fakeApi();
    const all = gamesOf(150);
    vi.mocked(api.games.favourites).mockImplementation(async ({ pageNo, pageSize }) => ({
      content: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      pageNum: pageNo,
      totalPages: Math.ceil(all.length / pageSize),
    }));
    const store = loggedInStore(0, api);
    await store.favourites.load(4);
    expect(store.favourites.games.map((g) => g.nodeId)).toEqual([1, 2, 3, 4]);
    await store.favourites.loadMembership();
    expect(store.favourites.isFavourite(150)).toBe(true);
    expect(store.favourites.isFavourite(5)).toBe(true);
    expect(store.favourites.isFavourite(151)).toBe(false);
    await store.favourites.toggle(gameOf(150));
    expect(api.games.removeFavourite).toHaveBeenCalledWith({ nodeId: 150, vendor: 'BAYANI' });
    expect(store.favourites.isFavourite(150)).toBe(false);
  });

  it('keeps a toggle made while the whole list loads, and asks once a session', async () => {
    const api = fakeApi();
    let answer: (value: { content: ReturnType<typeof gamesOf>; pageNum: number; totalPages: number }) => void = () => undefined;
    vi.mocked(api.games.favourites).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const store = loggedInStore(0, api);
    const loading = store.favourites.loadMembership();
    void store.favourites.loadMembership();
    await store.favourites.toggle(gameOf(3));
    // The list was read before the toggle reached the server.
    answer({ content: gamesOf(2), pageNum: 1, totalPages: 1 });
    await loading;
    expect(api.games.favourites).toHaveBeenCalledTimes(1);
    expect([1, 2, 3].map(store.favourites.isFavourite)).toEqual([true, true, true]);
    await store.favourites.loadMembership();
    expect(api.games.favourites).toHaveBeenCalledTimes(1);
  });

  it('changes nothing and says nothing when the server refuses', async () => {
    const api = fakeApi();
    vi.mocked(api.games.addFavourite).mockRejectedValue(new Error('down'));
    const store = loggedInStore(0, api);
    await store.favourites.toggle(gameOf(5));
    expect(store.favourites.isFavourite(5)).toBe(false);
    expect(store.ui.toast).toBeNull();
  });

  it('has nothing for visitors and forgets everything on logout', async () => {
    const visitor = makeStore();
    await visitor.favourites.load(4);
    expect(visitor.api.games.favourites).not.toHaveBeenCalled();

    const store = loggedInStore();
    await store.favourites.toggle(gameOf(5));
    await store.session.logout();
    expect(store.favourites.games).toEqual([]);
    expect(store.favourites.isFavourite(5)).toBe(false);
  });
});
