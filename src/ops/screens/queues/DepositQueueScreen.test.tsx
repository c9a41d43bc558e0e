import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { APPROVAL_REASON_THRESHOLD, type DepositQueueRow } from '../../../../contracts/queues';
import { fakeOpsApi, renderOps, staffMe } from '../../test/fakes';
import { depositRow, opsDeposit } from '../../test/queueFakes';

const D1 = depositRow(1, { waitingSeconds: 7500 });
const D2 = depositRow(2, { amount: 90_000, waitingSeconds: 300, flow: 'crypto', channelName: 'USDT (TRC20)' });
const cashier = staffMe('carl', ['cashier']);

/** The cashier's API: `pages` answered one after the other, or D1 and D2 whatever is asked. */
function depositsApi(pages?: { list: DepositQueueRow[]; nextCursor: string | null }[]) {
  const api = fakeOpsApi({
    queueCounts: vi.fn(async () => [
      { state: 'pending', count: 0, oldestWaitingSeconds: null },
      { state: 'reviewing', count: 2, oldestWaitingSeconds: 7500 },
    ]),
    queueItem: vi.fn(async (_queue, id) => opsDeposit(id === 'D1' ? D1 : D2)) as never,
  });
  if (!pages) vi.mocked(api.queuePage).mockResolvedValue({ list: [D1, D2], nextCursor: null } as never);
  for (const page of pages ?? []) vi.mocked(api.queuePage).mockResolvedValueOnce(page as never);
  return api;
}

const rowOf = (id: string) => screen.getByRole('button', { name: id }).closest('tr') as HTMLElement;
const lastQuery = (api: ReturnType<typeof fakeOpsApi>) => vi.mocked(api.queuePage).mock.lastCall?.[1];

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() });
});

describe('the deposit queue', () => {
  it('lists the deposits waiting with each state’s count and its oldest’s wait', async () => {
    const api = depositsApi();
    await renderOps('/ops/queues/deposits', { api, me: cashier });
    expect(await screen.findByRole('table', { name: 'Deposits' })).toBeTruthy();
    expect(api.queuePage).toHaveBeenCalledWith('deposits', {});
    expect(within(rowOf('D1')).getByText('₱1,500.00')).toBeTruthy();
    expect(within(rowOf('D1')).getByText('2 h 5 min')).toBeTruthy();
    expect(within(rowOf('D2')).getByText('Crypto')).toBeTruthy();
    const counts = screen.getByRole('list', { name: 'Waiting now' });
    expect(within(counts).getByRole('button', { name: 'Receipt to check 2' })).toBeTruthy();
    expect(within(counts).getByText('oldest waiting 2 h 5 min')).toBeTruthy();
    expect(within(counts).getByText('nothing waiting')).toBeTruthy();
  });

  it('sorts by a header’s click: the server is asked for that order and the header says it', async () => {
    const api = depositsApi();
    await renderOps('/ops/queues/deposits', { api, me: cashier });
    await screen.findByRole('table');
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Waiting').getAttribute('aria-sort')).toBe('descending');
    expect(header('Amount').getAttribute('aria-sort')).toBe('none');
    expect(header('Player').hasAttribute('aria-sort')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: /^Amount/ }));
    expect(lastQuery(api)).toEqual({ sort: 'amount' });
    await waitFor(() => expect(header('Amount').getAttribute('aria-sort')).toBe('descending'));
    await userEvent.click(screen.getByRole('button', { name: /^Amount/ }));
    expect(lastQuery(api)).toEqual({ sort: 'amount', direction: 'asc' });
    await waitFor(() => expect(header('Amount').getAttribute('aria-sort')).toBe('ascending'));
    await userEvent.click(screen.getByRole('button', { name: /^Waiting/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Waiting/ }));
    expect(lastQuery(api)).toEqual({ sort: 'created' }); // the shortest wait first: the newest first
    await waitFor(() => expect(header('Waiting').getAttribute('aria-sort')).toBe('ascending'));
  });

  it('pages on after the cursor, and starts again at the first page', async () => {
    const api = depositsApi([
      { list: [D1], nextCursor: 'after-D1' },
      { list: [D2], nextCursor: null },
      { list: [D1], nextCursor: 'after-D1' },
    ]);
    await renderOps('/ops/queues/deposits', { api, me: cashier });
    await screen.findByRole('button', { name: 'D1' });
    expect((screen.getByRole('button', { name: 'First page' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(lastQuery(api)).toEqual({ cursor: 'after-D1' });
    await screen.findByRole('button', { name: 'D2' });
    expect(screen.queryByRole('button', { name: 'D1' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(lastQuery(api)).toEqual({});
    await screen.findByRole('button', { name: 'D1' });
  });

  it('filters by flow and amount, from the first page', async () => {
    const api = depositsApi();
    await renderOps('/ops/queues/deposits', { api, me: cashier });
    await screen.findByRole('table');
    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.selectOptions(within(filters).getByLabelText('Flow'), 'Bank transfer');
    await userEvent.type(within(filters).getByLabelText('Minimum amount (₱)'), '1,000');
    await userEvent.type(within(filters).getByLabelText('Channel code'), 'bdo');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(lastQuery(api)).toEqual({ flow: 'manual', channel: 'BDO', minAmount: 100_000 });
  });

  it('shows the receipt fetched with the staff headers, approves, and the row leaves while the counts are read again', async () => {
    const api = depositsApi();
    vi.mocked(api.decideQueueItem).mockResolvedValue(opsDeposit(D1, { status: 'completed' }));
    await renderOps('/ops/queues/deposits', { api, me: cashier });
    await userEvent.click(await screen.findByRole('button', { name: 'D1' }));
    const panel = await screen.findByRole('region', { name: 'Deposit D1' });
    const receipt = await within(panel).findByRole('img', { name: 'Receipt of D1' });
    expect(receipt.getAttribute('src')).toBe('blob:receipt');
    expect(api.depositReceipt).toHaveBeenCalledWith('D1');
    expect(within(panel).getByText('IP 2026 1126')).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm approval' }));
    expect(api.decideQueueItem).toHaveBeenCalledWith('deposits', 'D1', { action: 'approve', body: {} });
    expect(await screen.findByText('D1 was approved.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'D1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'D2' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Deposit D1' })).toBeNull();
    await waitFor(() => expect(api.queueCounts).toHaveBeenCalledTimes(2));
  });

  it('rejects only with the reason the player reads, and asks a reason for a large approval', async () => {
    const large = depositRow(3, { amount: APPROVAL_REASON_THRESHOLD });
    const api = depositsApi([{ list: [D1, large], nextCursor: null }]);
    vi.mocked(api.queueItem).mockImplementation((async (_queue: string, id: string) => opsDeposit(id === 'D1' ? D1 : large)) as never);
    vi.mocked(api.decideQueueItem).mockImplementation((async (_queue: string, id: string) =>
      opsDeposit(id === 'D1' ? D1 : large, { status: id === 'D1' ? 'rejected' : 'completed' })) as never);
    await renderOps('/ops/queues/deposits', { api, me: cashier });

    await userEvent.click(await screen.findByRole('button', { name: 'D1' }));
    let panel = await screen.findByRole('region', { name: 'Deposit D1' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm rejection' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Give the reason (at least 5 characters).');
    expect(api.decideQueueItem).not.toHaveBeenCalled();
    await userEvent.type(within(panel).getByLabelText('Reason (the player reads it)'), '  No   transfer arrived ');
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm rejection' }));
    expect(api.decideQueueItem).toHaveBeenCalledWith('deposits', 'D1', { action: 'reject', body: { reason: 'No transfer arrived' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'D1' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'D3' }));
    panel = await screen.findByRole('region', { name: 'Deposit D3' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Approve' }));
    await userEvent.type(within(panel).getByLabelText('Reason for approving this large amount'), 'Regular payer, receipt checked');
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm approval' }));
    expect(api.decideQueueItem).toHaveBeenLastCalledWith('deposits', 'D3', {
      action: 'approve',
      body: { reason: 'Regular payer, receipt checked' },
    });
  });

  it('says why the server refused a decision, and keeps the row', async () => {
    const api = depositsApi();
    vi.mocked(api.decideQueueItem).mockRejectedValue(new ApiError('DEPOSIT_NOT_PENDING', 'no', 409));
    await renderOps('/ops/queues/deposits', { api, me: cashier });
    await userEvent.click(await screen.findByRole('button', { name: 'D1' }));
    const panel = await screen.findByRole('region', { name: 'Deposit D1' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm approval' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('This deposit was already decided: refresh the list.');
    expect(screen.getByRole('button', { name: 'D1' })).toBeTruthy();
  });

  it('offers no decision on a provider’s payment, settled by the provider', async () => {
    const gateway = depositRow(4, { flow: 'gateway', state: 'pending', receiptUploaded: false });
    const api = depositsApi([{ list: [D1, gateway], nextCursor: null }]);
    vi.mocked(api.queueItem).mockImplementation((async (_queue: string, id: string) => opsDeposit(id === 'D1' ? D1 : gateway)) as never);
    await renderOps('/ops/queues/deposits', { api, me: cashier });
    await userEvent.click(await screen.findByRole('button', { name: 'D4' }));
    const panel = await screen.findByRole('region', { name: 'Deposit D4' });
    expect(within(panel).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(api.depositReceipt).not.toHaveBeenCalled();
  });
});
