import type { StaffRole } from '../../contracts/staff';
import { ensurePlayerAccount, ensureSystemAccount, transfer } from '../ledger/ledger';
import { sessionPlayer, type TestApp } from './harness';
import { staffSession } from './staff';

/** The player view's tests: staff by role, players with money, and calls as a staff member. */
export function playersOpsKit(t: TestApp) {
  const staff = new Map<string, { staffId: number; headers: Record<string, string> }>();
  /** One staff member per name (several with one role for the two-person rule): `as('cashier')`, `as('riskCompliance', 'second')`. */
  const as = async (role: StaffRole, who: string = role) => {
    const key = `${role}:${who}`;
    if (!staff.has(key)) staff.set(key, await staffSession(t, [role]));
    return staff.get(key)!;
  };
  const call = async (role: StaffRole, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, who?: string) =>
    t.app.inject({ method, url, headers: (await as(role, who)).headers, ...(payload ? { payload } : {}) });

  let credits = 0;
  async function credit(memberId: number, amount: number): Promise<void> {
    await transfer(t.db, {
      idempotencyKey: `players-ops-credit:${memberId}:${++credits}`,
      kind: 'deposit',
      fromAccountId: await ensureSystemAccount(t.db, 'gateway', 'PHP'),
      toAccountId: await ensurePlayerAccount(t.db, memberId, 'PHP'),
      amount,
      currency: 'PHP',
    });
  }

  /** A player with a live session and `balance` centavos: their id, username and token. */
  async function player(balance = 0): Promise<{ memberId: number; username: string; token: string }> {
    const { memberId, token } = await sessionPlayer(t);
    if (balance > 0) await credit(memberId, balance);
    const rows = await t.db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [memberId]);
    return { memberId, username: rows[0]!.username, token };
  }

  const balanceOf = async (memberId: number) =>
    Number(
      (await t.db.query<{ b: number | null }>('SELECT balance AS b FROM ledger_accounts WHERE member_id = $1', [memberId]))[0]?.b ?? 0,
    );

  /** Every account's balance added up: a ledger that moved money only by transfers sums to zero. */
  const ledgerSum = async () =>
    Number((await t.db.query<{ s: string }>('SELECT COALESCE(sum(balance), 0)::text AS s FROM ledger_accounts'))[0]!.s);

  return { as, call, credit, player, balanceOf, ledgerSum };
}
