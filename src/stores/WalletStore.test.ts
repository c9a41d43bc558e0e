import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { fakeApi, loggedInStore, makeStore } from '../test/fakes';

describe('WalletStore', () => {
  it('does not call the wallet for visitors', async () => {
    const store = makeStore();
    await store.wallet.refresh();
    expect(store.api.wallet.gcs).not.toHaveBeenCalled();
  });

  it('holds the balance in centavos and is refreshing while the call runs', async () => {
    const store = loggedInStore();
    const pending = store.wallet.refresh();
    expect(store.wallet.refreshing).toBe(true);
    await pending;
    expect(store.wallet.refreshing).toBe(false);
    expect(store.wallet.balance).toBe(1_000_000);
    expect(store.wallet.symbol).toBe('₱');
  });

  it('ends the session when the wallet rejects the token', async () => {
    const api = fakeApi({ wallet: { gcs: vi.fn(async () => Promise.reject(new ApiError('UNAUTHENTICATED', 'x', 401))) } });
    const store = loggedInStore(0, api);
    await store.wallet.refresh();
    expect(store.session.isLoggedIn).toBe(false);
  });
});
