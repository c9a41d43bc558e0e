import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, gamesOf, loggedInStore } from '../../test/fakes';
import { stubIntersectionObserver } from '../../test/intersection';
import { renderApp } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

describe('home game blocks', () => {
  it('shows the first 6 hot games and a More tile to the hot list', async () => {
    const { store } = renderApp('/m/home');
    const hot = await screen.findByRole('region', { name: 'Hot games' });
    await waitFor(() => expect(within(hot).getAllByRole('button', { name: /^Game \d+$/ })).toHaveLength(6));
    expect(store.api.games.hot).toHaveBeenCalledWith(expect.objectContaining({ pageSize: 6, language: 'EN' }));
    expect(within(hot).getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/m/gameList?type=hot');
  });

  it('holds the hot list\u2019s place with six empty tiles while it loads, so nothing below it moves', async () => {
    let answer: (value: { list: ReturnType<typeof gamesOf> }) => void = () => undefined;
    const api = fakeApi({
      games: { hot: vi.fn(() => new Promise<{ list: ReturnType<typeof gamesOf> }>((resolve) => (answer = resolve))) },
    });
    renderApp('/m/home', loggedInStore(0, api));
    const hot = await screen.findByRole('region', { name: 'Hot games' });
    const grid = hot.querySelector('ul.game-grid')!;
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(grid.querySelectorAll('li.game-tile--placeholder[aria-hidden="true"]')).toHaveLength(6);
    answer({ list: gamesOf(6) });
    await waitFor(() => expect(within(hot).getAllByRole('button', { name: /^Game \d+$/ })).toHaveLength(6));
    expect(grid.querySelectorAll('li.game-tile--placeholder')).toHaveLength(0);
    expect(grid.getAttribute('aria-busy')).toBeNull();
  });

  it('opens the search popup from the search box', async () => {
    const user = userEvent.setup();
    renderApp('/m/home');
    const hot = await screen.findByRole('region', { name: 'Hot games' });
    await user.click(within(hot).getByRole('button', { name: 'Search games' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search games' })).toBeTruthy();
  });

  it('sends visitors to log in from a game', async () => {
    const user = userEvent.setup();
    const { location, store } = renderApp('/m/home');
    await user.click(await screen.findByRole('button', { name: 'Game 101' }));
    expect(location()).toBe('/m/login');
    expect(store.api.games.addRecent).not.toHaveBeenCalled();
  });

  it('sends visitors to log in from a heart', async () => {
    const user = userEvent.setup();
    const { location, store } = renderApp('/m/home');
    const hot = await screen.findByRole('region', { name: 'Hot games' });
    await waitFor(() => expect(within(hot).getAllByRole('button', { name: 'Add to favourites' }).length).toBe(6));
    await user.click(within(hot).getAllByRole('button', { name: 'Add to favourites' })[0]!);
    expect(location()).toBe('/m/login');
    expect(store.api.games.addFavourite).not.toHaveBeenCalled();
  });

  it('launches a player\u2019s game through the server and opens the play page', async () => {
    const user = userEvent.setup();
    const store = loggedInStore();
    const { location } = renderApp('/m/home', store);
    await user.click(await screen.findByRole('button', { name: 'Game 101' }));
    await waitFor(() => expect(location()).toBe('/m/play'));
    expect(store.api.games.launch).toHaveBeenCalledWith({ nodeId: 101, language: 'EN' });
  });

  it('shows a default image when a game icon fails to load', async () => {
    renderApp('/m/home');
    const tile = await screen.findByRole('button', { name: 'Game 101' });
    const img = tile.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/wps/game/icon/101.svg');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toMatch(/default-game|^data:image\/svg\+xml/);
  });

  it('hides My collection from visitors and players without favourites', async () => {
    renderApp('/m/home', loggedInStore());
    await screen.findByRole('region', { name: 'Hot games' });
    expect(screen.queryByRole('region', { name: 'My collection' })).toBeNull();
  });

  it('lists 4 favourites with More, and drops one when its heart is tapped', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    vi.mocked(api.games.favourites).mockResolvedValue({ content: gamesOf(4, 1), pageNum: 1, totalPages: 2 });
    const store = loggedInStore(0, api);
    renderApp('/m/home', store);
    const collection = await screen.findByRole('region', { name: 'My collection' });
    expect(api.games.favourites).toHaveBeenCalledWith(expect.objectContaining({ pageNo: 1, pageSize: 4 }));
    expect(within(collection).getAllByRole('button', { name: /^Game \d$/ })).toHaveLength(4);
    expect(within(collection).getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/m/gameList?type=fav');
    const removeButtons = within(collection).getAllByRole('button', { name: 'Remove from favourites' });
    await user.click(removeButtons[1]!);
    await waitFor(() => expect(within(collection).queryByRole('button', { name: 'Game 2' })).toBeNull());
    expect(api.games.removeFavourite).toHaveBeenCalledWith({ nodeId: 2, vendor: 'BAYANI' });
    expect(await screen.findByText('Changes saved')).toBeTruthy();
  });

  it('shows a full heart on a fifth favourite in Hot games, though My collection shows 4', async () => {
    const api = fakeApi();
    const favourites = gamesOf(5, 101);
    vi.mocked(api.games.favourites).mockImplementation(async ({ pageNo, pageSize }) => ({
      content: favourites.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      pageNum: pageNo,
      totalPages: Math.ceil(favourites.length / pageSize),
    }));
    renderApp('/m/home', loggedInStore(0, api));
    const collection = await screen.findByRole('region', { name: 'My collection' });
    expect(within(collection).getAllByRole('button', { name: /^Game \d+$/ })).toHaveLength(4);
    const hot = screen.getByRole('region', { name: 'Hot games' });
    const heartOf = (name: string) => within(within(hot).getByRole('button', { name }).closest('li')!).getAllByRole('button')[1]!;
    await waitFor(() => expect(heartOf('Game 105').getAttribute('aria-label')).toBe('Remove from favourites'));
    expect(heartOf('Game 106').getAttribute('aria-label')).toBe('Add to favourites');
  });

  it('lists the slot providers, each opening its games', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/home');
    const providers = await screen.findByRole('region', { name: 'Slot providers' });
    expect(
      within(providers)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['BGBayani Gaming', 'ISIsla Slots']);
    stubIntersectionObserver(); // the game list loads more as its end nears
    await user.click(within(providers).getByRole('link', { name: 'Isla Slots' }));
    expect(location()).toBe('/m/gameList');
    // The game list opens (its screen loads after the click): nothing is left running past the test.
    expect(await screen.findByRole('tablist', { name: 'Game providers' })).toBeTruthy();
  });
});
