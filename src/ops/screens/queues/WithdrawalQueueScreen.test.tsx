import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeOpsApi, renderOps, staffMe } from '../../test/fakes';
import { opsWithdrawal, withdrawalRow } from '../../test/queueFakes';

const W1 = withdrawalRow(1);
const W2 = withdrawalRow(2, { state: 'on_hold', amount: 6_000_000 });

function withdrawalsApi() {
  return fakeOpsApi({
    queuePage: vi.fn(async () => ({ list: [W1, W2], nextCursor: null })) as never,
    queueCounts: vi.fn(async () => [
      { state: 'pending', count: 1, oldestWaitingSeconds: 600 },
      { state: 'on_hold', count: 1, oldestWaitingSeconds: 45 },
      { state: 'waiting_kyc', count: 0, oldestWaitingSeconds: null },
    ]),
    queueItem: vi.fn(async (_queue: string, id: string) => opsWithdrawal(id === 'W1' ? W1 : W2)) as never,
  });
}

describe('the withdrawal queue', () => {
  it('puts a pending withdrawal on hold with the note, and it leaves the pending listing', async () => {
    const api = withdrawalsApi();
    vi.mocked(api.decideQueueItem).mockResolvedValue(opsWithdrawal(W1, { status: 'on_hold' }));
    await renderOps('/ops/queues/withdrawals', { api, me: staffMe('carl', ['cashier']) });
    const counts = await screen.findByRole('list', { name: 'Waiting now' });
    expect(within(counts).getByText('oldest waiting under 1 min')).toBeTruthy();
    await userEvent.click(within(counts).getByRole('button', { name: 'Pending 1' }));
    expect(api.queuePage).toHaveBeenLastCalledWith('withdrawals', { state: 'pending' });
    expect(within(counts).getByRole('button', { name: 'Pending 1' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('pending');

    await userEvent.click(await screen.findByRole('button', { name: 'W1' }));
    const panel = await screen.findByRole('region', { name: 'Withdrawal W1' });
    expect(within(panel).getByText('09171234567')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Hold' }));
    await userEvent.type(within(panel).getByLabelText('Note for the second look (staff only)'), 'New account, second look');
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm hold' }));
    expect(api.decideQueueItem).toHaveBeenCalledWith('withdrawals', 'W1', { action: 'hold', body: { reason: 'New account, second look' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'W1' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('W1 was put on hold.');
  });

  it('offers a held withdrawal approval and rejection, not another hold', async () => {
    const api = withdrawalsApi();
    await renderOps('/ops/queues/withdrawals', { api, me: staffMe('carl', ['cashier']) });
    await userEvent.click(await screen.findByRole('button', { name: 'W2' }));
    const decisions = within(await screen.findByRole('region', { name: 'Withdrawal W2' })).getByRole('group', { name: 'Decisions' });
    expect(
      within(decisions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve', 'Reject']);
  });

  it('shows a support agent the withdrawals but no decision', async () => {
    const api = withdrawalsApi();
    await renderOps('/ops/queues/withdrawals', { api, me: staffMe('sam', ['supportAgent']) });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(expect.arrayContaining(['Deposits', 'Withdrawals', 'KYC checks']));
    await userEvent.click(await screen.findByRole('button', { name: 'W1' }));
    const panel = await screen.findByRole('region', { name: 'Withdrawal W1' });
    expect(within(panel).getByText('JUAN DELA CRUZ')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Hold' })).toBeNull();
  });

  it('is not offered to staff without withdrawals.view', async () => {
    const { location } = await renderOps('/ops/queues/withdrawals', { me: staffMe('kim', ['kycReviewer']) });
    await waitFor(() => expect(location()).toBe('/ops'));
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toContain('KYC checks');
    expect(links).not.toContain('Withdrawals');
    expect(links).not.toContain('Deposits');
  });
});
