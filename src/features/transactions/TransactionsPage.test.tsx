import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberTransactionPage, MemberTransactionQuery } from '../../api';
import { fakeApi, loggedInStore, makeStore, memberInfoOf, transactionOf } from '../../test/fakes';
import { renderApp } from '../../test/render';

/** 23 movements, 20 a page: a deposit, a hold for a withdrawal, then bets. */
function pagedTransactions(query: MemberTransactionQuery): Promise<MemberTransactionPage> {
  const pageNo = query.pageNo ?? 1;
  const list = Array.from({ length: pageNo === 1 ? 20 : 3 }, (_, i) => {
    const n = (pageNo - 1) * 20 + i + 1;
    if (n === 1) return transactionOf(1, { txCode: 'deposit', amount: 50_000, balanceAfter: 1_050_000 });
    if (n === 2) return transactionOf(2, { txCode: 'hold', amount: -100_000, balanceAfter: 950_000 });
    return transactionOf(n);
  });
  return Promise.resolve({ list, pageNum: pageNo, totalPages: 2, totalCount: 23 });
}

function player() {
  const api = fakeApi({ member: { info: memberInfoOf(0) } });
  vi.mocked(api.wallet.transactions).mockImplementation(pagedTransactions);
  return loggedInStore(0, api);
}

const rows = () => screen.queryAllByRole('listitem');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-10T04:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('transaction history', () => {
  it('needs a real account', async () => {
    const visitor = renderApp('/m/transactions', makeStore());
    await waitFor(() => expect(visitor.location()).toBe('/m/login'));
    visitor.unmount();
    const trial = renderApp('/m/transactions', loggedInStore(4));
    await waitFor(() => expect(trial.location()).toBe('/m/home'));
    expect(screen.getByText('Please login an actual account to use this function')).toBeTruthy();
  });

  it('shows each movement’s kind, signed amount (+ in, − out), balance after and time, 20 at a time', async () => {
    const user = userEvent.setup();
    const store = player();
    renderApp('/m/transactions', store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction history' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(store.api.wallet.transactions).toHaveBeenCalledWith({ startDate: '2026-05-03', endDate: '2026-05-10', pageNo: 1, pageSize: 20 });
    const deposit = within(rows()[0]!);
    expect(deposit.getByText('Deposit')).toBeTruthy();
    expect(deposit.getByText('+₱500.00').className).toContain('record-list__in');
    expect(deposit.getByText('Balance after ₱10,500.00')).toBeTruthy();
    expect(deposit.getByText('2026-05-09', { exact: false })).toBeTruthy();
    const hold = within(rows()[1]!);
    expect(hold.getByText('Held for withdrawal')).toBeTruthy();
    expect(hold.getByText('\u2212₱1,000.00').className).toContain('record-list__out');
    expect(within(rows()[2]!).getByText('Bet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(23));
    expect(store.api.wallet.transactions).toHaveBeenLastCalledWith({
      startDate: '2026-05-03',
      endDate: '2026-05-10',
      pageNo: 2,
      pageSize: 20,
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by the kinds the server lists, each translated, starting again from the first page', async () => {
    const user = userEvent.setup();
    const store = player();
    renderApp('/m/transactions', store);
    await waitFor(() => expect(rows()).toHaveLength(20));
    const type = screen.getByLabelText('Type');
    await waitFor(() => expect(within(type).getAllByRole('option')).toHaveLength(11));
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      'Deposit',
      'Withdrawal',
      'Held for withdrawal',
      'Withdrawal returned',
      'Bet',
      'Win',
      'Bet refunded',
      'Bonus',
      'Trial credit',
      'Adjustment',
    ]);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(23));
    await user.selectOptions(type, 'Withdrawal returned');
    await waitFor(() =>
      expect(store.api.wallet.transactions).toHaveBeenLastCalledWith({
        startDate: '2026-05-03',
        endDate: '2026-05-10',
        txCode: 'release',
        pageNo: 1,
        pageSize: 20,
      }),
    );
    await waitFor(() => expect(rows()).toHaveLength(20));
  });

  it('is linked from the deposit screen', async () => {
    renderApp('/m/voucherCenter', player());
    expect((await screen.findByRole('link', { name: 'Transaction history' })).getAttribute('href')).toBe('/m/transactions');
    expect(screen.getByRole('link', { name: 'Deposit records' }).getAttribute('href')).toBe('/m/depositRecords');
  });
});
