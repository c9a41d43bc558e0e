import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { encryptedSent, fakeApi, loggedInStore, memberInfoOf, payoutAccountOf, withdrawalOf, withdrawSettingsOf } from '../../test/fakes';
import { renderApp } from '../../test/render';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A verified player with a payment password and two bound accounts, on the withdraw form. */
async function openForm(settings: Parameters<typeof withdrawSettingsOf>[0] = {}) {
  const user = userEvent.setup();
  const api = fakeApi({ member: { info: memberInfoOf(0) } });
  vi.mocked(api.withdrawal.settings).mockResolvedValue(withdrawSettingsOf(settings));
  vi.mocked(api.withdrawal.accounts).mockResolvedValue([
    payoutAccountOf(),
    payoutAccountOf({ accountId: 7, kind: 'bank', bankCode: 'BPI', bankName: 'BPI', accountNumberMasked: '•••• 0123' }),
  ]);
  const store = loggedInStore(0, api);
  renderApp('/m/withdraw', store);
  await screen.findByLabelText('Amount to withdraw (₱)');
  const fill = async (amount: string, pin: string) => {
    await user.clear(screen.getByLabelText('Amount to withdraw (₱)'));
    await user.type(screen.getByLabelText('Amount to withdraw (₱)'), amount);
    await user.type(screen.getByLabelText('Payment password'), pin);
  };
  return { user, store, api, fill };
}

describe('withdraw form', () => {
  it('says what may be withdrawn before the player types, and the range', async () => {
    await openForm({ withdrawable: 450_000, turnoverLeft: 120_000 });
    expect(screen.getByText('You can withdraw ₱4,500.00 now.')).toBeTruthy();
    expect(screen.getByText('₱1,200.00 more in bets before your bonus can be withdrawn.')).toBeTruthy();
    expect(screen.getByText('From ₱100.00 to ₱100,000.00 a withdrawal')).toBeTruthy();
    const pin = screen.getByLabelText('Payment password') as HTMLInputElement;
    expect([pin.type, pin.inputMode, pin.maxLength]).toEqual(['password', 'numeric', 6]);
  });

  it('sends exactly the body, encrypted, with one Idempotency-Key, then shows the withdrawal and refreshes the wallet', async () => {
    const { user, api, fill } = await openForm();
    await user.selectOptions(screen.getByLabelText('To account'), 'BPI •••• 0123');
    await fill('1,500.50', '739155');
    const walletCalls = vi.mocked(api.wallet.gcs).mock.calls.length;
    vi.mocked(api.withdrawal.withdraw).mockResolvedValueOnce(
      withdrawalOf({
        amount: 150_050,
        reference: 'W8RT5Y2KP',
        account: payoutAccountOf({ accountId: 7, bankName: 'BPI', accountNumberMasked: '•••• 0123' }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeTruthy();
    expect(api.withdrawal.withdraw).toHaveBeenCalledTimes(1);
    expect(await encryptedSent(api.withdrawal.withdraw)).toEqual({ accountId: 7, amount: 150_050, paymentPassword: '739155' });
    const [, encryption, key] = vi.mocked(api.withdrawal.withdraw).mock.calls[0]!;
    expect(encryption).toBe('RSA-OAEP-256+A256GCM; keyId=k1');
    expect(key).toMatch(UUID);
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('₱1,500.50')).toBeTruthy();
    expect(screen.getByText('BPI •••• 0123 (Juan Dela Cruz)')).toBeTruthy();
    expect(screen.getByText('W8RT5Y2KP')).toBeTruthy();
    expect(screen.getByText(/held from your balance until it is paid/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Withdrawal requested' }));
    await waitFor(() => expect(vi.mocked(api.wallet.gcs).mock.calls.length).toBeGreaterThan(walletCalls));

    // A new withdrawal starts from fresh settings, and is a new request with a new key.
    await user.click(screen.getByRole('button', { name: 'New withdrawal' }));
    await fill('100', '739155');
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.withdrawal.withdraw).toHaveBeenCalledTimes(2));
    expect(vi.mocked(api.withdrawal.withdraw).mock.calls[1]![2]).not.toBe(key);
  });

  it('sends one request for a double tap', async () => {
    const { api, fill } = await openForm();
    await fill('500', '739155');
    const button = screen.getByRole('button', { name: 'Withdraw' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeTruthy();
    expect(api.withdrawal.withdraw).toHaveBeenCalledTimes(1);
  });

  it('checks the amount and the payment password before sending', async () => {
    const { user, api, fill } = await openForm({ withdrawable: 450_000, turnoverLeft: 120_000 });
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Enter the amount to withdraw.')).toBeTruthy();
    expect(screen.getByText('Enter the six digits.')).toBeTruthy();
    await fill('99', '739155');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('The minimum withdrawal is ₱100.00.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Amount to withdraw (₱)'));
    await user.type(screen.getByLabelText('Amount to withdraw (₱)'), '4500.01');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('You can withdraw at most ₱4,500.00 now: bet ₱1,200.00 more before your bonus can be withdrawn.')).toBeTruthy();
    expect(api.withdrawal.withdraw).not.toHaveBeenCalled();
  });

  it('shows the turnover left when the server finds the amount above the withdrawable cash', async () => {
    const { user, api, fill } = await openForm();
    vi.mocked(api.withdrawal.withdraw).mockRejectedValueOnce(
      new ApiError('WITHDRAWAL_EXCEEDS_WITHDRAWABLE', 'x', 409, { withdrawable: 50_000, turnoverLeft: 20_000, field: 'amount' }),
    );
    await fill('1000', '739155');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('You can withdraw at most ₱500.00 now: bet ₱200.00 more before your bonus can be withdrawn.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Amount to withdraw (₱)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('You can withdraw ₱500.00 now.')).toBeTruthy();
    expect(screen.getByText('₱200.00 more in bets before your bonus can be withdrawn.')).toBeTruthy();
  });

  it('shows a wrong payment password at its field with the attempts left, and asks for it again', async () => {
    const { user, api, fill } = await openForm();
    vi.mocked(api.withdrawal.withdraw).mockRejectedValueOnce(
      new ApiError('PAYMENT_PASSWORD_WRONG', 'x', 400, { attemptsLeft: 3, field: 'paymentPassword' }),
    );
    await fill('1000', '111222');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The payment password is incorrect. Tries left: 3.')).toBeTruthy();
    const pin = screen.getByLabelText('Payment password') as HTMLInputElement;
    expect(pin.value).toBe('');
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    const firstKey = vi.mocked(api.withdrawal.withdraw).mock.calls[0]![2];

    await user.type(pin, '739155');
    expect(screen.queryByText(/Tries left/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeTruthy();
    expect(vi.mocked(api.withdrawal.withdraw).mock.calls[1]![2]).not.toBe(firstKey);
  });

  it('goes back to the gate the server names when one closed meanwhile', async () => {
    const { user, api, fill } = await openForm();
    vi.mocked(api.withdrawal.withdraw).mockRejectedValueOnce(new ApiError('KYC_REQUIRED', 'x', 403, { kycStatus: 'rejected' }));
    vi.mocked(api.withdrawal.settings).mockResolvedValue(withdrawSettingsOf({ kycStatus: 'rejected' }));
    await fill('1000', '739155');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('heading', { name: 'Verify your identity first' })).toBeTruthy();
  });
});
