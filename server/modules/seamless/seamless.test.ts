import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createContext } from '../../context';
import { testConfig, useTestApp } from '../../test/harness';
import { listRiskAlerts, releaseHeldWin } from './risk';
import { betBody, rollbackBody, walletPlayer, winBody } from './test-support';
import { SeamlessWallet } from './wallet-service';

const t = useTestApp();
const partner = 'testvendor';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const UNITS = 1_000; // per centavo

beforeAll(async () => {
  await t.db.query(`INSERT INTO wallet_partners (code, name, public_key_pem) VALUES ($1, 'Test vendor', $2)`, [
    partner,
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  ]);
});

let seq = 0;
/** A player with `centavos` in the wallet and a live game token. */
const player = (centavos: number) => walletPlayer(t, { username: `wallet${++seq}`, partnerCode: partner, centavos });

async function call(
  path: string,
  body: Record<string, unknown>,
  options: { signWith?: typeof privateKey; partnerCode?: string; app?: App } = {},
) {
  const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
  const signature = sign('sha256', Buffer.from(raw), options.signWith ?? privateKey).toString('base64');
  const res = await (options.app ?? t.app).inject({
    method: 'POST',
    url: `/seamless/${options.partnerCode ?? partner}${path}`,
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-hub88-signature': signature },
  });
  expect(res.statusCode).toBe(200);
  return { ...res.json(), sent: JSON.parse(raw) };
}

const bet = (p: { user: string; token: string }, uuid: string, amount: number, extra: object = {}) =>
  call('/transaction/bet', { ...betBody(p, uuid, amount), ...extra });
const win = (p: { user: string; token: string }, uuid: string, betUuid: string, amount: number) =>
  call('/transaction/win', winBody(p, uuid, betUuid, amount));
const rollback = (p: { user: string; token: string }, uuid: string, betUuid: string) =>
  call('/transaction/rollback', rollbackBody(p, uuid, betUuid));

describe('the wallet during maintenance', () => {
  it('refuses new bets with a clear refusal, still answers balances and settles wins and rollbacks of rounds already running', async () => {
    const p = await player(10_000);
    expect((await bet(p, 'm-bet-1', 1_000 * UNITS)).status).toBe('RS_OK');
    expect((await bet(p, 'm-bet-2', 1_000 * UNITS)).status).toBe('RS_OK');
    const closed = await buildApp(createContext(testConfig({ MAINTENANCE: '1' }), t.db));
    try {
      const during = { app: closed };
      const refused = await call(
        '/transaction/bet',
        {
          user: p.user,
          token: p.token,
          transaction_uuid: 'm-bet-3',
          round: 'r-m3',
          round_closed: false,
          game_code: 'slot-1',
          currency: 'PHP',
          amount: 1_000 * UNITS,
        },
        during,
      );
      expect(refused.status).toBe('RS_ERROR_USER_DISABLED');
      expect((await call('/user/balance', { user: p.user, token: p.token }, during)).balance).toBe(8_000 * UNITS);
      const won = await call(
        '/transaction/win',
        {
          user: p.user,
          token: p.token,
          transaction_uuid: 'm-win-1',
          reference_transaction_uuid: 'm-bet-1',
          round: 'r-m-bet-1',
          round_closed: true,
          game_code: 'slot-1',
          currency: 'PHP',
          amount: 3_000 * UNITS,
        },
        during,
      );
      expect([won.status, won.balance]).toEqual(['RS_OK', 11_000 * UNITS]);
      const rolledBack = await call(
        '/transaction/rollback',
        {
          user: p.user,
          token: p.token,
          transaction_uuid: 'm-rb-2',
          reference_transaction_uuid: 'm-bet-2',
          round: 'r-m-bet-2',
          round_closed: true,
          game_code: 'slot-1',
        },
        during,
      );
      expect([rolledBack.status, rolledBack.balance]).toEqual(['RS_OK', 12_000 * UNITS]);
    } finally {
      await closed.close();
    }
    await expectLedgerInvariants();
  });
});

describe('the seamless wallet API (Hub88 shape)', () => {
  it('answers the balance in 1/100,000 units and echoes request_uuid', async () => {
    const p = await player(123_45);
    const res = await call('/user/balance', { user: p.user, token: p.token, game_code: 'slot-1' });
    expect(res).toEqual({
      user: p.user,
      status: 'RS_OK',
      request_uuid: res.sent.request_uuid,
      currency: 'PHP',
      balance: 123_45 * UNITS,
      sent: res.sent,
    });
  });

  it('refuses a bad signature or an unknown partner and changes nothing', async () => {
    const p = await player(10_000);
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect((await bet(p, randomUUID(), 1_000 * UNITS, {})).status).toBe('RS_OK');
    const forged = await call(
      '/transaction/bet',
      {
        user: p.user,
        token: p.token,
        transaction_uuid: randomUUID(),
        round: 'x',
        game_code: 'slot-1',
        currency: 'PHP',
        amount: 5_000 * UNITS,
      },
      { signWith: stranger },
    );
    expect(forged.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await call('/user/balance', { user: p.user, token: p.token }, { partnerCode: 'nobody' })).status).toBe(
      'RS_ERROR_INVALID_PARTNER',
    );
    expect((await call('/user/balance', { user: p.user, token: p.token })).balance).toBe(9_000 * UNITS);
  });

  it('takes a bet and pays a win by exactly their amounts', async () => {
    const p = await player(10_000);
    const b = await bet(p, 'bet-a', 2_500 * UNITS);
    expect(b).toMatchObject({ status: 'RS_OK', balance: 7_500 * UNITS });
    const w = await win(p, 'win-a', 'bet-a', 6_000 * UNITS);
    expect(w).toMatchObject({ status: 'RS_OK', balance: 13_500 * UNITS });
  });

  it('applies a transaction uuid once: a replay answers the same, other data is a duplicate', async () => {
    const p = await player(10_000);
    const first = await bet(p, 'bet-b', 1_000 * UNITS);
    const again = await bet(p, 'bet-b', 1_000 * UNITS);
    expect(again).toMatchObject({ status: 'RS_OK', balance: first.balance });
    expect((await bet(p, 'bet-b', 2_000 * UNITS)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect((await call('/user/balance', { user: p.user, token: p.token })).balance).toBe(9_000 * UNITS);
    const rows = await t.db.query(`SELECT 1 FROM ledger_transfers WHERE idempotency_key = $1`, [`seamless:${partner}:bet-b`]);
    expect(rows).toHaveLength(1);
  });

  it('answers not enough money with the balance', async () => {
    const p = await player(1_000);
    expect(await bet(p, 'bet-c', 1_001 * UNITS)).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 1_000 * UNITS });
  });

  it('honours a win and a rollback after the game token expired, but no new bet', async () => {
    const p = await player(10_000);
    await bet(p, 'bet-d', 1_000 * UNITS);
    await bet(p, 'bet-d2', 1_000 * UNITS);
    await t.db.query(`UPDATE game_tokens SET expires_at = now() - interval '1 minute' WHERE member_id = $1`, [p.memberId]);
    expect((await bet(p, 'bet-d3', 1_000 * UNITS)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect(await win(p, 'win-d', 'bet-d', 3_000 * UNITS)).toMatchObject({ status: 'RS_OK', balance: 11_000 * UNITS });
    expect(await rollback(p, 'rb-d2', 'bet-d2')).toMatchObject({ status: 'RS_OK', balance: 12_000 * UNITS });
  });

  it('a bet slides the token and counts as session activity, writing each at most once a minute', async () => {
    const p = await player(10_000);
    const state = async () =>
      (
        await t.db.query<{ token_left: number; seen_ago: number }>(
          `SELECT extract(epoch FROM g.expires_at - now())::int AS token_left, extract(epoch FROM now() - s.last_seen_at)::int AS seen_ago
             FROM game_tokens g JOIN sessions s ON s.token_hash = g.session_hash WHERE g.member_id = $1`,
          [p.memberId],
        )
      )[0]!;
    // Slid and seen 30 s ago: this bet writes neither (within 5 s: a loaded machine is slow between statements).
    await t.db.query(`UPDATE game_tokens SET expires_at = now() + interval '29 minutes 30 seconds' WHERE member_id = $1`, [p.memberId]);
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '30 seconds' WHERE member_id = $1`, [p.memberId]);
    await bet(p, 'bet-slide-1', 100 * UNITS);
    expect(await state()).toMatchObject({ token_left: expect.closeTo(1770, -1) as number, seen_ago: expect.closeTo(30, -1) as number });
    // Ten minutes idle: the bet slides the token back to its 30 minutes and the session is seen now.
    await t.db.query(`UPDATE game_tokens SET expires_at = now() + interval '20 minutes' WHERE member_id = $1`, [p.memberId]);
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '10 minutes' WHERE member_id = $1`, [p.memberId]);
    await bet(p, 'bet-slide-2', 100 * UNITS);
    expect(await state()).toMatchObject({ token_left: expect.closeTo(1800, -1) as number, seen_ago: expect.closeTo(0, -1) as number });
  });

  it('refunds a rolled-back bet once, and refuses a win on it', async () => {
    const p = await player(10_000);
    await bet(p, 'bet-e', 4_000 * UNITS);
    expect(await rollback(p, 'rb-e', 'bet-e')).toMatchObject({ status: 'RS_OK', balance: 10_000 * UNITS });
    expect(await rollback(p, 'rb-e', 'bet-e')).toMatchObject({ status: 'RS_OK', balance: 10_000 * UNITS });
    expect((await rollback(p, 'rb-e2', 'bet-e')).balance).toBe(10_000 * UNITS);
    expect((await win(p, 'win-e', 'bet-e', 1_000 * UNITS)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
  });

  it('records a rollback of a bet it never saw, and refuses that bet when it arrives late', async () => {
    const p = await player(10_000);
    expect(await rollback(p, 'rb-f', 'bet-f')).toMatchObject({ status: 'RS_OK', balance: 10_000 * UNITS });
    expect(await bet(p, 'bet-f', 1_000 * UNITS)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: 10_000 * UNITS });
  });

  it('refuses a win for an unknown bet, and takes it once the bet arrived (out of order)', async () => {
    const p = await player(10_000);
    expect((await win(p, 'win-g', 'bet-g', 500 * UNITS)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    await bet(p, 'bet-g', 1_000 * UNITS);
    expect(await win(p, 'win-g', 'bet-g', 500 * UNITS)).toMatchObject({ status: 'RS_OK', balance: 9_500 * UNITS });
  });

  it('refuses a disabled player, another currency, sub-centavo amounts and malformed bodies', async () => {
    const p = await player(10_000);
    expect((await bet(p, randomUUID(), 100 * UNITS, { currency: 'USD' })).status).toBe('RS_ERROR_WRONG_CURRENCY');
    expect((await bet(p, randomUUID(), 1_500)).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await bet(p, randomUUID(), -5)).status).toBe('RS_ERROR_WRONG_TYPES');
    const missing = await call('/transaction/bet', { user: p.user, token: p.token });
    expect(missing).toMatchObject({ status: 'RS_ERROR_WRONG_SYNTAX', request_uuid: missing.sent.request_uuid });
    expect((await call('/user/balance', { user: 'p999999', token: p.token })).status).toBe('RS_ERROR_INVALID_TOKEN');
    await t.db.query(`UPDATE members SET status = 'disabled' WHERE id = $1`, [p.memberId]);
    expect((await bet(p, randomUUID(), 100 * UNITS)).status).toBe('RS_ERROR_USER_DISABLED');
  });

  it('never lets concurrent bets take a player below zero', async () => {
    const p = await player(5_000);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => bet(p, `race-${p.memberId}-${i}`, 1_000 * UNITS)));
    expect(results.filter((r) => r.status === 'RS_OK')).toHaveLength(5);
    expect(results.filter((r) => r.status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(5);
    expect((await call('/user/balance', { user: p.user, token: p.token })).balance).toBe(0);
  });

  it('leaves the ledger summing to zero', async () => {
    const rows = await t.db.query<{ total: string }>('SELECT coalesce(sum(balance), 0) AS total FROM ledger_accounts');
    expect(Number(rows[0]!.total)).toBe(0);
  });
});

/** The ledger's invariants: all balances sum to zero and no player is below zero. */
async function expectLedgerInvariants() {
  const [sum] = await t.db.query<{ total: string }>('SELECT coalesce(sum(balance), 0) AS total FROM ledger_accounts');
  expect(Number(sum!.total)).toBe(0);
  const [negative] = await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ledger_accounts WHERE kind = 'player' AND balance < 0`);
  expect(Number(negative!.n)).toBe(0);
}

describe('rollbacks racing their bets', () => {
  it('answers bet+rollback pairs fired together with RS_OK or a refusal, never RS_ERROR_UNKNOWN, applying each uuid once', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => player(100_000)));
    // Bursts of pairs fired together; within each pair the rollback leaves 0 to 11 ms after its
    // bet, so that across the bursts it lands in every phase of the bet's transaction (before it,
    // inside it, after its commit).
    const pairs = Array.from({ length: 240 }, (_, i) => ({
      p: players[i % players.length]!,
      uuid: `burst-${players[i % players.length]!.memberId}-${i}`,
      lag: i % 12,
    }));
    const later = <T>(ms: number, send: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => setTimeout(() => send().then(resolve, reject), ms));
    const answers: { uuid: string; bet: string; rollback: string }[] = [];
    for (let from = 0; from < pairs.length; from += 24) {
      const burst = pairs.slice(from, from + 24);
      answers.push(
        ...(await Promise.all(
          burst.map(async ({ p, uuid, lag }) => {
            const [b, r] = await Promise.all([bet(p, uuid, 100 * UNITS), later(lag, () => rollback(p, `rb-${uuid}`, uuid))]);
            return { uuid, bet: b.status as string, rollback: r.status as string };
          }),
        )),
      );
    }
    // The rollback always succeeds; the bet is either taken (and then refunded) or refused as rolled back.
    expect(answers.filter((a) => a.rollback !== 'RS_OK')).toEqual([]);
    expect(answers.filter((a) => a.bet !== 'RS_OK' && a.bet !== 'RS_ERROR_TRANSACTION_ROLLED_BACK')).toEqual([]);

    // Each uuid moved money at most once, and a bet's stake moved only with its refund.
    const keys = await t.db.query<{ idempotency_key: string; amount: number }>(
      `SELECT idempotency_key, amount FROM ledger_transfers WHERE idempotency_key LIKE $1`,
      [`seamless:${partner}:%burst-%`],
    );
    const moved = new Map<string, number>();
    for (const k of keys) {
      expect(moved.has(k.idempotency_key)).toBe(false);
      moved.set(k.idempotency_key, Number(k.amount));
    }
    for (const a of answers) {
      const stake = moved.get(`seamless:${partner}:${a.uuid}`);
      const refund = moved.get(`seamless:${partner}:rb-${a.uuid}`);
      expect(refund).toBe(stake);
      expect(stake === undefined).toBe(a.bet !== 'RS_OK');
    }
    const rows = await t.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM wallet_transactions WHERE partner_code = $1 AND transaction_uuid LIKE 'burst-%'`,
      [partner],
    );
    expect(Number(rows[0]!.n)).toBe(pairs.length);
    // Every stake came back: each player holds exactly what it was funded with.
    for (const p of players) expect((await call('/user/balance', { user: p.user, token: p.token })).balance).toBe(100_000 * UNITS);
    await expectLedgerInvariants();
  }, 90_000);

  it('refuses a rollback naming a win’s uuid with RS_ERROR_TRANSACTION_DOES_NOT_EXIST and moves nothing', async () => {
    const p = await player(10_000);
    await bet(p, 'bet-w1', 1_000 * UNITS);
    await win(p, 'win-w1', 'bet-w1', 3_000 * UNITS);
    const before = await t.db.query('SELECT count(*) AS n FROM ledger_transfers');
    expect(await rollback(p, 'rb-w1', 'win-w1')).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: 12_000 * UNITS });
    expect(await t.db.query('SELECT count(*) AS n FROM ledger_transfers')).toEqual(before);
    // Nothing was recorded under either uuid: the win stands, and the rollback uuid is unused.
    expect(
      await t.db.query(`SELECT kind, state FROM wallet_transactions WHERE partner_code = $1 AND transaction_uuid IN ('win-w1', 'rb-w1')`, [
        partner,
      ]),
    ).toEqual([{ kind: 'win', state: 'applied' }]);
    expect((await call('/user/balance', { user: p.user, token: p.token })).balance).toBe(12_000 * UNITS);
    await expectLedgerInvariants();
  });
});

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
      [publicKey.export({ type: 'spki', format: 'pem' }).toString()],
    );
    const strict = await walletPlayer(t, { username: `wallet${++seq}`, partnerCode: 'strictvendor', centavos: 10_000 });
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
