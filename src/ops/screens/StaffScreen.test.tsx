import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { fakeOpsApi, renderOps, staffAccount } from '../test/fakes';

const ANA = staffAccount(1, 'ana', ['admin'], { lastSignInAt: '2026-11-26T09:30:00.000Z' });
const CARL = staffAccount(2, 'carl', ['cashier'], { totpEnrolled: false });

function staffApi() {
  return fakeOpsApi({ listStaff: vi.fn(async () => ({ list: [ANA, CARL] })) });
}

const rowOf = (username: string) => screen.getByRole('cell', { name: username }).closest('tr') as HTMLElement;

describe('managing staff', () => {
  it('lists every account with its roles, status and two-factor set-up', async () => {
    await renderOps('/ops/staff', { api: staffApi() });
    await screen.findByRole('table');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Username', 'Roles', 'Status', 'Two-factor', 'Last sign-in', 'Actions']);
    expect(within(rowOf('carl')).getByText('Cashier')).toBeTruthy();
    expect(within(rowOf('carl')).getByText('Not yet')).toBeTruthy();
    expect(within(rowOf('carl')).getByText('Never')).toBeTruthy();
    expect(within(rowOf('ana')).getByText('Admin')).toBeTruthy();
  });

  it('creates an account with its roles and shows its one-time password once, to copy', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dee = staffAccount(3, 'dee', ['kycReviewer', 'supportAgent'], { totpEnrolled: false });
    const api = staffApi();
    vi.mocked(api.createStaff).mockResolvedValue({ account: dee, oneTimePassword: 'OTP-abc-123' });
    await renderOps('/ops/staff', { api });
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'Create a staff member' });
    await userEvent.type(within(form).getByLabelText('Username'), 'Dee');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(form).getByRole('alert').textContent).toBe('Choose at least one role.');
    await userEvent.click(within(form).getByLabelText('KYC reviewer'));
    await userEvent.click(within(form).getByLabelText('Support agent'));
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));

    expect(api.createStaff).toHaveBeenCalledWith({ username: 'dee', roles: ['kycReviewer', 'supportAgent'] });
    expect(await screen.findByRole('heading', { name: 'dee was created' })).toBeTruthy();
    expect(screen.getByText('OTP-abc-123')).toBeTruthy();
    expect(rowOf('dee')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy One-time password' }));
    expect(writeText).toHaveBeenCalledWith('OTP-abc-123');
    expect(await screen.findByText('Copied')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('OTP-abc-123')).toBeNull();
  });

  it('changes an account’s roles', async () => {
    const api = staffApi();
    vi.mocked(api.updateStaff).mockResolvedValue({ ...CARL, roles: ['cashier', 'riskCompliance'] });
    await renderOps('/ops/staff', { api });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Change roles of carl' }));
    const form = screen.getByRole('form', { name: 'Change roles of carl' });
    expect((within(form).getByLabelText('Cashier') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(form).getByLabelText('Risk and compliance'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save roles' }));
    expect(api.updateStaff).toHaveBeenCalledWith(2, { roles: ['cashier', 'riskCompliance'] });
    await waitFor(() => expect(within(rowOf('carl')).getByText('Cashier, Risk and compliance')).toBeTruthy());
    expect(screen.queryByRole('form', { name: 'Change roles of carl' })).toBeNull();
  });

  it('disables an account only after a confirmation, and says so when the server refuses', async () => {
    const api = staffApi();
    vi.mocked(api.updateStaff)
      .mockRejectedValueOnce(new ApiError('FORBIDDEN', 'no', 403))
      .mockResolvedValueOnce({ ...CARL, disabled: true });
    await renderOps('/ops/staff', { api });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Disable carl' }));
    expect(api.updateStaff).not.toHaveBeenCalled();
    const confirm = screen.getByRole('form', { name: 'Disable carl' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('Your roles do not allow this.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(api.updateStaff).toHaveBeenLastCalledWith(2, { disabled: true });
    await waitFor(() => expect(within(rowOf('carl')).getByText('Disabled')).toBeTruthy());
    expect(within(rowOf('carl')).queryByRole('button')).toBeNull();
  });

  it('resets a lost sign-in with a reason and shows the new one-time password once', async () => {
    const api = staffApi();
    vi.mocked(api.resetStaff).mockResolvedValue({ account: { ...CARL, totpEnrolled: false }, oneTimePassword: 'OTP-new-456' });
    await renderOps('/ops/staff', { api });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Reset sign-in of carl' }));
    const form = screen.getByRole('form', { name: 'Reset sign-in of carl' });
    await userEvent.type(within(form).getByLabelText('Reason'), 'Lost the phone with the authenticator');
    await userEvent.click(within(form).getByRole('button', { name: 'Reset sign-in' }));
    expect(api.resetStaff).toHaveBeenCalledWith(2, { reason: 'Lost the phone with the authenticator' });
    expect(await screen.findByRole('heading', { name: 'carl’s sign-in was reset' })).toBeTruthy();
    expect(screen.getByText('OTP-new-456')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Reset sign-in of carl' })).toBeNull();
  });
});
