import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { fakeApi, loggedInStore, makeStore } from '../../test/fakes';
import { stubIntersectionObserver } from '../../test/intersection';
import { renderApp } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const menu = () => screen.findByRole('tablist', { name: 'Game categories' });

describe('game lobby', () => {
  it('lists HOME, the server categories with BG and COLOR after FISH, then JP and NEW', async () => {
    renderApp('/m/game');
    const tablist = await menu();
    await waitFor(() => expect(within(tablist).getAllByRole('tab')).toHaveLength(16));
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Home',
      'Slots',
      'Fishing',
      'Bingo',
      'Color game',
      'Live casino',
      'Card games',
      'Sports',
      'E-sports',
      'Poker',
      'Cockfight',
      'Lottery',
      'E-lottery',
      'Promotions',
      'Jackpot',
      'New',
    ]);
    expect(within(tablist).getByRole('tab', { name: 'Home' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('region', { name: 'Hot games' })).toBeTruthy();
  });

  it('lists HOME alone until the categories arrive, so no tab of the first paint moves when they come', async () => {
    const store = makeStore();
    const catalogue = await store.api.games.vendorTypes();
    let answer: () => void = () => undefined;
    vi.mocked(store.api.games.vendorTypes).mockImplementation(() => new Promise((resolve) => (answer = () => resolve(catalogue))));
    renderApp('/m/game', store);
    const tablist = await menu();
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Home']);
    answer();
    await waitFor(() => expect(within(tablist).getAllByRole('tab')).toHaveLength(16));
    expect(within(tablist).getAllByRole('tab')[0]!.textContent).toBe('Home');
  });

  it('preselects ?activeType and shows its vendors, the first one chosen, with up to 13 games and More', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/m/slotsCenter?activeType=RNG');
    expect(await screen.findByRole('tab', { name: 'Slots', selected: true })).toBeTruthy();
    const first = await screen.findByRole('button', { name: 'Bayani Gaming' });
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Isla Slots' }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() =>
      expect(store.api.games.list).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'RNG', vassalage: 'BAYANI', pageSize: 13 })),
    );
    const block = screen.getByRole('region', { name: 'Slots' });
    expect((await within(block).findByRole('link', { name: 'More' })).getAttribute('href')).toBe(
      '/m/gameList?gameType=RNG&vassalage=BAYANI',
    );
    expect(within(block).getByText(/^Providers: Bayani Gaming, Isla Slots/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Isla Slots' }));
    expect(screen.getByRole('button', { name: 'Isla Slots' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(within(block).getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/m/gameList?gameType=RNG&vassalage=ISLA'),
    );
  });

  it('opens the slot centre at its slots, and the lobby at home, when the link names no category', async () => {
    renderApp('/m/slotsCenter');
    expect(await screen.findByRole('region', { name: 'Slots' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Slots', selected: true })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Hot games' })).toBeNull();
  });

  it('shows the category\u2019s hot games above its vendors, with More to the hot list of that type', async () => {
    const { store } = renderApp('/m/game?activeType=FISH');
    const hot = await screen.findByRole('region', { name: 'Hot in Fishing' });
    await waitFor(() => expect(store.api.games.hot).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'FISH', pageSize: 6 })));
    expect(await within(hot).findAllByRole('button', { name: /^Game \d+$/ })).toHaveLength(6);
    expect(within(hot).getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/m/gameList?type=hot&gameType=FISH');
  });

  it('filters the chosen vendor\u2019s games: new games everywhere, jackpot and bingo among slots', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/m/game?activeType=RNG');
    const filters = await screen.findByRole('tablist', { name: 'Filter games' });
    expect(
      within(filters)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'New', 'Jackpot', 'Bingo']);
    expect(within(filters).getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    const lastQuery = (query: object) =>
      waitFor(() =>
        expect(store.api.games.list).toHaveBeenLastCalledWith(
          expect.objectContaining({ gameType: 'RNG', vassalage: 'BAYANI', pageSize: 13, ...query }),
        ),
      );
    await user.click(within(filters).getByRole('tab', { name: 'Jackpot' }));
    await lastQuery({ gameClassify: 'JP' });
    await user.click(within(filters).getByRole('tab', { name: 'New' }));
    await lastQuery({ isNew: true });
    // The filter stays when the vendor changes.
    await user.click(screen.getByRole('button', { name: 'Isla Slots' }));
    await waitFor(() => expect(store.api.games.list).toHaveBeenLastCalledWith(expect.objectContaining({ vassalage: 'ISLA', isNew: true })));

    await user.click(within(await menu()).getByRole('tab', { name: 'Live casino' }));
    const liveFilters = await screen.findByRole('tablist', { name: 'Filter games' });
    expect(
      within(liveFilters)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'New']);
  });

  it('shows the empty state for a vendor without games', async () => {
    const api = fakeApi();
    vi.mocked(api.games.list).mockResolvedValue({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 });
    renderApp('/m/game?activeType=LIVE', makeStore(api));
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bituin Live' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says a vendor\u2019s games failed to load, not that there are none, and a tap asks again', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    vi.mocked(api.games.list).mockRejectedValueOnce(new ApiError('INTERNAL', 'x', 500));
    renderApp('/m/game?activeType=LIVE', makeStore(api));
    await user.click(await screen.findByRole('button', { name: 'Loading failed, click to retry' }));
    expect(screen.queryByText('No data')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Loading failed, click to retry' })).toBeNull());
    expect(api.games.list).toHaveBeenCalledTimes(2);
  });

  it('shows the running jackpot in whole pesos over the jackpot games, and only there', async () => {
    stubIntersectionObserver();
    window.localStorage.setItem('jackpot', '345678901');
    const user = userEvent.setup();
    renderApp('/m/game');
    const tablist = await menu();
    await user.click(await within(tablist).findByRole('tab', { name: 'Jackpot' }));
    expect(await screen.findByText('345,678,901')).toBeTruthy();
    await user.click(within(tablist).getByRole('tab', { name: 'Bingo' }));
    await waitFor(() => expect(screen.queryByText('345,678,901')).toBeNull());
  });

  it('filters JP and BG by classify, NEW by isNew, COLOR by name and others by type; scrolling back to top', async () => {
    stubIntersectionObserver();
    const user = userEvent.setup();
    const { store } = renderApp('/m/game');
    const tablist = await menu();
    const panel = screen.getByRole('tabpanel');
    const expectQuery = (query: object) =>
      waitFor(() => expect(store.api.games.list).toHaveBeenLastCalledWith(expect.objectContaining({ ...query, pageNo: 1, pageSize: 25 })));

    panel.scrollTop = 200;
    await user.click(await within(tablist).findByRole('tab', { name: 'Jackpot' }));
    expect(panel.scrollTop).toBe(0);
    await expectQuery({ gameClassify: 'JP' });
    await user.click(within(tablist).getByRole('tab', { name: 'Bingo' }));
    await expectQuery({ gameClassify: 'BG' });
    await user.click(within(tablist).getByRole('tab', { name: 'New' }));
    await expectQuery({ isNew: true });
    await user.click(within(tablist).getByRole('tab', { name: 'Color game' }));
    await expectQuery({ gameName: 'color' });
    await user.click(within(tablist).getByRole('tab', { name: 'Sports' }));
    await expectQuery({ gameType: 'SPORTS' });
    expect(await screen.findByRole('button', { name: 'Game 1' })).toBeTruthy();
  });

  it('opens the SEA lottery lobby from E-lottery, or log in without a session', async () => {
    const user = userEvent.setup();
    const visitor = renderApp('/m/game');
    await user.click(await within(await menu()).findByRole('tab', { name: 'E-lottery' }));
    await waitFor(() => expect(visitor.location()).toBe('/m/login'));
    visitor.unmount();

    const player = renderApp('/m/game', loggedInStore());
    await user.click(await within(await menu()).findByRole('tab', { name: 'E-lottery' }));
    // The launch page hands over to the lottery's own page at once: a busy machine may first look after that.
    await waitFor(() => expect(['/m/launchGame', '/m/lotto-h5']).toContain(player.location()));
  });

  it('opens the promotions page from Promotions, and never shows it as a category', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/game?activeType=PROMO');
    const tablist = await menu();
    expect((await within(tablist).findByRole('tab', { name: 'Home' })).getAttribute('aria-selected')).toBe('true');
    await user.click(within(tablist).getByRole('tab', { name: 'Promotions' }));
    expect(location()).toBe('/m/activity');
  });

  it('ends with responsible gaming and the help topics, each linking to its help page', async () => {
    const api = fakeApi({ help: { topics: vi.fn(async () => [{ title: 'Deposits', tag: 'deposit', content: '', children: [] }]) } });
    renderApp('/m/game', makeStore(api));
    expect(await screen.findByRole('heading', { name: 'Responsible gaming' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Deposits' })).getAttribute('href')).toBe('/m/help#deposit');
  });
});
