import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { encryptedSent as sent, fakeApi, loggedInStore, makeStore, memberInfoOf, walletOf, withdrawSettingsOf } from '../../test/fakes';
import { renderApp } from '../../test/render';

/** A real player whose withdraw settings, bound accounts and wallet answer as given. */
function player(overrides: { settings?: Parameters<typeof withdrawSettingsOf>[0]; accounts?: [] } = {}) {
  const api = fakeApi({ member: { info: memberInfoOf(0) } });
  vi.mocked(api.withdrawal.settings).mockResolvedValue(withdrawSettingsOf(overrides.settings));
  if (overrides.accounts) vi.mocked(api.withdrawal.accounts).mockResolvedValue(overrides.accounts);
  return loggedInStore(0, api);
}

describe('withdraw page: the gates, explained before the player types', () => {
  it('needs a real account', async () => {
    const visitor = renderApp('/m/withdraw', makeStore());
    await waitFor(() => expect(visitor.location()).toBe('/m/login'));
    visitor.unmount();
    const trial = renderApp('/m/withdraw', loggedInStore(4));
    await waitFor(() => expect(trial.location()).toBe('/m/home'));
    expect(screen.getByText('Please login an actual account to use this function')).toBeTruthy();
  });

  it('shows the wallet’s parts and links to the withdrawal records and the transaction history', async () => {
    const store = player();
    vi.mocked(store.api.wallet.gcs).mockResolvedValue({
      ...walletOf(1_250_000, { cash: 1_000_000, bonus: 250_000, held: 50_000 }),
      turnoverLeft: 300_000,
    });
    renderApp('/m/withdraw', store);
    const cash = await screen.findByText('Cash');
    await waitFor(() => expect(cash.nextElementSibling?.textContent).toBe('₱10,000.00'));
    expect(screen.getByText('Bonus').nextElementSibling?.textContent).toBe('₱2,500.00');
    expect(screen.getByText('Held for withdrawals').nextElementSibling?.textContent).toBe('₱500.00');
    expect(screen.getAllByText('₱3,000.00 more in bets before your bonus can be withdrawn.')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Withdrawal records' }).getAttribute('href')).toBe('/m/withdrawRecords');
    expect(screen.getByRole('link', { name: 'Transaction history' }).getAttribute('href')).toBe('/m/transactions');
  });

  it('tells an unverified player to verify first, and where, with no form', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/m/withdraw', player({ settings: { kycStatus: 'unverified', paymentPasswordSet: false } }));
    expect(await screen.findByRole('heading', { name: 'Verify your identity first' })).toBeTruthy();
    expect(screen.getByText(/paid only to players whose identity is verified/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Identity verification' }));
    expect(location()).toBe('/m/member/verification');
  });

  it('tells a refused player to send the verification again', async () => {
    renderApp('/m/withdraw', player({ settings: { kycStatus: 'rejected' } }));
    expect(await screen.findByText(/was not approved/)).toBeTruthy();
    expect(screen.queryByLabelText('Payment password')).toBeNull();
  });

  it('says a withdrawal waits for a verification under review', async () => {
    renderApp('/m/withdraw', player({ settings: { kycStatus: 'pending' } }));
    expect(await screen.findByText(/still being reviewed: you may request a withdrawal now/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    // Binding needs the verified name, so no second account may be added yet.
    expect(screen.queryByRole('button', { name: 'Add another payout account' })).toBeNull();
  });

  it('does not offer to bind an account before the verification is approved', async () => {
    const store = player({ settings: { kycStatus: 'pending' }, accounts: [] });
    renderApp('/m/withdraw', store);
    expect(await screen.findByText(/You can add a payout account once it is approved/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Add a payout account' })).toBeNull();
    expect(store.api.withdrawal.banks).not.toHaveBeenCalled();
  });
});

describe('withdraw page: setting the payment password', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, pin: string, confirm: string, password: string) => {
    await user.type(await screen.findByLabelText('New payment password (6 digits)'), pin);
    await user.type(screen.getByLabelText('Confirm payment password'), confirm);
    if (password) await user.type(screen.getByLabelText('Login password'), password);
    await user.click(screen.getByRole('button', { name: 'Save payment password' }));
  };

  it('asks for six digits on the number pad, masked, checks them, then sends them encrypted with the login password', async () => {
    const user = userEvent.setup();
    const store = player({ settings: { paymentPasswordSet: false } });
    vi.mocked(store.api.withdrawal.settings)
      .mockResolvedValueOnce(withdrawSettingsOf({ paymentPasswordSet: false }))
      .mockResolvedValue(withdrawSettingsOf());
    renderApp('/m/withdraw', store);
    expect(await screen.findByRole('heading', { name: 'Set a payment password' })).toBeTruthy();
    const pin = screen.getByLabelText('New payment password (6 digits)') as HTMLInputElement;
    expect([pin.type, pin.inputMode, pin.autocomplete]).toEqual(['password', 'numeric', 'off']);

    await fill(user, '73a9x1', '739', '');
    expect(pin.value).toBe('7391');
    expect(screen.getByText('Enter the six digits.')).toBeTruthy();
    expect(screen.getByText('Enter password')).toBeTruthy();
    await user.type(pin, '5555');
    expect(pin.value).toBe('739155');
    await user.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect(screen.getByText('The two payment passwords do not match.')).toBeTruthy();
    expect(store.api.security.setPaymentPassword).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Confirm payment password'), '155');
    await user.type(screen.getByLabelText('Login password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Save payment password' }));
    await waitFor(() => expect(store.api.security.setPaymentPassword).toHaveBeenCalledTimes(1));
    expect(await sent(store.api.security.setPaymentPassword)).toEqual({ loginPassword: 'demo1234', paymentPassword: '739155' });
    expect(vi.mocked(store.api.security.setPaymentPassword).mock.calls[0]![1]).toBe('RSA-OAEP-256+A256GCM; keyId=k1');
    // The next gate follows: the player has an account, so the withdraw form.
    expect(await screen.findByLabelText('Amount to withdraw (₱)')).toBeTruthy();
    expect(store.api.withdrawal.settings).toHaveBeenCalledTimes(2);
  });

  it('shows the server’s refusals at their fields: a guessable PIN, a wrong login password', async () => {
    const user = userEvent.setup();
    const store = player({ settings: { paymentPasswordSet: false } });
    vi.mocked(store.api.security.setPaymentPassword)
      .mockRejectedValueOnce(new ApiError('PAYMENT_PASSWORD_WEAK', 'x', 400, { field: 'paymentPassword' }))
      .mockRejectedValueOnce(new ApiError('FIELD_INVALID', 'x', 400, { field: 'loginPassword' }));
    renderApp('/m/withdraw', store);
    await fill(user, '123456', '123456', 'demo1234');
    expect(await screen.findByText('Choose six digits that are not all the same or in a row.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect(await screen.findByText('The login password is incorrect.')).toBeTruthy();
    expect(screen.getByLabelText('Login password').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('withdraw page: binding a payout account', () => {
  const open = async () => {
    const store = player({ accounts: [] });
    renderApp('/m/withdraw', store);
    expect(await screen.findByRole('heading', { name: 'Add a payout account' })).toBeTruthy();
    return store;
  };

  it('offers the e-wallets first and says the name must be the player’s own verified name', async () => {
    await open();
    const select = screen.getByLabelText('Bank or e-wallet') as HTMLSelectElement;
    expect(select.value).toBe('GCASH');
    expect(
      within(select)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['E-wallets', 'Banks']);
    expect(screen.getByText('Your own name, as verified: payouts go only to accounts in your name.')).toBeTruthy();
  });

  it('refuses a number that is not the bank’s at the field, without asking the server', async () => {
    const user = userEvent.setup();
    const store = await open();
    await user.type(screen.getByLabelText('Account name'), 'Juan Dela Cruz');
    await user.type(screen.getByLabelText('Mobile number of the wallet'), '0817 123 4567');
    await user.type(screen.getByLabelText('Payment password'), '739155');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(screen.getByText('This is not a GCash account number.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Bank or e-wallet'), 'BPI');
    await user.clear(screen.getByLabelText('Account number'));
    await user.type(screen.getByLabelText('Account number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(screen.getByText('This is not a BPI account number.')).toBeTruthy();
    expect(store.api.withdrawal.bindAccount).not.toHaveBeenCalled();
  });

  it('shows a name that is not the verified one at the name field, then binds and goes on to the withdraw form', async () => {
    const user = userEvent.setup();
    const store = await open();
    vi.mocked(store.api.withdrawal.bindAccount).mockRejectedValueOnce(
      new ApiError('PAYOUT_ACCOUNT_NAME_MISMATCH', 'x', 400, { field: 'accountName' }),
    );
    await user.type(screen.getByLabelText('Account name'), 'Pedro Penduko');
    await user.type(screen.getByLabelText('Mobile number of the wallet'), '0917 123 4567');
    await user.type(screen.getByLabelText('Payment password'), '739155');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('The account must be in your own verified name.')).toBeTruthy();
    expect(await sent(store.api.withdrawal.bindAccount)).toEqual({
      bankCode: 'GCASH',
      accountName: 'Pedro Penduko',
      accountNumber: '09171234567',
      paymentPassword: '739155',
    });
    // The payment password is asked again after any refusal.
    expect((screen.getByLabelText('Payment password') as HTMLInputElement).value).toBe('');

    vi.mocked(store.api.withdrawal.accounts).mockResolvedValue([
      {
        accountId: 2,
        kind: 'ewallet',
        bankCode: 'GCASH',
        bankName: 'GCash',
        accountName: 'Juan Dela Cruz',
        accountNumberMasked: '•••• 4567',
      },
    ]);
    await user.clear(screen.getByLabelText('Account name'));
    await user.type(screen.getByLabelText('Account name'), ' Juan Dela Cruz ');
    await user.type(screen.getByLabelText('Payment password'), '739155');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    const account = (await screen.findByLabelText('To account')) as HTMLSelectElement;
    expect(account.selectedOptions[0]!.textContent).toBe('GCash •••• 4567');
    expect((await sent<{ accountName: string }>(store.api.withdrawal.bindAccount, 1)).accountName).toBe('Juan Dela Cruz');
    expect(store.ui.toast?.key).toBe('withdraw.bind.done');
  });
});
