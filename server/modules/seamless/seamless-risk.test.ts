import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { listRiskAlerts, releaseHeldWin } from './risk';
import { useSignedPartner, walletPlayer } from './test-support';
import { SeamlessWallet } from './wallet-service';

/** The wallet's limits on what a partner may pay or undo (risk.ts): held wins, alerts, rollbacks after a win. */

const t = useTestApp();
const partner = 'testvendor';
const UNITS = 1_000; // per centavo
const { call, player, bet, win, rollback, expectLedgerInvariants, username, publicKeyPem } = useSignedPartner(t, partner);

describe('how far the wallet trusts a partner', () => {
  const transfers = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM ledger_transfers'))[0]!.n);
  const balanceOf = async (p: { user: string; token: string }) =>
    (await call('/user/balance', { user: p.user, token: p.token })).balance as number;
  const alertsFor = async (uuid: string) => (await listRiskAlerts(t.db, { limit: 1000 })).filter((a) => a.transactionUuid === uuid);

  it('refuses a rollback after a win on its bet (RS_ERROR_UNKNOWN): refunds nothing, keeps the win, raises one alert', async () => {
    const p = await player(10_000);
    await bet(p, 'bet-rw', 1_000 * UNITS);
    expect(await win(p, 'win-rw', 'bet-rw', 3_000 * UNITS)).toMatchObject({ status: 'RS_OK', balance: 12_000 * UNITS });
    const moved = await transfers();
    expect(await rollback(p, 'rb-rw', 'bet-rw')).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 12_000 * UNITS });
    // Sent again (as a partner does after RS_ERROR_UNKNOWN): the same refusal, and still one alert.
    expect(await rollback(p, 'rb-rw', 'bet-rw')).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 12_000 * UNITS });
    expect(await transfers()).toBe(moved);
    expect(
      await t.db.query(
        `SELECT transaction_uuid, state FROM wallet_transactions WHERE partner_code = $1
          AND transaction_uuid IN ('bet-rw', 'win-rw', 'rb-rw') ORDER BY transaction_uuid`,
        [partner],
      ),
    ).toEqual([
      { transaction_uuid: 'bet-rw', state: 'applied' },
      { transaction_uuid: 'win-rw', state: 'applied' },
    ]);
    expect(await alertsFor('rb-rw')).toMatchObject([
      {
        kind: 'rollback_after_win',
        partnerCode: partner,
        referenceTransactionUuid: 'bet-rw',
        memberId: p.memberId,
        amount: 1_000,
        roundStake: 1_000,
        currency: 'PHP',
        status: 'open',
        detail: { roundWonCentavos: 3_000 },
      },
    ]);
    // A lost round (a zero win closes it) is settled too: its stake is not refunded either.
    await bet(p, 'bet-rw0', 500 * UNITS);
    await win(p, 'win-rw0', 'bet-rw0', 0);
    expect(await rollback(p, 'rb-rw0', 'bet-rw0')).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 11_500 * UNITS });
    // Another bet of the same player is rolled back as before.
    await bet(p, 'bet-rw2', 700 * UNITS);
    expect(await rollback(p, 'rb-rw2', 'bet-rw2')).toMatchObject({ status: 'RS_OK', balance: 11_500 * UNITS });
    await expectLedgerInvariants();
  });

  it('a PHP 10,000,000,000 win on a PHP 0 bet is held for review: nothing paid, RS_ERROR_UNKNOWN on every replay, one alert', async () => {
    const p = await player(10_000);
    expect(await bet(p, 'bet-huge', 0)).toMatchObject({ status: 'RS_OK', balance: 10_000 * UNITS });
    const moved = await transfers();
    const huge = 10_000_000_000 * 100 * UNITS; // PHP 10,000,000,000 in 1/100,000 units
    expect(await win(p, 'win-huge', 'bet-huge', huge)).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 10_000 * UNITS });
    expect(await win(p, 'win-huge', 'bet-huge', huge)).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 10_000 * UNITS });
    // The same uuid with another amount is a duplicate, not a second held win.
    expect((await win(p, 'win-huge', 'bet-huge', 5 * UNITS)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await transfers()).toBe(moved);
    expect(await balanceOf(p)).toBe(10_000 * UNITS);
    // Not in the player's records or on the winner board: it is only held.
    expect(
      await t.db.query(`SELECT 1 FROM wallet_transactions WHERE partner_code = $1 AND transaction_uuid = 'win-huge'`, [partner]),
    ).toEqual([]);
    expect(
      await t.db.query(`SELECT amount, reason, status FROM wallet_held_wins WHERE partner_code = $1 AND transaction_uuid = 'win-huge'`, [
        partner,
      ]),
    ).toEqual([{ amount: 1_000_000_000_000, reason: 'max_win', status: 'held' }]);
    expect(await alertsFor('win-huge')).toMatchObject([
      {
        kind: 'win_held',
        amount: 1_000_000_000_000,
        roundStake: 0,
        detail: { reason: 'max_win', maxWinCentavos: 1_000_000_000, ratio: null },
      },
    ]);
    await expectLedgerInvariants();
  });

  it('holds a win of 150,000 times a PHP 1 bet, never loses it: paid once when released after review, then RS_OK', async () => {
    const p = await player(10_000);
    await bet(p, 'bet-rel', 1 * 100 * UNITS);
    expect(await win(p, 'win-rel', 'bet-rel', 150_000 * 100 * UNITS)).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 9_900 * UNITS });
    expect(await alertsFor('win-rel')).toMatchObject([
      {
        kind: 'win_held',
        amount: 15_000_000,
        roundStake: 100,
        status: 'open',
        detail: { reason: 'max_ratio', maxWinRatio: 100_000, ratio: 150_000 },
      },
    ]);
    // While held the round counts as won: its bet cannot be rolled back.
    expect((await rollback(p, 'rb-rel', 'bet-rel')).status).toBe('RS_ERROR_UNKNOWN');
    const released = await releaseHeldWin(t.db, partner, 'win-rel');
    expect(released).toEqual({ balance: (9_900 + 15_000_000) * UNITS });
    expect(await releaseHeldWin(t.db, partner, 'win-rel')).toBeNull();
    // The partner's next try of the win is answered as paid, with the balance it was paid at.
    expect(await win(p, 'win-rel', 'bet-rel', 150_000 * 100 * UNITS)).toMatchObject({ status: 'RS_OK', balance: released!.balance });
    expect(await balanceOf(p)).toBe(released!.balance);
    expect(
      await t.db.query(`SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key = $1`, [`seamless:${partner}:win-rel`]),
    ).toEqual([{ n: 1 }]);
    expect(await alertsFor('win-rel')).toEqual([]); // resolved
    expect((await listRiskAlerts(t.db, { status: 'resolved' })).map((a) => a.transactionUuid)).toContain('win-rel');
    await expectLedgerInvariants();
  });

  it('a big win split into pieces on one bet is held once the round passes the ratio', async () => {
    const p = await player(10_000);
    await bet(p, 'bet-split', 1 * 100 * UNITS);
    expect((await win(p, 'win-split-1', 'bet-split', 60_000 * 100 * UNITS)).status).toBe('RS_OK');
    expect((await win(p, 'win-split-2', 'bet-split', 60_000 * 100 * UNITS)).status).toBe('RS_ERROR_UNKNOWN');
    expect(await balanceOf(p)).toBe((9_900 + 6_000_000) * UNITS);
    expect(await alertsFor('win-split-2')).toMatchObject([{ kind: 'win_held', detail: { reason: 'max_ratio', ratio: 120_000 } }]);
    await expectLedgerInvariants();
  });

  it('a big win within the limits is paid and raises one big-win alert, logged without the player or the token', async () => {
    const p = await player(1_000_000);
    const lines: { fields: Record<string, unknown>; message: string }[] = [];
    const wallet = new SeamlessWallet(t.app.ctx, { warn: (fields, message) => lines.push({ fields, message }) });
    await bet(p, 'bet-big', 100_000 * UNITS);
    const body = {
      user: p.user,
      token: p.token,
      request_uuid: 'req-big',
      transaction_uuid: 'win-big',
      reference_transaction_uuid: 'bet-big',
      round: 'r-bet-big',
      round_closed: true,
      game_code: 'slot-1',
      currency: 'PHP',
      amount: 3_000_000 * 100 * UNITS,
    };
    expect(await wallet.win(partner, body)).toMatchObject({ status: 'RS_OK', balance: (900_000 + 300_000_000) * UNITS });
    expect(await wallet.win(partner, { ...body, request_uuid: 'req-big-2' })).toMatchObject({
      status: 'RS_OK',
      balance: (900_000 + 300_000_000) * UNITS,
    });
    const [alert, ...more] = await alertsFor('win-big');
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      kind: 'big_win',
      amount: 300_000_000,
      roundStake: 100_000,
      detail: { ratio: 3_000, alertWinCentavos: 250_000_000, alertWinRatio: 350 },
    });
    expect(lines).toEqual([
      {
        message: 'seamless wallet risk alert',
        fields: {
          event: 'seamless_risk_alert',
          alertId: alert!.id,
          kind: 'big_win',
          partner,
          transactionUuid: 'win-big',
          referenceTransactionUuid: 'bet-big',
          amountCentavos: 300_000_000,
          roundStakeCentavos: 100_000,
          currency: 'PHP',
          ratio: 3_000,
          alertWinCentavos: 250_000_000,
          alertWinRatio: 350,
        },
      },
    ]);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(p.token);
    expect(logged).not.toContain(p.user);
    await expectLedgerInvariants();
  });

  it('applies each partner’s own limits: a stricter partner’s win above its maximum is held, another partner’s is paid', async () => {
    await t.db.query(
      `INSERT INTO wallet_partners (code, name, public_key_pem, max_win_centavos) VALUES ('strictvendor', 'Strict vendor', $1, 50000)`,
      [publicKeyPem],
    );
    const strict = await walletPlayer(t, { username: username(), partnerCode: 'strictvendor', centavos: 10_000 });
    const send = (path: string, body: object) =>
      call(
        path,
        { user: strict.user, token: strict.token, round: 'r-strict', game_code: 'slot-1', ...body },
        { partnerCode: 'strictvendor' },
      );
    await send('/transaction/bet', { transaction_uuid: 'bet-strict', currency: 'PHP', amount: 100 * UNITS });
    expect(
      (
        await send('/transaction/win', {
          transaction_uuid: 'win-strict',
          reference_transaction_uuid: 'bet-strict',
          currency: 'PHP',
          amount: 60_000 * UNITS,
        })
      ).status,
    ).toBe('RS_ERROR_UNKNOWN');
    expect(
      (
        await send('/transaction/win', {
          transaction_uuid: 'win-strict-2',
          reference_transaction_uuid: 'bet-strict',
          currency: 'PHP',
          amount: 40_000 * UNITS,
        })
      ).status,
    ).toBe('RS_OK');
    const p = await player(10_000);
    await bet(p, 'bet-lenient', 100 * UNITS);
    expect((await win(p, 'win-lenient', 'bet-lenient', 60_000 * UNITS)).status).toBe('RS_OK');
    await expectLedgerInvariants();
  });
});
