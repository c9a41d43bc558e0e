import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DepositOrder, DepositRecords, DepositRecordsQuery } from '../../api';
import { depositOrderOf, fakeApi, loggedInStore, makeStore, memberInfoOf } from '../../test/fakes';
import { renderApp } from '../../test/render';

vi.mock('../../platform/leaveApp', () => ({ leaveAppFor: vi.fn(async () => 'left') }));
const { leaveAppFor } = await import('../../platform/leaveApp');

const manual = (n: number, overrides: Partial<DepositOrder> = {}) =>
  depositOrderOf({
    depositId: `D${n}`,
    reference: `REF${n}`,
    flow: 'manual',
    bankType: 'MT',
    bankCode: 'BDO',
    channelName: 'Bank transfer',
    checkoutUrl: null,
    payee: { bankName: 'BDO Unibank', accountName: 'Pinoy Play Gaming Corp.', accountNumber: '0012 3456 7890' },
    ...overrides,
  });

/** 25 deposits, 20 a page: the first pending manual, the second a pending gateway order, the third rejected, the rest completed. */
function pagedRecords(query: DepositRecordsQuery): Promise<DepositRecords> {
  const pageNo = query.pageNo ?? 1;
  const list = Array.from({ length: pageNo === 1 ? 20 : 5 }, (_, i) => {
    const n = (pageNo - 1) * 20 + i + 1;
    if (n === 1) return manual(1);
    if (n === 2) return depositOrderOf({ depositId: 'D2', reference: 'REF2', checkoutUrl: 'https://pay.example/checkout/cs_2' });
    if (n === 3) return manual(3, { status: 'rejected', reason: 'Receipt unreadable' });
    return depositOrderOf({ depositId: `D${n}`, reference: `REF${n}`, status: 'completed', checkoutUrl: null });
  });
  return Promise.resolve({ list, pageNum: pageNo, totalPages: 2, totalCount: 25, footer: { completedAmount: 1_100_000 } });
}

function player() {
  const api = fakeApi({ member: { info: memberInfoOf(0) } });
  vi.mocked(api.deposit.records).mockImplementation(pagedRecords);
  return loggedInStore(0, api);
}

const rows = () => screen.queryAllByRole('button', { name: /^(Bank transfer|GCash) ₱/ });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-10T04:00:00Z'));
  vi.mocked(leaveAppFor).mockClear();
});
afterEach(() => vi.useRealTimers());

describe('deposit records', () => {
  it('needs a real account', async () => {
    const visitor = renderApp('/m/depositRecords', makeStore());
    await waitFor(() => expect(visitor.location()).toBe('/m/login'));
    visitor.unmount();
    const trial = renderApp('/m/depositRecords', loggedInStore(4));
    await waitFor(() => expect(trial.location()).toBe('/m/home'));
  });

  it('lists the last 7 days, 20 at a time, with what was credited', async () => {
    const user = userEvent.setup();
    const store = player();
    renderApp('/m/depositRecords', store);
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(store.api.deposit.records).toHaveBeenCalledWith({ startDate: '2026-05-03', endDate: '2026-05-10', pageNo: 1, pageSize: 20 });
    expect(screen.getByText('Credited in this period:').textContent).toBe('Credited in this period: ₱11,000.00');
    const first = rows()[0]!;
    expect(first.textContent).toContain('Pending');
    expect(within(first).getByText('2026-05-09', { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(store.api.deposit.records).toHaveBeenLastCalledWith({ startDate: '2026-05-03', endDate: '2026-05-10', pageNo: 2, pageSize: 20 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by status and by dates, starting again from the first page', async () => {
    const user = userEvent.setup();
    const store = player();
    renderApp('/m/depositRecords', store);
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.selectOptions(screen.getByLabelText('Status'), 'Completed');
    await waitFor(() =>
      expect(store.api.deposit.records).toHaveBeenLastCalledWith({
        startDate: '2026-05-03',
        endDate: '2026-05-10',
        status: 'completed',
        pageNo: 1,
        pageSize: 20,
      }),
    );
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-05-01');
    await waitFor(() =>
      expect(store.api.deposit.records).toHaveBeenLastCalledWith(
        expect.objectContaining({ startDate: '2026-05-01', status: 'completed', pageNo: 1 }),
      ),
    );
  });

  it('cancels a pending manual order from its row, after asking', async () => {
    const user = userEvent.setup();
    const store = player();
    vi.mocked(store.api.deposit.cancel).mockResolvedValue(manual(1, { status: 'cancelled' }));
    renderApp('/m/depositRecords', store);
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getAllByRole('button', { name: /^Cancel deposit/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Cancel deposit REF1',
    ]);
    await user.click(screen.getByRole('button', { name: 'Cancel deposit REF1' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel this deposit?' })).getByRole('button', { name: 'Cancel deposit' }));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Cancelled'));
    expect(store.api.deposit.cancel).toHaveBeenCalledWith('D1');
    expect(screen.queryByRole('button', { name: /^Cancel deposit/ })).toBeNull();
  });

  it('opens a pending manual deposit’s details: its reference, the account to pay, and its page', async () => {
    const user = userEvent.setup();
    const { url } = renderApp('/m/depositRecords', player());
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(rows()[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Deposit details' });
    expect(within(dialog).getByText('REF1')).toBeTruthy();
    expect(within(dialog).getByText('0012 3456 7890')).toBeTruthy();
    await user.click(within(dialog).getByRole('link', { name: 'Open deposit' }));
    expect(url()).toBe('/m/depositResult?depositId=D1');
  });

  it('takes a pending gateway deposit back to the provider’s page, by way of its result page', async () => {
    const user = userEvent.setup();
    const { url } = renderApp('/m/depositRecords', player());
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(rows()[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Deposit details' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(leaveAppFor).toHaveBeenCalledWith('https://pay.example/checkout/cs_2');
    expect(url()).toBe('/m/depositResult?depositId=D2');
  });

  it('shows why a deposit was rejected', async () => {
    const user = userEvent.setup();
    renderApp('/m/depositRecords', player());
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(rows()[2]!);
    const dialog = screen.getByRole('dialog', { name: 'Deposit details' });
    expect(within(dialog).getByText('Receipt unreadable')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Open deposit' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
