import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../db/seed';
import { seed } from '../../db/seed';
import { bearer, loginAs, useTestApp } from '../../test/harness';

const t = useTestApp();

describe('GET /wps/wallets/gcs', () => {
  it("answers the demo player's ₱10,000.00 as 1,000,000 centavos with the currency symbol", async () => {
    const token = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const res = await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(token) });
    expect(res.json()).toEqual({
      success: true,
      value: {
        currency: 'PHP',
        currencySymbol: '₱',
        sumBalance: 1_000_000,
        balances: { cash: 1_000_000, bonus: 0, held: 0 },
        turnoverLeft: 0,
      },
    });
  });

  it('is the ledger: the opening balance is a recorded deposit and seeding again adds nothing', async () => {
    await seed(t.db, t.config);
    const token = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const res = await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(token) });
    expect(res.json().value.sumBalance).toBe(1_000_000);
    const deposits = await t.db.query(`SELECT amount FROM ledger_transfers WHERE idempotency_key = 'seed:demo:opening-balance'`);
    expect(deposits).toHaveLength(1);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ url: '/wps/wallets/gcs' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });
});
