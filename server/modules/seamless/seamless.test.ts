import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createContext } from '../../context';
import { testConfig, useTestApp } from '../../test/harness';
import { useSignedPartner } from './test-support';

const t = useTestApp();
const partner = 'testvendor';
const UNITS = 1_000; // per centavo
const { call, player, bet, win, rollback, expectLedgerInvariants } = useSignedPartner(t, partner);

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
    // Each uuid is recorded with the balance it answered and the ledger transfer that moved its
    // money, which the reports count it by.
    const recorded = await t.db.query<{ transaction_uuid: string; balance_after: string; idempotency_key: string; amount: string }>(
      `SELECT w.transaction_uuid, w.balance_after, t.idempotency_key, t.amount
         FROM wallet_transactions w JOIN ledger_transfers t ON t.id = w.ledger_transfer_id
        WHERE w.partner_code = $1 AND w.transaction_uuid IN ('bet-a', 'win-a') ORDER BY w.transaction_uuid`,
      [partner],
    );
    expect(recorded.map((r) => [r.transaction_uuid, Number(r.balance_after), r.idempotency_key, Number(r.amount)])).toEqual([
      ['bet-a', 7_500 * UNITS, `seamless:${partner}:bet-a`, 2_500],
      ['win-a', 13_500 * UNITS, `seamless:${partner}:win-a`, 6_000],
    ]);
  });

  it('applies a transaction uuid once: a replay answers the same, other data is a duplicate', async () => {
    const p = await player(10_000);
    const first = await bet(p, 'bet-b', 1_000 * UNITS);
    await bet(p, 'bet-b-next', 500 * UNITS);
    // The balance the first call answered, not today's, and the stake taken once.
    const again = await bet(p, 'bet-b', 1_000 * UNITS);
    expect(again).toMatchObject({ status: 'RS_OK', balance: 9_000 * UNITS });
    expect(first.balance).toBe(9_000 * UNITS);
    expect((await bet(p, 'bet-b', 2_000 * UNITS)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect((await call('/user/balance', { user: p.user, token: p.token })).balance).toBe(8_500 * UNITS);
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

  it('refuses a bet once the token’s session ended, though the token is known from earlier bets; a win on those is paid', async () => {
    const p = await player(10_000);
    await bet(p, 'bet-k', 1_000 * UNITS);
    await t.db.query(
      `UPDATE sessions SET revoked_at = now() WHERE token_hash = (SELECT session_hash FROM game_tokens WHERE member_id = $1)`,
      [p.memberId],
    );
    const refused = await bet(p, 'bet-k2', 1_000 * UNITS);
    expect(refused.status).toBe('RS_ERROR_TOKEN_EXPIRED');
    // A token's refusal tells nothing of the player's money.
    expect(refused).not.toHaveProperty('balance');
    expect((await bet(p, 'bet-k3', 1_000 * UNITS, { user: 'p999999' })).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect(await win(p, 'win-k', 'bet-k', 3_000 * UNITS)).toMatchObject({ status: 'RS_OK', balance: 12_000 * UNITS });
    expect((await call('/user/balance', { user: p.user, token: p.token })).status).toBe('RS_ERROR_TOKEN_EXPIRED');
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
    // Refused as rolled back even when the player could not have afforded it.
    expect(await rollback(p, 'rb-f2', 'bet-f2')).toMatchObject({ status: 'RS_OK' });
    expect(await bet(p, 'bet-f2', 20_000 * UNITS)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: 10_000 * UNITS });
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

  it('applies a bet and a win sent five times at once (a partner retrying a call in flight) once, each answer the same', async () => {
    const p = await player(10_000);
    const bets = await Promise.all(Array.from({ length: 5 }, () => bet(p, 'dup-bet', 1_000 * UNITS)));
    expect(bets.map((b) => [b.status, b.balance])).toEqual(Array.from({ length: 5 }, () => ['RS_OK', 9_000 * UNITS]));
    const wins = await Promise.all(Array.from({ length: 5 }, () => win(p, 'dup-win', 'dup-bet', 2_500 * UNITS)));
    expect(wins.map((w) => [w.status, w.balance])).toEqual(Array.from({ length: 5 }, () => ['RS_OK', 11_500 * UNITS]));
    expect((await call('/user/balance', { user: p.user, token: p.token })).balance).toBe(11_500 * UNITS);
    const moved = await t.db.query(`SELECT 1 FROM ledger_transfers WHERE idempotency_key IN ($1, $2)`, [
      `seamless:${partner}:dup-bet`,
      `seamless:${partner}:dup-win`,
    ]);
    expect(moved).toHaveLength(2);
  });

  it('leaves the ledger summing to zero', async () => {
    const rows = await t.db.query<{ total: string }>('SELECT coalesce(sum(balance), 0) AS total FROM ledger_accounts');
    expect(Number(rows[0]!.total)).toBe(0);
  });
});

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
