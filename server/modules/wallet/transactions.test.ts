import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../db/seed';
import { ensurePlayerAccount, ensureSystemAccount, transfer, type TransferKind } from '../../ledger/ledger';
import { bearer, loginAs, sessionPlayer, useTestApp } from '../../test/harness';

const t = useTestApp();
const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** A real player with a session and a ledger account, whose money moves as `moves` say, in order. */
async function playerWith(moves: { kind: TransferKind; amount: number }[]) {
  const { memberId, token } = await sessionPlayer(t);
  const account = await ensurePlayerAccount(t.db, memberId, 'PHP');
  const gateway = await ensureSystemAccount(t.db, 'gateway', 'PHP');
  for (const [n, { kind, amount }] of moves.entries()) {
    const intoPlayer = ['deposit', 'win', 'rollback', 'bonus', 'trial_credit'].includes(kind);
    await transfer(t.db, {
      idempotencyKey: `history:${memberId}:${n}`,
      kind,
      fromAccountId: intoPlayer ? gateway : account,
      toAccountId: intoPlayer ? account : gateway,
      amount,
      currency: 'PHP',
    });
  }
  return token;
}

function history(token: string, query = '') {
  return t.app.inject({ url: `/wps/relay/ODS2_MemberTransaction${query}`, headers: bearer(token) });
}

describe('the transaction history', () => {
  it('lists every movement of the player’s balance, newest first, signed, with the balance after it', async () => {
    const token = await playerWith([
      { kind: 'deposit', amount: 50_000 },
      { kind: 'bet', amount: 2_000 },
      { kind: 'win', amount: 7_500 },
    ]);
    const res = await history(token);
    expect(res.statusCode).toBe(200);
    const page = res.json().value;
    expect(
      page.list.map((line: { txCode: string; amount: number; balanceAfter: number }) => [line.txCode, line.amount, line.balanceAfter]),
    ).toEqual([
      ['win', 7_500, 55_500],
      ['bet', -2_000, 48_000],
      ['deposit', 50_000, 50_000],
    ]);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 3 });
    expect(new Date(page.list[0].time).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by kind and pages', async () => {
    const token = await playerWith([
      { kind: 'deposit', amount: 10_000 },
      { kind: 'bet', amount: 100 },
      { kind: 'bet', amount: 200 },
      { kind: 'bet', amount: 300 },
    ]);
    const bets = (await history(token, '?txCode=bet&pageSize=2&pageNo=2')).json().value;
    expect(bets).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 3 });
    expect(bets.list.map((line: { amount: number }) => line.amount)).toEqual([-100]);
  });

  it('shows the demo player’s opening deposit, and nobody else’s money', async () => {
    const token = await loginAs(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const lines = (await history(token, '?pageSize=100')).json().value.list;
    expect(lines.at(-1)).toMatchObject({ txCode: 'deposit', amount: 1_000_000, balanceAfter: 1_000_000 });
    expect(lines.every((line: { balanceAfter: number }) => line.balanceAfter >= 0)).toBe(true);
    const other = await playerWith([{ kind: 'deposit', amount: 1 }]);
    expect((await history(other)).json().value.totalCount).toBe(1);
  });

  it('takes whole days, both ends included, and nothing outside them', async () => {
    const token = await playerWith([{ kind: 'deposit', amount: 1_000 }]);
    expect((await history(token, `?startDate=${isoDay(0)}&endDate=${isoDay(0)}`)).json().value.totalCount).toBe(1);
    expect((await history(token, `?startDate=${isoDay(-3)}&endDate=${isoDay(-1)}`)).json().value.totalCount).toBe(0);
  });

  it.each([
    ['a start after the end', `?startDate=${isoDay(0)}&endDate=${isoDay(-1)}`],
    ['more than three months', `?startDate=${isoDay(-120)}&endDate=${isoDay(0)}`],
    ['an unknown kind', '?txCode=jackpot'],
    ['a page of nothing', '?pageSize=0'],
    ['a date that is not one', '?startDate=yesterday'],
    ['an unknown parameter', '?memberId=1'],
  ])('refuses %s with a clear error and a stable code', async (_what, query) => {
    const token = await playerWith([]);
    const res = await history(token, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: expect.stringMatching(/^[A-Z_]+$/) });
  });

  it('is closed to visitors and trial players, as is the list of kinds', async () => {
    expect((await t.app.inject({ url: '/wps/relay/ODS2_MemberTransaction' })).json().code).toBe('UNAUTHENTICATED');
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token;
    expect((await history(trial)).json().code).toBe('TRIAL_FORBIDDEN');
    expect((await t.app.inject({ url: '/wps/relay/GLS2_TxCodeList', headers: bearer(trial) })).json().code).toBe('TRIAL_FORBIDDEN');
  });
});

describe('the kinds of movement', () => {
  it('are every kind the ledger records', async () => {
    const token = await playerWith([]);
    const res = await t.app.inject({ url: '/wps/relay/GLS2_TxCodeList', headers: bearer(token) });
    expect(res.json().value.map((code: { txCode: string }) => code.txCode)).toEqual([
      'deposit',
      'withdrawal',
      'hold',
      'release',
      'bet',
      'win',
      'rollback',
      'bonus',
      'trial_credit',
      'adjustment',
    ]);
    const allowed = await t.db.query<{ def: string }>(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE conrelid = 'ledger_transfers'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%kind%'`,
    );
    for (const code of res.json().value) expect(allowed[0]!.def).toContain(`'${code.txCode}'`);
  });
});
