import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { fakeApi, gamesOf, loggedInStore, makeStore } from '../../test/fakes';
import { renderApp } from '../../test/render';
import type { RootStore } from '../../stores/RootStore';

afterEach(() => vi.useRealTimers());

async function openSearch(store: RootStore = makeStore()) {
  const view = renderApp('/m/home', store);
  store.ui.openDialog('search');
  const dialog = await screen.findByRole('dialog', { name: 'Search games' });
  return { ...view, dialog, box: within(dialog).getByRole('searchbox', { name: 'Search games' }) };
}

describe('search popup', () => {
  it('searches the trimmed term on Enter, 9 a page, with count, paging and More games', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    vi.mocked(api.games.list).mockImplementation(async ({ pageNo = 1 }) => ({
      games: gamesOf(pageNo === 2 ? 3 : 9, (pageNo - 1) * 9 + 1),
      pageNum: pageNo,
      totalPages: 2,
      totalCount: 12,
    }));
    const { dialog, box } = await openSearch(makeStore(api));
    await user.type(box, '  dragon  {Enter}');
    expect(api.games.list).toHaveBeenCalledWith(expect.objectContaining({ gameName: 'dragon', pageNo: 1, pageSize: 9 }));
    const results = await within(dialog).findByRole('region', { name: 'Search results' });
    expect(await within(results).findByText('12 games found')).toBeTruthy();
    expect(within(results).getByText('Page 1 / 2')).toBeTruthy();
    await user.click(within(results).getByRole('button', { name: 'More games' }));
    expect(await within(results).findByText('Page 2 / 2')).toBeTruthy();
    expect(within(results).getByRole('button', { name: 'More games' })).toHaveProperty('disabled', true);
  });

  it('says the search failed, not that nothing was found, and a tap searches again', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    vi.mocked(api.games.list)
      .mockRejectedValueOnce(new ApiError('RATE_LIMITED', 'x', 429))
      .mockResolvedValueOnce({ games: gamesOf(2), pageNum: 1, totalPages: 1, totalCount: 2 });
    const { dialog, box } = await openSearch(makeStore(api));
    await user.type(box, 'dragon{Enter}');
    const results = await within(dialog).findByRole('region', { name: 'Search results' });
    await user.click(await within(results).findByRole('button', { name: 'Loading failed, click to retry' }));
    expect(await within(results).findByText('2 games found')).toBeTruthy();
    expect(within(results).queryByRole('button', { name: 'Loading failed, click to retry' })).toBeNull();
  });

  it('adds the next page of results to the ones shown', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    vi.mocked(api.games.list).mockImplementation(async ({ pageNo = 1 }) => ({
      games: gamesOf(pageNo === 2 ? 3 : 9, (pageNo - 1) * 9 + 1),
      pageNum: pageNo,
      totalPages: 2,
      totalCount: 12,
    }));
    const { dialog, box } = await openSearch(makeStore(api));
    await user.type(box, 'dragon{Enter}');
    const results = await within(dialog).findByRole('region', { name: 'Search results' });
    await waitFor(() => expect(within(results).getAllByRole('button', { name: /^Game \d+$/ })).toHaveLength(9));
    await user.click(within(results).getByRole('button', { name: 'More games' }));
    expect(await within(results).findByText('Page 2 / 2')).toBeTruthy();
    expect(
      within(results)
        .getAllByRole('button', { name: /^Game \d+$/ })
        .map((tile) => tile.textContent),
    ).toEqual(Array.from({ length: 12 }, (_, i) => `Game ${i + 1}`));
    expect(within(results).getByText('12 games found')).toBeTruthy();
  });

  it('shows a full heart on every favourite, not only those on the first page of favourites', async () => {
    const api = fakeApi();
    const favourites = gamesOf(5, 101);
    vi.mocked(api.games.favourites).mockImplementation(async ({ pageNo, pageSize }) => ({
      content: favourites.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      pageNum: pageNo,
      totalPages: Math.ceil(favourites.length / pageSize),
    }));
    const { dialog } = await openSearch(loggedInStore(0, api));
    const popular = within(dialog).getByRole('region', { name: 'Popular games' });
    await waitFor(() => expect(within(popular).getAllByRole('button', { name: 'Remove from favourites' })).toHaveLength(5));
    expect(within(popular).getAllByRole('button', { name: 'Add to favourites' })).toHaveLength(4);
  });

  it('ignores an empty search', async () => {
    const user = userEvent.setup();
    const { box, store } = await openSearch();
    await user.type(box, '   {Enter}');
    expect(store.api.games.list).not.toHaveBeenCalled();
  });

  it('keeps the last 10 terms, newest first; a chip searches again, a remove button drops it', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('searchHistory', JSON.stringify(Array.from({ length: 10 }, (_, i) => `t${i}`)));
    const { dialog, box, store } = await openSearch();
    await user.type(box, 'fish{Enter}');
    const history = within(dialog).getByRole('region', { name: 'Recent searches' });
    const terms = () => JSON.parse(window.localStorage.getItem('searchHistory')!) as string[];
    expect(terms()).toEqual(['fish', ...Array.from({ length: 9 }, (_, i) => `t${i}`)]);
    await user.click(within(history).getByRole('button', { name: 't3' }));
    expect(store.api.games.list).toHaveBeenLastCalledWith(expect.objectContaining({ gameName: 't3' }));
    expect(terms()[0]).toBe('t3');
    await user.click(within(history).getByRole('button', { name: 'Remove fish' }));
    expect(terms()).not.toContain('fish');
    expect(within(history).queryByRole('button', { name: 'fish' })).toBeNull();
  });

  it('shows 9 popular slots, reloaded 250 ms after a language change', async () => {
    const { dialog, store } = await openSearch();
    const popular = within(dialog).getByRole('region', { name: 'Popular games' });
    await waitFor(() => expect(within(popular).getAllByRole('button', { name: /^Game \d+$/ })).toHaveLength(9));
    expect(store.api.games.hot).toHaveBeenLastCalledWith(expect.objectContaining({ pageSize: 9, gameType: 'RNG' }));
    // Home's own hot list behind the popup reloads at once; only the popup's slots list waits.
    const popularCalls = (language: string) =>
      vi.mocked(store.api.games.hot).mock.calls.filter(([params]) => params.gameType === 'RNG' && params.language === language).length;
    vi.useFakeTimers();
    act(() => store.ui.setLanguage('TY'));
    act(() => vi.advanceTimersByTime(249));
    expect(popularCalls('TY')).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(popularCalls('TY')).toBe(1);
  });

  it('asks visitors to log in for recent games', async () => {
    const user = userEvent.setup();
    const { dialog, location, store } = await openSearch();
    const recent = within(dialog).getByRole('region', { name: 'Recently played' });
    expect(within(recent).getByText(/Log in to see the games/)).toBeTruthy();
    expect(store.api.games.recent).not.toHaveBeenCalled();
    await user.click(within(recent).getByRole('link', { name: 'Log in' }));
    expect(location()).toBe('/m/login');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search games' })).toBeNull());
  });

  it('lists a player\u2019s recent games, or says there are none', async () => {
    const api = fakeApi();
    const { dialog } = await openSearch(loggedInStore(0, api));
    const recent = within(dialog).getByRole('region', { name: 'Recently played' });
    expect(await within(recent).findByText('You have not played any games yet.')).toBeTruthy();
    expect(api.games.recent).toHaveBeenCalledWith(expect.objectContaining({ pageSize: 9 }));
  });

  it('closes when a game is opened', async () => {
    const user = userEvent.setup();
    const store = loggedInStore();
    vi.mocked(store.api.games.recent).mockResolvedValue({ list: gamesOf(2, 500) });
    const { dialog, location } = await openSearch(store);
    await user.click(await within(dialog).findByRole('button', { name: 'Game 500' }));
    await waitFor(() => expect(location()).toBe('/m/play'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search games' })).toBeNull());
  });
});
