import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GgrReport, PaymentsReport } from '../../../../contracts/reports';
import { manilaDay, rangeProblem } from '../../stores/ReportsStore';
import { fakeOpsApi, renderOps, staffMe } from '../../test/fakes';

const RISK = staffMe('rita', ['riskCompliance']);
const figures = { stakes: 150_000, wins: 90_000, refunds: 10_000, ggr: 50_000, bets: 12 };

function ggr(from: string, to: string): GgrReport {
  return {
    from,
    to,
    rows: [{ day: to, vendor: 'House', partner: 'house', gameCode: 'slot-1', gameName: 'Lucky Slot', ...figures }],
    totals: figures,
    days: [{ day: to, ...figures }],
    vendors: [{ vendor: 'House', ...figures }],
    ledger: { net: 50_000, reconciled: true },
  };
}

const PAYMENTS: PaymentsReport = {
  from: '2026-11-01',
  to: '2026-11-02',
  rows: [
    { day: '2026-11-01', direction: 'deposit', channel: 'GCash', amount: 500_000, count: 3, reversed: 0, reversedCount: 0 },
    { day: '2026-11-02', direction: 'withdrawal', channel: 'BDO', amount: 200_000, count: 1, reversed: 0, reversedCount: 0 },
  ],
  totals: { deposits: 500_000, depositCount: 3, withdrawals: 200_000, withdrawalCount: 1, reversed: 0 },
};

function reportsApi() {
  const api = fakeOpsApi();
  vi.mocked(api.report).mockImplementation((async (name: string, range: { from: string; to: string }) =>
    name === 'ggr' ? ggr(range.from, range.to) : PAYMENTS) as never);
  return api;
}

// The screen is loaded on demand (LazyReportsScreen), and recharts takes seconds to transform on a
// fresh checkout: loaded once before the tests, each test's lazy import finds it ready, and its
// waits measure the screen, not the first transform.
beforeAll(async () => {
  await import('./ReportsScreen');
}, 120_000);

afterEach(() => vi.restoreAllMocks());

describe('the reports screen', () => {
  it('is for staff who may see reports', async () => {
    await renderOps('/ops', { api: reportsApi(), me: RISK });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Reports' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
  });

  it('is not for a support agent', async () => {
    const view = await renderOps('/ops/reports', { api: reportsApi(), me: staffMe('ana', ['supportAgent']) });
    await waitFor(() => expect(view.location()).toBe('/ops'));
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).queryByRole('link', { name: 'Reports' })).toBeNull();
  });

  it('opens on the last seven days’ GGR: totals, the ledger check, a described chart and the rows', async () => {
    const { api, store } = await renderOps('/ops/reports', { api: reportsApi(), me: RISK });
    const { from, to } = store.reports.range;
    expect(api.report).toHaveBeenCalledWith('ggr', { from, to });
    expect(rangeProblem({ from, to })).toBeNull();
    expect(to).toBe(manilaDay(Date.now()));
    const result = await screen.findByRole('region', { name: `Gross gaming revenue, ${from} to ${to}` });
    expect(within(result).getByText('Agrees with the ledger.')).toBeTruthy();
    const ggrTotal = within(result).getByText('GGR', { selector: 'dt' }).nextElementSibling;
    expect(ggrTotal?.textContent).toBe('₱500.00');
    const chart = within(result).getByRole('figure', { name: /^Chart of Gross gaming revenue per day \(Stakes, GGR\)/ });
    expect(chart.textContent).toContain('The table below lists the same figures.');
    const table = within(result).getByRole('table', { name: 'Gross gaming revenue: every row' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Vendor', 'Game', 'Bets', 'Stakes', 'Wins', 'Refunds', 'GGR']);
    const row = within(table).getByRole('cell', { name: 'Lucky Slot' }).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      to,
      'House',
      'Lucky Slot',
      '12',
      '₱1,500.00',
      '₱900.00',
      '₱100.00',
      '₱500.00',
    ]);
  });

  it('shows another report over other days, its values in words', async () => {
    const { api } = await renderOps('/ops/reports', { api: reportsApi(), me: RISK });
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'Choose a report' });
    await userEvent.selectOptions(within(form).getByLabelText('Report'), 'payments');
    fireEvent.input(within(form).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.input(within(form).getByLabelText('To'), { target: { value: '2026-11-02' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Show report' }));
    expect(api.report).toHaveBeenLastCalledWith('payments', { from: '2026-11-01', to: '2026-11-02' });
    const table = await screen.findByRole('table', { name: 'Payments: every row' });
    expect(within(table).getByRole('cell', { name: 'Deposit' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '₱5,000.00' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: /\(Deposits, Withdrawals\) from 2026-11-01 to 2026-11-02/ })).toBeTruthy();
  });

  it('refuses more days than a report covers before asking the server', async () => {
    const { api } = await renderOps('/ops/reports', { api: reportsApi(), me: RISK });
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'Choose a report' });
    fireEvent.input(within(form).getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.input(within(form).getByLabelText('To'), { target: { value: '2026-06-30' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Show report' }));
    expect(screen.getByRole('alert').textContent).toBe('A report covers at most 92 days.');
    expect(api.report).toHaveBeenCalledTimes(1);
  });

  it('downloads the CSV fetched with the staff headers and saved from memory, not through an address', async () => {
    const createObjectURL = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect([this.href, this.download]).toEqual(['blob:report', `ggr_${from}_${to}.csv`]);
    });
    const { api, store } = await renderOps('/ops/reports', { api: reportsApi(), me: RISK });
    const { from, to } = store.reports.range;
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(api.reportCsv).toHaveBeenCalledWith('ggr', { from, to });
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:report');
  });
});
