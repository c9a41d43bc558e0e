import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { encryptedSent, loggedInStore } from '../test/fakes';

const body = { accountId: 1, amount: 100_000, paymentPassword: '739155' };

describe('WithdrawalStore', () => {
  it('sends a withdrawal tapped twice once, under one Idempotency-Key, and refreshes the wallet', async () => {
    const store = loggedInStore();
    const [first, second] = await Promise.all([store.withdrawal.withdraw({ ...body }), store.withdrawal.withdraw({ ...body })]);
    expect(second).toBe(first);
    expect(store.api.withdrawal.withdraw).toHaveBeenCalledTimes(1);
    expect(await encryptedSent(store.api.withdrawal.withdraw)).toEqual(body);
    expect(store.api.wallet.gcs).toHaveBeenCalled();
  });

  it('retries a request whose outcome is unknown with the same key, encrypted afresh; a rotated key is fetched again', async () => {
    const store = loggedInStore();
    vi.mocked(store.api.withdrawal.withdraw)
      .mockRejectedValueOnce(new ApiError('NETWORK', 'offline'))
      .mockRejectedValueOnce(new ApiError('ENCRYPTION_REQUIRED', 'new key', 400));
    await expect(store.withdrawal.withdraw(body)).rejects.toMatchObject({ code: 'NETWORK' });
    await store.withdrawal.withdraw(body);
    const calls = vi.mocked(store.api.withdrawal.withdraw).mock.calls;
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map(([, , key]) => key)).size).toBe(1);
    expect(calls[1]![0]).not.toEqual(calls[0]![0]);
    expect(store.api.session.encryptionKey).toHaveBeenCalledTimes(2);
    for (let n = 0; n < 3; n++) expect(await encryptedSent(store.api.withdrawal.withdraw, n)).toEqual(body);
  });

  it('shares the encryption key with the login and the payment password', async () => {
    const store = loggedInStore();
    await store.security.setPaymentPassword({ loginPassword: 'demo1234', paymentPassword: '739155' });
    await store.withdrawal.bindAccount({
      bankCode: 'GCASH',
      accountName: 'Juan Dela Cruz',
      accountNumber: '09171234567',
      paymentPassword: '739155',
    });
    expect(store.api.session.encryptionKey).toHaveBeenCalledTimes(1);
    expect(await encryptedSent(store.api.security.setPaymentPassword)).toEqual({ loginPassword: 'demo1234', paymentPassword: '739155' });
  });
});
