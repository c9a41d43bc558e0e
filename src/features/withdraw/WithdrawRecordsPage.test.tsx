import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WithdrawalRecords, WithdrawalRecordsQuery } from '../../api';
import { fakeApi, loggedInStore, makeStore, memberInfoOf, withdrawalOf } from '../../test/fakes';
import { renderApp } from '../../test/render';

/** 25 withdrawals, 20 a page: the first rejected by the operator, the second failed at the bank, the rest paid. */
function pagedRecords(query: WithdrawalRecordsQuery): Promise<WithdrawalRecords> {
  const pageNo = query.pageNo ?? 1;
  const list = Array.from({ length: pageNo === 1 ? 20 : 5 }, (_, i) => {
    const n = (pageNo - 1) * 20 + i + 1;
    if (n === 1) return withdrawalOf({ withdrawalId: 'W1', status: 'rejected', reason: 'Duplicate request, please ask once.' });
    if (n === 2) return withdrawalOf({ withdrawalId: 'W2', status: 'failed', reason: 'INVALID_DESTINATION' });
    return withdrawalOf({ withdrawalId: `W${n}`, reference: `WREF${n}`, status: 'completed' });
  });
  return Promise.resolve({ list, pageNum: pageNo, totalPages: 2, totalCount: 25 });
}

function player() {
  const api = fakeApi({ member: { info: memberInfoOf(0) } });
  vi.mocked(api.withdrawal.records).mockImplementation(pagedRecords);
  return loggedInStore(0, api);
}

const rows = () => screen.queryAllByRole('listitem');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-10T04:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('withdrawal records', () => {
  it('needs a real account', async () => {
    const visitor = renderApp('/m/withdrawRecords', makeStore());
    await waitFor(() => expect(visitor.location()).toBe('/m/login'));
    visitor.unmount();
    const trial = renderApp('/m/withdrawRecords', loggedInStore(4));
    await waitFor(() => expect(trial.location()).toBe('/m/home'));
  });

  it('lists the last 7 days with status, amount, account, time and why one ended unpaid, 20 at a time', async () => {
    const user = userEvent.setup();
    const store = player();
    renderApp('/m/withdrawRecords', store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawal records' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(store.api.withdrawal.records).toHaveBeenCalledWith({ startDate: '2026-05-03', endDate: '2026-05-10', pageNo: 1, pageSize: 20 });
    const rejected = within(rows()[0]!);
    expect(rejected.getByText('GCash •••• 4567')).toBeTruthy();
    expect(rejected.getByText('₱1,000.00')).toBeTruthy();
    expect(rejected.getByText('Rejected')).toBeTruthy();
    expect(rejected.getByText('2026-05-09', { exact: false })).toBeTruthy();
    expect(rejected.getByText('Reason: Duplicate request, please ask once.')).toBeTruthy();
    expect(within(rows()[1]!).getByText(/Reason: The account could not receive it: check the account number/)).toBeTruthy();
    expect(within(rows()[2]!).getByText('Paid')).toBeTruthy();
    expect(within(rows()[2]!).queryByText(/Reason/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(store.api.withdrawal.records).toHaveBeenLastCalledWith({
      startDate: '2026-05-03',
      endDate: '2026-05-10',
      pageNo: 2,
      pageSize: 20,
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by status and by dates, starting again from the first page', async () => {
    const user = userEvent.setup();
    const store = player();
    renderApp('/m/withdrawRecords', store);
    await waitFor(() => expect(rows()).toHaveLength(20));
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Pending', 'On hold', 'Waiting for verification', 'Approved', 'Being paid', 'Paid', 'Rejected', 'Failed']);
    await user.selectOptions(status, 'Waiting for verification');
    await waitFor(() =>
      expect(store.api.withdrawal.records).toHaveBeenLastCalledWith({
        startDate: '2026-05-03',
        endDate: '2026-05-10',
        status: 'waiting_kyc',
        pageNo: 1,
        pageSize: 20,
      }),
    );
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-04-20');
    await waitFor(() =>
      expect(store.api.withdrawal.records).toHaveBeenLastCalledWith(
        expect.objectContaining({ startDate: '2026-04-20', status: 'waiting_kyc', pageNo: 1 }),
      ),
    );
  });

  it('says when there is none', async () => {
    renderApp('/m/withdrawRecords', loggedInStore());
    expect(await screen.findByText('No withdrawals')).toBeTruthy();
  });
});
