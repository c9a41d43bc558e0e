import type { TxCode } from '../../contracts/wallet';
import type { Queryable, Db } from '../db/types';
import { PG, pgErrorCode } from '../db/types';
import { errors } from '../http/app-error';
import { auditRecord } from '../modules/audit/log';

/** The kinds of transfer (the ledger_transfers CHECK), each a code of the player's transaction history. */
export type TransferKind = TxCode;

export interface TransferRequest {
  /** Unique per real-world movement: replaying it returns the first result and moves nothing. */
  idempotencyKey: string;
  kind: TransferKind;
  fromAccountId: number;
  toAccountId: number;
  /** Positive integer centavos. */
  amount: number;
  currency: string;
  metadata?: Record<string, unknown>;
  /** Who moved it, for the audit log (`operator:<id>`, `vendor:<code>` …); default `system`. */
  actor?: string;
}

export interface TransferResult {
  transferId: number;
  replayed: boolean;
  /** Balances after this transfer, by account id. */
  balances: Record<number, number>;
}

interface TransferRow {
  id: number;
  kind: string;
  from_account_id: number;
  to_account_id: number;
  amount: number;
  currency: string;
}

/**
 * System accounts hold the other side of every player movement, so the ledger sums to zero.
 * `adjustment`: the operator's side of staff's manual adjustments (server/modules/players-ops).
 */
export const SYSTEM_ACCOUNTS = ['gateway', 'house', 'trial', 'bonus', 'withdrawal_hold', 'adjustment'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

export function systemAccountCode(name: SystemAccount, currency: string): string {
  return `system:${name}:${currency}`;
}

/** An account by code: read first (the common case, no lock), created only when missing. */
async function ensureAccount(db: Queryable, code: string, insert: () => Promise<unknown>): Promise<number> {
  const found = await db.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE code = $1', [code]);
  if (found[0]) return Number(found[0].id);
  await insert();
  const rows = await db.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE code = $1', [code]);
  return Number(rows[0]!.id);
}

export async function ensureSystemAccount(db: Queryable, name: SystemAccount, currency: string, shard?: number): Promise<number> {
  const code = shard === undefined ? systemAccountCode(name, currency) : `${systemAccountCode(name, currency)}:${shard}`;
  return ensureAccount(db, code, () =>
    db.query(`INSERT INTO ledger_accounts (code, kind, currency) VALUES ($1, 'system', $2) ON CONFLICT (code) DO NOTHING`, [
      code,
      currency,
    ]),
  );
}

/**
 * The house side of game money is spread over many accounts, chosen by player, so that players
 * betting at once do not queue on one row's lock (held from the transfer to its commit). Together
 * they are the house. With 100 players on 16 accounts the seamless bench lost a fifth of its
 * round trips to that queue; 1,024 accounts (made as players first play) leave it nearly empty
 * well past a thousand players at once.
 */
export const HOUSE_SHARDS = 1024;
export function houseAccount(db: Queryable, currency: string, memberId: number): Promise<number> {
  return ensureSystemAccount(db, 'house', currency, memberId % HOUSE_SHARDS);
}

export async function ensurePlayerAccount(db: Queryable, memberId: number, currency: string): Promise<number> {
  const code = `player:${memberId}:${currency}`;
  return ensureAccount(db, code, () =>
    db.query(`INSERT INTO ledger_accounts (code, kind, member_id, currency) VALUES ($1, 'player', $2, $3) ON CONFLICT DO NOTHING`, [
      code,
      memberId,
      currency,
    ]),
  );
}

export async function playerBalance(db: Queryable, memberId: number, currency: string): Promise<number> {
  const rows = await db.query<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE member_id = $1 AND currency = $2', [
    memberId,
    currency,
  ]);
  return rows.length === 0 ? 0 : Number(rows[0]!.balance);
}

function sameRequest(row: TransferRow, req: TransferRequest): boolean {
  return (
    row.kind === req.kind &&
    Number(row.from_account_id) === req.fromAccountId &&
    Number(row.to_account_id) === req.toAccountId &&
    Number(row.amount) === req.amount &&
    row.currency === req.currency
  );
}

async function replay(tx: Queryable, req: TransferRequest): Promise<TransferResult> {
  const rows = await tx.query<TransferRow>(
    'SELECT id, kind, from_account_id, to_account_id, amount, currency FROM ledger_transfers WHERE idempotency_key = $1',
    [req.idempotencyKey],
  );
  const first = rows[0];
  if (!first || !sameRequest(first, req)) throw errors.idempotencyConflict();
  const entries = await tx.query<{ account_id: number; balance_after: number }>(
    'SELECT account_id, balance_after FROM ledger_entries WHERE transfer_id = $1',
    [first.id],
  );
  return {
    transferId: Number(first.id),
    replayed: true,
    balances: Object.fromEntries(entries.map((e) => [Number(e.account_id), Number(e.balance_after)])),
  };
}

/**
 * Moves money between two accounts inside the caller's transaction: one transfer row, two
 * statement lines, two balance updates. Accounts are updated in id order so that two
 * transfers over the same pair never deadlock. The database's CHECK constraint, not this code,
 * keeps a player balance from going negative; the caller's transaction then fails with it
 * (see isOverdraft), so whatever else that transaction wrote is undone too.
 */
export async function applyTransfer(tx: Queryable, req: TransferRequest): Promise<TransferResult> {
  if (!Number.isSafeInteger(req.amount) || req.amount <= 0) {
    throw errors.invalidInput('amount must be a positive integer number of centavos');
  }
  // Every movement of money has its audit row, written in the transfer's own statement: none
  // without the other, and a replay (whose key conflicts) writes neither. The row names the
  // transfer by its unique key; its id and the balances after it are in ledger_transfers and
  // ledger_entries under that key.
  const audit = auditRecord({
    kind: 'money.transfer',
    actor: req.actor ?? 'system',
    data: {
      type: req.kind,
      key: req.idempotencyKey,
      from: req.fromAccountId,
      to: req.toAccountId,
      amount: req.amount,
      currency: req.currency,
      metadata: req.metadata ?? {},
    },
  });
  // One statement, one round trip: the transfer row, then (only if it is new) both accounts locked
  // in id order, moved, their statement lines, and the audit row. A replay's key conflicts and moves nothing.
  const moved = await tx.query<{ transfer_id: number; account_id: number; balance: number; currency: string; member_id: number | null }>(
    `WITH transfer AS (
       INSERT INTO ledger_transfers (idempotency_key, kind, from_account_id, to_account_id, amount, currency, metadata)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id),
     delta (account_id, amount) AS (VALUES ($3::bigint, -$5::bigint), ($4::bigint, $5::bigint)),
     locked AS MATERIALIZED (
       SELECT a.id FROM ledger_accounts a WHERE a.id IN ($3, $4) AND EXISTS (SELECT 1 FROM transfer) ORDER BY a.id FOR UPDATE),
     moved AS (
       UPDATE ledger_accounts a SET balance = a.balance + d.amount
         FROM locked l JOIN delta d ON d.account_id = l.id
        WHERE a.id = l.id
        RETURNING a.id, a.balance, a.currency, a.member_id, d.amount),
     lines AS (
       INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
       SELECT t.id, m.id, m.amount, m.balance FROM moved m, transfer t),
     audited AS (
       INSERT INTO audit_log (kind, member_id, actor, data)
       SELECT $8, (SELECT m.member_id FROM moved m WHERE m.member_id IS NOT NULL ORDER BY m.id LIMIT 1), $9, $10
        WHERE EXISTS (SELECT 1 FROM moved))
     SELECT t.id AS transfer_id, m.id AS account_id, m.balance, m.currency, m.member_id
       FROM moved m, transfer t ORDER BY m.id`,
    [
      req.idempotencyKey,
      req.kind,
      req.fromAccountId,
      req.toAccountId,
      req.amount,
      req.currency,
      JSON.stringify(req.metadata ?? {}),
      audit.kind,
      audit.actor,
      audit.data,
    ],
  );
  if (moved.length === 0) return replay(tx, req);
  if (moved.length !== 2 || moved.some((row) => row.currency !== req.currency)) {
    throw errors.invalidInput('both accounts must exist and hold the transfer currency');
  }
  const transferId = Number(moved[0]!.transfer_id);
  const balances: Record<number, number> = Object.fromEntries(moved.map((row) => [Number(row.account_id), Number(row.balance)]));
  return { transferId, replayed: false, balances };
}

/** The failure a transaction gets when a transfer in it would take a player below zero. */
export function isOverdraft(error: unknown): boolean {
  const constraint = (error as { constraint?: string } | null)?.constraint;
  return pgErrorCode(error) === PG.checkViolation && constraint === 'ledger_player_balance_not_negative';
}

/** One transfer in its own transaction; an overdraft becomes INSUFFICIENT_FUNDS with the balance. */
export async function transfer(db: Db, req: TransferRequest): Promise<TransferResult> {
  try {
    return await db.transaction((tx) => applyTransfer(tx, req));
  } catch (error) {
    if (isOverdraft(error)) {
      const rows = await db.query<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = $1', [req.fromAccountId]);
      throw errors.insufficientFunds(Number(rows[0]?.balance ?? 0));
    }
    throw error;
  }
}
