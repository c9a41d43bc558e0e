import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { fakeApi, gamesOf, loggedInStore, makeStore } from '../../test/fakes';
import { stubIntersectionObserver } from '../../test/intersection';
import { renderApp } from '../../test/render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** 60 games, 25 a page: pages 1 and 2 full, page 3 has 10. */
function pagedApi() {
  const api = fakeApi();
  vi.mocked(api.games.list).mockImplementation(async ({ pageNo = 1, pageSize = 25 }) => ({
    games: gamesOf(Math.min(pageSize, 60 - (pageNo - 1) * pageSize), (pageNo - 1) * pageSize + 1),
    pageNum: pageNo,
    totalPages: 3,
    totalCount: 60,
  }));
  return api;
}

const tiles = () => screen.getAllByRole('button', { name: /^Game \d+$/ });

describe('game list page', () => {
  it('shows a vendor\u2019s games with HOT, View all and the type\u2019s vendors as tabs', async () => {
    stubIntersectionObserver();
    const { store } = renderApp('/m/gameList?gameType=RNG&vassalage=ISLA');
    const tabs = await screen.findByRole('tablist', { name: 'Game providers' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Hot', 'View all', 'Bayani Gaming', 'Isla Slots']),
    );
    expect(within(tabs).getByRole('tab', { name: 'Isla Slots' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(store.api.games.list).toHaveBeenCalledWith(
        expect.objectContaining({ gameType: 'RNG', vassalage: 'ISLA', pageNo: 1, pageSize: 25 }),
      ),
    );
  });

  it('loads the next page near the end, at most once a second, and stops after the last', async () => {
    const io = stubIntersectionObserver();
    const api = pagedApi();
    renderApp('/m/gameList?gameType=RNG', makeStore(api));
    await waitFor(() => expect(tiles()).toHaveLength(25));
    expect(io.observers[0]?.options?.rootMargin).toBe('0px 0px 300px 0px');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => io.scrollNearEnd());
    await waitFor(() => expect(tiles()).toHaveLength(50));
    // Still near the end: the next page waits for the 1 s throttle.
    expect(api.games.list).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(tiles()).toHaveLength(60));
    await act(async () => vi.advanceTimersByTime(5000));
    expect(api.games.list).toHaveBeenCalledTimes(3);
    expect(api.games.list).toHaveBeenLastCalledWith(expect.objectContaining({ pageNo: 3 }));
  });

  it('says a page failed to load rather than that there are no games, and a tap asks for it again', async () => {
    stubIntersectionObserver();
    const api = pagedApi();
    vi.mocked(api.games.list).mockRejectedValueOnce(new ApiError('INTERNAL', 'x', 500));
    const user = userEvent.setup();
    renderApp('/m/gameList?gameType=RNG', makeStore(api));
    await user.click(await screen.findByRole('button', { name: 'Loading failed, click to retry' }));
    expect(screen.queryByText('No data')).toBeNull();
    await waitFor(() => expect(tiles()).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Loading failed, click to retry' })).toBeNull();
  });

  it('starts again from page 1 on another tab', async () => {
    const io = stubIntersectionObserver();
    const user = userEvent.setup();
    const api = pagedApi();
    renderApp('/m/gameList?gameType=RNG', makeStore(api));
    await waitFor(() => expect(tiles()).toHaveLength(25));
    act(() => io.scrollNearEnd());
    await waitFor(() => expect(tiles()).toHaveLength(50));
    await user.click(screen.getByRole('tab', { name: 'Bayani Gaming' }));
    await waitFor(() => expect(api.games.list).toHaveBeenLastCalledWith(expect.objectContaining({ vassalage: 'BAYANI', pageNo: 1 })));
    await waitFor(() => expect(tiles()).toHaveLength(25));
  });

  it('searches by name 500 ms after typing stops', async () => {
    stubIntersectionObserver();
    const user = userEvent.setup();
    const { store } = renderApp('/m/gameList?gameType=RNG');
    const box = await screen.findByRole('searchbox', { name: 'Search by game name' });
    await user.type(box, ' Dragon ');
    expect(store.api.games.list).not.toHaveBeenCalledWith(expect.objectContaining({ gameName: 'Dragon' }));
    await waitFor(() => expect(store.api.games.list).toHaveBeenCalledWith(expect.objectContaining({ gameName: 'Dragon', pageNo: 1 })), {
      timeout: 1500,
    });
  });

  it('HOT shows the hot list with no further pages', async () => {
    const io = stubIntersectionObserver();
    const { store } = renderApp('/m/gameList?type=hot');
    expect(await screen.findByRole('tab', { name: 'Hot', selected: true })).toBeTruthy();
    await waitFor(() => expect(tiles()).toHaveLength(25));
    act(() => io.scrollNearEnd());
    expect(store.api.games.hot).toHaveBeenCalledTimes(1);
    expect(store.api.games.list).not.toHaveBeenCalled();
  });

  it('FAV lists the favourites, 100 a page, and says No data when there are none', async () => {
    stubIntersectionObserver();
    const api = fakeApi();
    renderApp('/m/gameList?type=fav', loggedInStore(0, api));
    expect(await screen.findByRole('tab', { name: 'Favourites', selected: true })).toBeTruthy();
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(api.games.favourites).toHaveBeenCalledWith(expect.objectContaining({ pageNo: 1, pageSize: 100 }));
  });

  it('FAV asks a visitor to log in, with the way there, instead of saying there is nothing', async () => {
    stubIntersectionObserver();
    const store = makeStore();
    renderApp('/m/gameList?type=fav', store);
    expect(await screen.findByText(/Log in to see your favourite games/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/m/login');
    expect(screen.queryByText('No data')).toBeNull();
    expect(store.api.games.favourites).not.toHaveBeenCalled();
  });
});
