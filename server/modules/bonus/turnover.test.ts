import { describe, expect, it } from 'vitest';
import { bearer, sessionPlayer, testOperator, useTestApp, verifiedPlayer } from '../../test/harness';
import { countTurnover, forfeitSpentBonuses, lockedBonus, restoreTurnover } from './repository';

/** A deposit bonus is playable at once and becomes cash only when real bets have met its turnover. */
const t = useTestApp({ PAYMENT_SANDBOX: 'off', PAYOUT_SANDBOX: 'off' });

async function depositWithPromotion(token: string, ops: string, amount: number, promotionId: number): Promise<void> {
  const created = (
    await t.app.inject({
      method: 'POST',
      url: '/wps/deposit/orders',
      headers: bearer(token),
      payload: { bankType: 'MT', vendorId: 401, bankCode: 'BDO', amount, promotionId },
    })
  ).json().value;
  await t.app.inject({ method: 'POST', url: `/ops/deposits/${created.depositId}/approve`, headers: bearer(ops) });
}

describe('bonus turnover', () => {
  it('counts bets oldest bonus first, releases each when met, and a refund takes back exactly what its stake counted', async () => {
    const ops = await testOperator(t);
    const { memberId, token } = await sessionPlayer(t);
    await depositWithPromotion(token, ops, 100_000, 1); // ₱1,000 + ₱1,000 bonus, 5x of ₱2,000
    await depositWithPromotion(token, ops, 100_000, 2); // ₱1,000 + ₱100 bonus, 3x of ₱1,100
    expect(await lockedBonus(t.db, memberId)).toEqual({ amount: 110_000, turnoverLeft: 1_000_000 + 330_000 });

    // One stake meets the first bonus and counts the rest towards the second.
    await t.db.transaction((tx) => countTurnover(tx, memberId, 1_100_000, 'bet-1'));
    expect(await lockedBonus(t.db, memberId)).toEqual({ amount: 10_000, turnoverLeft: 230_000 });
    await t.db.transaction((tx) => countTurnover(tx, memberId, 30_000, 'bet-2'));
    expect(await lockedBonus(t.db, memberId)).toEqual({ amount: 10_000, turnoverLeft: 200_000 });

    // Refunding the first stake locks the first bonus again and gives the second back its 100,000.
    await t.db.transaction((tx) => restoreTurnover(tx, 'bet-1'));
    expect(await lockedBonus(t.db, memberId)).toEqual({ amount: 110_000, turnoverLeft: 1_000_000 + 300_000 });
    // A refund seen twice takes back nothing more.
    await t.db.transaction((tx) => restoreTurnover(tx, 'bet-1'));
    expect(await lockedBonus(t.db, memberId)).toEqual({ amount: 110_000, turnoverLeft: 1_300_000 });
  });

  it('forfeits the open bonuses when play spends the balance', async () => {
    const ops = await testOperator(t, 'forfeit-ops');
    const { memberId, token } = await sessionPlayer(t);
    await depositWithPromotion(token, ops, 100_000, 1);
    await t.db.transaction((tx) => forfeitSpentBonuses(tx, memberId, 5_000));
    expect((await lockedBonus(t.db, memberId)).amount).toBe(100_000);
    await t.db.transaction((tx) => forfeitSpentBonuses(tx, memberId, 99));
    expect(await lockedBonus(t.db, memberId)).toEqual({ amount: 0, turnoverLeft: 0 });
  });

  it('keeps a locked bonus out of what can be withdrawn, and says how much turnover is left', async () => {
    const ops = await testOperator(t, 'bonus-ops');
    const { token } = await verifiedPlayer(t);
    await depositWithPromotion(token, ops, 100_000, 1);
    const settings = (await t.app.inject({ url: '/wps/transaction/withdraw/settings', headers: bearer(token) })).json().value;
    expect(settings).toMatchObject({ withdrawable: 100_000, turnoverLeft: 1_000_000 });
    const wallet = (await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(token) })).json().value;
    expect(wallet).toMatchObject({ sumBalance: 200_000, balances: { cash: 100_000, bonus: 100_000, held: 0 }, turnoverLeft: 1_000_000 });
  });
});
