import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loggedInStore, payoutAccountOf, withdrawSettingsOf } from '../../test/fakes';
import { renderApp } from '../../test/render';

const URL = '/m/member/security/bankCards';

function player(settings: Parameters<typeof withdrawSettingsOf>[0] = {}, accounts = [payoutAccountOf()]) {
  const store = loggedInStore(0);
  vi.mocked(store.api.withdrawal.settings).mockResolvedValue(withdrawSettingsOf(settings));
  vi.mocked(store.api.withdrawal.accounts).mockResolvedValue(accounts);
  return store;
}

describe('bank accounts and e-wallets screen', () => {
  it('lists the bound accounts (BINDCARD3’s card list), numbers masked', async () => {
    const account = payoutAccountOf();
    renderApp(URL, player());
    expect(await screen.findByText(`${account.bankName} ${account.accountNumberMasked}`)).toBeTruthy();
    expect(screen.getByText(account.accountName)).toBeTruthy();
  });

  it('binds another with the withdraw screen’s form, then lists it', async () => {
    const user = userEvent.setup();
    const store = player({ kycStatus: 'verified', paymentPasswordSet: true }, []);
    renderApp(URL, store);
    expect(await screen.findByText('You have not added a bank account or e-wallet yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a payout account' }));
    expect(await screen.findByRole('heading', { name: 'Add a payout account' })).toBeTruthy();
    expect(store.api.withdrawal.banks).toHaveBeenCalled();
    await user.type(screen.getByLabelText('Account name'), 'Juan Dela Cruz');
    await user.type(screen.getByLabelText('Mobile number of the wallet'), '09171234567');
    await user.type(screen.getByLabelText('Payment password'), '482915');
    vi.mocked(store.api.withdrawal.accounts).mockResolvedValue([payoutAccountOf({ accountId: 2 })]);
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    await waitFor(() => expect(store.api.withdrawal.bindAccount).toHaveBeenCalled());
    expect(await screen.findByRole('list', { name: 'Bank accounts and e-wallets' })).toBeTruthy();
  });

  it('sends an unverified player to verify first, and a player without a payment password to set one', async () => {
    const user = userEvent.setup();
    const first = renderApp(URL, player({ kycStatus: 'unverified' }));
    await user.click(await screen.findByRole('button', { name: 'Add a payout account' }));
    await user.click(screen.getByRole('link', { name: 'Verify my identity' }));
    expect(first.location()).toBe('/m/member/verification');
    first.unmount();

    const second = renderApp(URL, player({ kycStatus: 'verified', paymentPasswordSet: false }));
    await user.click(await screen.findByRole('button', { name: 'Add a payout account' }));
    await user.click(screen.getByRole('link', { name: 'Set payment password' }));
    expect(second.location()).toBe('/m/member/security/paymentPassword');
  });
});
