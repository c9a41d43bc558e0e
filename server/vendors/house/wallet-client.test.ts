import { describe, expect, it, vi } from 'vitest';
import type { RoundError } from './round-error';
import { placeBet, type WalletAnswer, type WalletClient } from './wallet-client';

const BET = {
  user: 'p000001',
  token: 't'.repeat(32),
  uuid: 'r1:bet',
  round: 'r1',
  gameCode: 'house-rng-001',
  currency: 'PHP',
  units: 500_000,
};

/** A vendor's wallet client whose bet answers `answer` and whose rollback answers `rollback`. */
function walletAnswering(answer: WalletAnswer | null, rollback: WalletAnswer | null = { status: 'RS_OK' }) {
  return { bet: vi.fn(async () => answer), rollback: vi.fn(async () => rollback) } as unknown as WalletClient & {
    bet: ReturnType<typeof vi.fn>;
    rollback: ReturnType<typeof vi.fn>;
  };
}

async function failureOf(wallet: WalletClient) {
  const onFailure = vi.fn(async (_failure: string) => undefined);
  const error = await placeBet(wallet, BET, onFailure).then(
    () => null,
    (e: unknown) => e,
  );
  return { error: error as RoundError, fate: onFailure.mock.calls[0]?.[0] };
}

describe('placing a bet', () => {
  it('returns the answer of a bet the operator took', async () => {
    const wallet = walletAnswering({ status: 'RS_OK', balance: 1_000_000 });
    expect(await placeBet(wallet, BET, vi.fn())).toEqual({ status: 'RS_OK', balance: 1_000_000 });
    expect(wallet.rollback).not.toHaveBeenCalled();
  });

  it('leaves a clear refusal alone and passes on the balance', async () => {
    const wallet = walletAnswering({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 250_000 });
    const { error, fate } = await failureOf(wallet);
    expect(error).toMatchObject({ code: 'WALLET_REFUSED', walletStatus: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 250 });
    expect(fate).toBe('refused');
    expect(wallet.rollback).not.toHaveBeenCalled();
  });

  it.each([[{ status: 'RS_ERROR_UNKNOWN' }], [null]])(
    'rolls back at once after an unclear answer (%o), under the round\u2019s one rollback uuid',
    async (answer) => {
      const wallet = walletAnswering(answer);
      const { error, fate } = await failureOf(wallet);
      expect(error).toMatchObject({ code: 'WALLET_FAILED' });
      expect(fate).toBe('rolledBack');
      expect(wallet.rollback).toHaveBeenCalledWith({
        user: BET.user,
        token: BET.token,
        uuid: 'r1:rollback',
        betUuid: 'r1:bet',
        round: 'r1',
        gameCode: BET.gameCode,
      });
    },
  );

  it('says the bet is unresolved when the rollback had no answer either', async () => {
    const { fate } = await failureOf(walletAnswering(null, null));
    expect(fate).toBe('unresolved');
  });
});
