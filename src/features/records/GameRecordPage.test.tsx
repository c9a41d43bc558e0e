import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Order, type OrderPage } from '../../api';
import { fakeApi, loggedInStore, makeStore, memberInfoOf } from '../../test/fakes';
import { renderApp } from '../../test/render';

const orderOf = (n: number, overrides: Partial<Order> = {}): Order => ({
  orderId: `HOUSE:r${n}`,
  gameName: `Game ${n}`,
  gameType: 'RNG',
  nodeId: n,
  stake: 1000,
  win: 2550,
  profit: 1550,
  status: 'settled',
  placedAt: '2026-05-09T10:15:00.000Z',
  settledAt: '2026-05-09T10:15:02.000Z',
  ...overrides,
});

/** 25 rounds, 20 a page. */
function pagedOrders(): (query: { pageNo: number }) => Promise<OrderPage> {
  return async ({ pageNo }) => ({
    list: Array.from({ length: pageNo === 1 ? 20 : 5 }, (_, i) => orderOf((pageNo - 1) * 20 + i + 1)),
    pageNum: pageNo,
    totalPages: 2,
    totalCount: 25,
  });
}

const rounds = () => screen.queryAllByRole('button', { name: /^Game \d+/ });

function playerWith(orders: (query: { pageNo: number }) => Promise<OrderPage>, type = 0) {
  const api = fakeApi({ member: { info: memberInfoOf(type) } });
  vi.mocked(api.records.orders).mockImplementation(orders);
  return loggedInStore(type, api);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-10T04:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('betting record', () => {
  it('sends visitors to log in', async () => {
    const { location } = renderApp('/m/gameRecord', makeStore());
    await waitFor(() => expect(location()).toBe('/m/login'));
  });

  it('opens for trial players on the last 7 days, 20 rounds a page', async () => {
    const store = playerWith(pagedOrders(), 4);
    renderApp('/m/gameRecord', store);
    expect(((await screen.findByLabelText('From')) as HTMLInputElement).value).toBe('2026-05-03');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-05-10');
    await waitFor(() => expect(rounds()).toHaveLength(20));
    expect(store.api.records.orders).toHaveBeenCalledWith({
      startDate: '2026-05-03',
      endDate: '2026-05-10',
      gameType: undefined,
      pageNo: 1,
      pageSize: 20,
    });
  });

  it('shows each round\u2019s game, stake, win, profit in the merchant currency, local time and status', async () => {
    renderApp(
      '/m/gameRecord',
      playerWith(async () => ({
        list: [orderOf(1, { profit: -1000, win: 0, status: 'refunded' })],
        pageNum: 1,
        totalPages: 1,
        totalCount: 1,
      })),
    );
    const round = await screen.findByRole('button', { name: /^Game 1/ });
    expect(within(round).getByText('₱10.00')).toBeTruthy();
    expect(within(round).getByText('₱0.00')).toBeTruthy();
    expect(within(round).getByText('-₱10.00')).toBeTruthy();
    expect(within(round).getByText('Refunded')).toBeTruthy();
    expect(within(round).getByText(dayjs('2026-05-09T10:15:00.000Z').format('YYYY-MM-DD HH:mm:ss'))).toBeTruthy();
  });

  it('shows a round without a result yet (a lottery ticket before its draw) as awaiting its result', async () => {
    renderApp(
      '/m/gameRecord',
      playerWith(async () => ({
        list: [orderOf(1, { profit: -1000, win: 0, status: 'pending' })],
        pageNum: 1,
        totalPages: 1,
        totalCount: 1,
      })),
    );
    const round = await screen.findByRole('button', { name: /^Game 1/ });
    expect(within(round).getByText('Awaiting result')).toBeTruthy();
  });

  it('loads more while there are more pages', async () => {
    const user = userEvent.setup();
    const store = playerWith(pagedOrders());
    renderApp('/m/gameRecord', store);
    await waitFor(() => expect(rounds()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rounds()).toHaveLength(25));
    expect(store.api.records.orders).toHaveBeenLastCalledWith(expect.objectContaining({ pageNo: 2 }));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says No records when the range has none', async () => {
    renderApp('/m/gameRecord', loggedInStore());
    expect(await screen.findByText('No records')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by game type from page 1', async () => {
    const user = userEvent.setup();
    const store = playerWith(pagedOrders());
    renderApp('/m/gameRecord', store);
    const select = await screen.findByRole('combobox', { name: 'Game type' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Slots' })).toBeTruthy());
    expect(within(select).getAllByRole('option')[0]!.textContent).toBe('All');
    await user.selectOptions(select, 'RNG');
    await waitFor(() => expect(store.api.records.orders).toHaveBeenLastCalledWith(expect.objectContaining({ gameType: 'RNG', pageNo: 1 })));
  });

  it('offers game types only, not menu entries such as Promotions', async () => {
    const store = playerWith(pagedOrders());
    renderApp('/m/gameRecord', store);
    const select = await screen.findByRole('combobox', { name: 'Game type' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Slots' })).toBeTruthy());
    const values = within(select)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(values).toEqual(['', 'RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'POKER', 'COCKFIGHT', 'LOTT', 'ELOTT']);
    expect(within(select).queryByRole('option', { name: 'Promotions' })).toBeNull();
  });

  it('keeps the end date not before the start date', async () => {
    const store = playerWith(pagedOrders());
    renderApp('/m/gameRecord', store);
    const to = (await screen.findByLabelText('To')) as HTMLInputElement;
    fireEvent.input(to, { target: { value: '2026-05-01' } });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-05-01');
    expect(to.value).toBe('2026-05-01');
    await waitFor(() =>
      expect(store.api.records.orders).toHaveBeenLastCalledWith(
        expect.objectContaining({ startDate: '2026-05-01', endDate: '2026-05-01', pageNo: 1 }),
      ),
    );
  });

  it('shows a refusal in the player\u2019s language', async () => {
    renderApp(
      '/m/gameRecord',
      playerWith(() => Promise.reject(new ApiError('INVALID_INPUT', 'startDate must not be after endDate', 400))),
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please check what you entered and try again.');
  });

  it('opens a round\u2019s bet and win lines with the balance after each', async () => {
    const user = userEvent.setup();
    const store = playerWith(pagedOrders());
    vi.mocked(store.api.records.detail).mockResolvedValue({
      orderId: 'HOUSE:r1',
      lines: [
        { transactionId: 't1', kind: 'bet', state: 'applied', amount: 1000, balanceAfter: 99_000, time: '2026-05-09T10:15:00.000Z' },
        { transactionId: 't2', kind: 'win', state: 'applied', amount: 2550, balanceAfter: 101_550, time: '2026-05-09T10:15:02.000Z' },
      ],
      roundPage: 'http://localhost:8081/rounds/r1',
      slip: null,
      cancellableUntil: null,
    });
    renderApp('/m/gameRecord', store);
    await user.click(await screen.findByRole('button', { name: /^Game 1 / }));
    const dialog = await screen.findByRole('dialog', { name: 'Round details' });
    expect(store.api.records.detail).toHaveBeenCalledWith('HOUSE:r1');
    const lines = await within(dialog).findAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('Bet')).toBeTruthy();
    expect(within(lines[0]!).getByText('₱990.00')).toBeTruthy();
    expect(within(lines[1]!).getByText('Win')).toBeTruthy();
    expect(within(lines[1]!).getByText('₱1,015.50')).toBeTruthy();
    // The provider's own record of the round (seeds, outcome), in a page of its own.
    const check = within(dialog).getByRole('link', { name: 'Check this round with the game provider' });
    expect(check.getAttribute('href')).toBe('http://localhost:8081/rounds/r1');
    expect(check.getAttribute('rel')).toBe('noopener noreferrer');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Round details' })).toBeNull();
  });

  it('shows a parlay\u2019s legs: each match, the pick at its odds, the final score and how it ended', async () => {
    const user = userEvent.setup();
    const store = playerWith(pagedOrders());
    const leg = { competition: 'MPL Philippines', kickoffAt: '2026-05-09T10:00:00.000Z', line: null, score: null };
    vi.mocked(store.api.records.detail).mockResolvedValue({
      orderId: 'arena:s1',
      lines: [{ transactionId: 't1', kind: 'bet', state: 'applied', amount: 1000, balanceAfter: 99_000, time: '2026-05-09T10:15:00.000Z' }],
      roundPage: 'http://localhost:8081/v/arena/rounds/s1',
      slip: {
        kind: 'parlay',
        odds: 3.42,
        legs: [
          {
            ...leg,
            home: 'Blacklist',
            away: 'Echo',
            market: 'winner',
            selection: 'away',
            odds: 1.8,
            outcome: 'won',
            score: { home: 1, away: 2 },
          },
          { ...leg, home: 'Onic', away: 'RSG', market: 'total', selection: 'over', line: 2.5, odds: 1.9, outcome: null },
        ],
      },
      cancellableUntil: null,
    });
    renderApp('/m/gameRecord', store);
    await user.click(await screen.findByRole('button', { name: /^Game 1 / }));
    const dialog = await screen.findByRole('dialog', { name: 'Round details' });
    const slip = await within(dialog).findByRole('region', { name: 'Parlay, 2 legs at 3.42' });
    const legs = within(slip).getAllByRole('listitem');
    expect(legs.map((li) => li.textContent)).toEqual([
      'MPL PhilippinesBlacklist vs EchoWonEcho to win at 1.80Final score 1-2',
      'MPL PhilippinesOnic vs RSGAwaiting resultOver 2.5 at 1.90',
    ]);
  });

  it('cancels a lottery ticket while its draw sells, once the player confirms, and shows the stake back', async () => {
    const user = userEvent.setup();
    const store = playerWith(pagedOrders());
    const bet = {
      transactionId: 't1',
      kind: 'bet' as const,
      state: 'applied',
      amount: 5000,
      balanceAfter: 95_000,
      time: '2026-05-09T10:15:00.000Z',
    };
    const until = new Date(Date.now() + 60_000).toISOString();
    vi.mocked(store.api.records.detail).mockResolvedValue({
      orderId: 'house:t1',
      lines: [bet],
      roundPage: null,
      slip: null,
      cancellableUntil: until,
    });
    vi.mocked(store.api.records.cancel).mockResolvedValue({
      orderId: 'house:t1',
      lines: [
        { ...bet, state: 'rolled_back' },
        { ...bet, transactionId: 't2', kind: 'rollback', balanceAfter: 100_000 },
      ],
      roundPage: null,
      slip: null,
      cancellableUntil: null,
    });
    renderApp('/m/gameRecord', store);
    await user.click(await screen.findByRole('button', { name: /^Game 1 / }));
    const dialog = await screen.findByRole('dialog', { name: 'Round details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel this bet' }));
    const ask = within(dialog).getByRole('group', { name: 'Cancel this bet' });
    expect(ask.textContent).toContain('The stake comes back to your balance.');
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(store.api.records.cancel).not.toHaveBeenCalled();

    const listed = vi.mocked(store.api.records.orders).mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel this bet' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(store.api.records.cancel).toHaveBeenCalledWith('HOUSE:r1'));
    expect(await within(dialog).findByText('Rollback')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cancel this bet' })).toBeNull();
    expect(store.ui.toast?.key).toBe('betting.cancelled');
    // The list is read again, where the round shows refunded.
    await waitFor(() => expect(vi.mocked(store.api.records.orders).mock.calls.length).toBeGreaterThan(listed));
  });

  it('says so when the draw closed before the cancel arrived', async () => {
    const user = userEvent.setup();
    const store = playerWith(pagedOrders());
    const until = new Date(Date.now() + 60_000).toISOString();
    vi.mocked(store.api.records.detail).mockResolvedValue({
      orderId: 'house:t1',
      lines: [],
      roundPage: null,
      slip: null,
      cancellableUntil: until,
    });
    vi.mocked(store.api.records.cancel).mockRejectedValue(
      new ApiError('ORDER_NOT_CANCELLABLE', 'This bet can no longer be cancelled', 409),
    );
    renderApp('/m/gameRecord', store);
    await user.click(await screen.findByRole('button', { name: /^Game 1 / }));
    const dialog = await screen.findByRole('dialog', { name: 'Round details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel this bet' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This bet can no longer be cancelled.');
  });
});
