import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { fakeOpsApi, renderOps, staffMe } from '../../test/fakes';
import { adjustment } from '../../test/playerFakes';

const WAITING = adjustment(12, { amount: 1_500_000, state: 'pending', needsApproval: true, transferId: null, requestedBy: 'carl' });
const MINE = adjustment(14, { amount: 2_000_000, state: 'pending', needsApproval: true, transferId: null, requestedBy: 'rita' });

describe('adjustments to approve', () => {
  it('lists what waits, approves one with a reason, and offers no decision on one’s own request', async () => {
    const api = fakeOpsApi({
      adjustments: vi.fn(async () => ({ list: [WAITING, MINE], nextCursor: null })),
      decideAdjustment: vi
        .fn()
        .mockRejectedValueOnce(new ApiError('ADJUSTMENT_DECIDED', 'no', 409))
        .mockResolvedValueOnce({ ...WAITING, state: 'applied', decidedBy: 'rita', transferId: 77 }),
    });
    await renderOps('/ops/adjustments', { api, me: staffMe('rita', ['riskCompliance']) });
    const grid = await screen.findByRole('table', { name: 'Adjustments to approve' });
    expect(api.adjustments).toHaveBeenCalledWith({ state: 'pending' });
    const mine = within(grid).getByText('A14').closest('tr') as HTMLElement;
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(mine).getByText('Asked by you: another staff member decides')).toBeTruthy();

    await userEvent.click(within(grid).getByRole('button', { name: 'Approve A12' }));
    const form = screen.getByRole('form', { name: 'Approve A12: ₱15,000.00 for juan' });
    await userEvent.click(within(form).getByRole('button', { name: 'Approve: move the money' }));
    expect(within(form).getByRole('alert').textContent).toBe('Give the reason (at least 5 characters).');
    expect(api.decideAdjustment).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByLabelText('Reason'), 'Checked against the game log');
    await userEvent.click(within(form).getByRole('button', { name: 'Approve: move the money' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('This adjustment was already decided: refresh the list.');
    await userEvent.click(within(form).getByRole('button', { name: 'Approve: move the money' }));
    expect(api.decideAdjustment).toHaveBeenLastCalledWith('A12', 'approve', { reason: 'Checked against the game log' });
    expect(await screen.findByText('A12 approved: the money moved.')).toBeTruthy();
    await waitFor(() => expect(within(grid).queryByText('A12')).toBeNull());
    expect(within(grid).getByText('A14')).toBeTruthy();
  });

  it('is in the navigation for approvers only', async () => {
    await renderOps('/ops', { me: staffMe('rita', ['riskCompliance']) });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Adjustments to approve' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Players' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Audit trail' })).toBeTruthy();
  });

  it('takes a cashier home from its address', async () => {
    const { location } = await renderOps('/ops/adjustments', { me: staffMe('carl', ['cashier']) });
    expect(location()).toBe('/ops');
    expect(
      within(screen.getByRole('navigation', { name: 'Back office' })).queryByRole('link', { name: 'Adjustments to approve' }),
    ).toBeNull();
  });
});

describe('the audit trail screen', () => {
  it('shows the trail of a case typed by its id', async () => {
    const api = fakeOpsApi();
    await renderOps('/ops/audit-trail', { api, me: staffMe('rita', ['riskCompliance']) });
    await userEvent.selectOptions(screen.getByLabelText('Of'), 'A deposit');
    await userEvent.type(screen.getByLabelText('ID (like D12, W3, K7, A5)'), 'x1');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe("Type the case's ID: its letter and number, or the number.");
    await userEvent.clear(screen.getByLabelText('ID (like D12, W3, K7, A5)'));
    await userEvent.type(screen.getByLabelText('ID (like D12, W3, K7, A5)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(api.auditTrail).toHaveBeenCalledWith({ case: 'deposit:D12' }));
    expect(await screen.findByText('Nothing yet.')).toBeTruthy();
  });
});
