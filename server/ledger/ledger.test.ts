import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { insertMember } from '../modules/member/repository';
import { openTestDb } from '../test/harness';
import { ensurePlayerAccount, ensureSystemAccount, playerBalance, transfer, type TransferRequest } from './ledger';

let db: Db;
let gateway: number;
let memberSeq = 0;

beforeAll(async () => {
  db = await openTestDb();
  await db.query(`INSERT INTO merchants (code, name, currency, currency_symbol) VALUES ('m1', 'M', 'PHP', '₱')`);
  gateway = await ensureSystemAccount(db, 'gateway', 'PHP');
});
afterAll(() => db.close());

async function newPlayer(opening = 0): Promise<{ memberId: number; account: number }> {
  const member = await insertMember(db, { merchantCode: 'm1', username: `p${++memberSeq}`, passwordHash: null, nickname: null, type: 0 });
  const account = await ensurePlayerAccount(db, member!.id, 'PHP');
  if (opening > 0) await deposit(account, opening, `open:${account}`);
  return { memberId: member!.id, account };
}

function deposit(account: number, amount: number, key: string) {
  return transfer(db, { idempotencyKey: key, kind: 'deposit', fromAccountId: gateway, toAccountId: account, amount, currency: 'PHP' });
}

function bet(account: number, amount: number, key: string): Promise<unknown> {
  return transfer(db, { idempotencyKey: key, kind: 'bet', fromAccountId: account, toAccountId: gateway, amount, currency: 'PHP' });
}

async function ledgerSum(): Promise<number> {
  const rows = await db.query<{ total: string | number }>('SELECT coalesce(sum(balance), 0) AS total FROM ledger_accounts');
  return Number(rows[0]!.total);
}

describe('ledger transfers', () => {
  it('moves the amount from one account to the other and records both statement lines', async () => {
    const p = await newPlayer();
    const result = await deposit(p.account, 12_345, 'dep-1');
    expect(result.replayed).toBe(false);
    expect(result.balances[p.account]).toBe(12_345);
    expect(await playerBalance(db, p.memberId, 'PHP')).toBe(12_345);
    const lines = await db.query<{ amount: number }>('SELECT amount FROM ledger_entries WHERE transfer_id = $1 ORDER BY amount', [
      result.transferId,
    ]);
    expect(lines.map((l) => Number(l.amount))).toEqual([-12_345, 12_345]);
  });

  it('applies a replayed idempotency key once and returns the first result', async () => {
    const p = await newPlayer();
    const first = await deposit(p.account, 5_000, 'dep-replay');
    const again = await deposit(p.account, 5_000, 'dep-replay');
    expect(again.replayed).toBe(true);
    expect(again.transferId).toBe(first.transferId);
    expect(again.balances[p.account]).toBe(5_000);
    expect(await playerBalance(db, p.memberId, 'PHP')).toBe(5_000);
  });

  it('refuses the same key with different data and changes nothing', async () => {
    const p = await newPlayer();
    await deposit(p.account, 1_000, 'dep-conflict');
    await expect(deposit(p.account, 2_000, 'dep-conflict')).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await playerBalance(db, p.memberId, 'PHP')).toBe(1_000);
  });

  it('refuses an overdraft with the balance and leaves no trace', async () => {
    const p = await newPlayer(3_000);
    await expect(bet(p.account, 3_001, 'overdraft')).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: 3_000 } });
    expect(await playerBalance(db, p.memberId, 'PHP')).toBe(3_000);
    expect(await db.query(`SELECT 1 FROM ledger_transfers WHERE idempotency_key = 'overdraft'`)).toHaveLength(0);
    // The failed key was not consumed: the same request succeeds once money is there.
    await deposit(p.account, 1, 'top-up-1');
    await expect(bet(p.account, 3_001, 'overdraft')).resolves.toBeTruthy();
  });

  it('never lets concurrent debits take a balance below zero', async () => {
    const p = await newPlayer(5_000);
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => bet(p.account, 1_000, `race-${p.account}-${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await playerBalance(db, p.memberId, 'PHP')).toBe(0);
  });

  it('applies concurrent replays of one key exactly once', async () => {
    const p = await newPlayer();
    const results = await Promise.all(Array.from({ length: 8 }, () => deposit(p.account, 700, `dup-${p.account}`)));
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(await playerBalance(db, p.memberId, 'PHP')).toBe(700);
  });

  it('is protected by the database itself: a direct negative update is refused', async () => {
    const p = await newPlayer(100);
    await expect(db.query('UPDATE ledger_accounts SET balance = -1 WHERE id = $1', [p.account])).rejects.toMatchObject({ code: '23514' });
  });

  it('refuses non-positive and fractional amounts', async () => {
    const p = await newPlayer();
    for (const amount of [0, -5, 1.5]) {
      const req: TransferRequest = {
        idempotencyKey: `bad-${amount}`,
        kind: 'deposit',
        fromAccountId: gateway,
        toAccountId: p.account,
        amount,
        currency: 'PHP',
      };
      await expect(transfer(db, req)).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    }
  });

  it('sums to zero over all accounts after every movement above', async () => {
    expect(await ledgerSum()).toBe(0);
  });
});
