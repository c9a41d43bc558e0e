import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WalletValue } from '../api';
import { fakeApi, loggedInStore, memberInfoOf, walletOf } from '../test/fakes';
import { renderApp } from '../test/render';

const cash = () => screen.getByText('Cash').nextElementSibling?.textContent;

function player() {
  const api = fakeApi({ member: { info: memberInfoOf(0) } });
  vi.mocked(api.wallet.gcs).mockResolvedValue(walletOf(1_000_000, { cash: 800_000, bonus: 200_000 }));
  return loggedInStore(0, api);
}

describe('balances shown in detail', () => {
  it('keeps the hidden balance hidden after a reload, in the header and the wallet’s parts (SPEC §3: asterisks)', async () => {
    const user = userEvent.setup();
    const first = renderApp('/m/home', player());
    await waitFor(() => expect(screen.getByLabelText('Balance').textContent).toBe('₱10,000.00'));
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    first.unmount();

    // A new store reads the choice back from local storage, as a page reload does.
    const again = renderApp('/m/home', player());
    await waitFor(() => expect(again.store.wallet.balance).toBe(1_000_000));
    expect(screen.getByLabelText('Balance').textContent).toBe('****');
    expect(screen.getByRole('button', { name: 'Show balance' })).toBeTruthy();
    again.unmount();

    renderApp('/m/withdraw', player());
    await screen.findByText('Cash');
    await waitFor(() => expect(screen.getByText('Bonus').nextElementSibling?.textContent).toBe('****'));
    expect(cash()).toBe('****');
  });

  it('masks the parts while the wallet refreshes', async () => {
    const store = player();
    let answer: (value: WalletValue) => void = () => undefined;
    vi.mocked(store.api.wallet.gcs).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderApp('/m/withdraw', store);
    await screen.findByText('Cash');
    expect(store.wallet.refreshing).toBe(true);
    expect(cash()).toBe('****');
    await act(async () => answer(walletOf(1_000_000, { cash: 800_000, bonus: 200_000 })));
    expect(cash()).toBe('₱8,000.00');
    expect(screen.getByText('Bonus').nextElementSibling?.textContent).toBe('₱2,000.00');
  });
});
