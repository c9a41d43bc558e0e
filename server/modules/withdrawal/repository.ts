import type { PayoutKind, WithdrawalStatus } from '../../../contracts/withdrawal';
import type { Queryable } from '../../db/types';

export interface PayoutAccountRow {
  id: number;
  memberId: number;
  kind: PayoutKind;
  bankCode: string;
  accountName: string;
  accountNumber: string;
}

const accountOf = (r: Record<string, unknown>): PayoutAccountRow => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  kind: r.kind as PayoutKind,
  bankCode: r.bank_code as string,
  accountName: r.account_name as string,
  accountNumber: r.account_number as string,
});

export async function listPayoutAccounts(db: Queryable, memberId: number): Promise<PayoutAccountRow[]> {
  const rows = await db.query(
    `SELECT id, member_id, kind, bank_code, account_name, account_number FROM payout_accounts WHERE member_id = $1 ORDER BY id`,
    [memberId],
  );
  return rows.map(accountOf);
}

export async function findPayoutAccount(db: Queryable, id: number): Promise<PayoutAccountRow | null> {
  const rows = await db.query('SELECT id, member_id, kind, bank_code, account_name, account_number FROM payout_accounts WHERE id = $1', [
    id,
  ]);
  return rows[0] ? accountOf(rows[0]) : null;
}

/** Binds an account; null when the player already has this one. */
export async function insertPayoutAccount(db: Queryable, a: Omit<PayoutAccountRow, 'id'>): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO payout_accounts (member_id, kind, bank_code, account_name, account_number) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING id`,
    [a.memberId, a.kind, a.bankCode, a.accountName, a.accountNumber],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * A player's verification as the cashier reads it: the KYC module's (approved = 'verified', on hold
 * = 'pending', expired = 'unverified'; realName only while approved). Kept under this name for its callers.
 */
export { kycIdentity as memberIdentity, type KycIdentity as MemberIdentity } from '../kyc/gate';

export interface WithdrawalRow {
  id: number;
  memberId: number;
  payoutAccountId: number;
  amount: number;
  currency: string;
  status: WithdrawalStatus;
  reference: string;
  provider: string | null;
  providerRef: string | null;
  reason: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

const withdrawalOf = (r: Record<string, unknown>): WithdrawalRow => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  payoutAccountId: Number(r.payout_account_id),
  amount: Number(r.amount),
  currency: r.currency as string,
  status: r.status as WithdrawalStatus,
  reference: r.reference as string,
  provider: (r.provider as string | null) ?? null,
  providerRef: (r.provider_ref as string | null) ?? null,
  reason: (r.reason as string | null) ?? null,
  createdAt: new Date(r.created_at as string),
  completedAt: r.completed_at ? new Date(r.completed_at as string) : null,
});

/** Records a request; null when the player already made one under this request key (a retry). */
export async function insertWithdrawal(
  db: Queryable,
  w: { memberId: number; payoutAccountId: number; amount: number; currency: string; status: WithdrawalStatus; reference: string },
  requestKey: string | null,
): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO withdrawals (member_id, payout_account_id, amount, currency, status, reference, request_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (member_id, request_key) DO NOTHING RETURNING id`,
    [w.memberId, w.payoutAccountId, w.amount, w.currency, w.status, w.reference, requestKey],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function findWithdrawalByRequestKey(db: Queryable, memberId: number, requestKey: string): Promise<WithdrawalRow | null> {
  const rows = await db.query('SELECT * FROM withdrawals WHERE member_id = $1 AND request_key = $2', [memberId, requestKey]);
  return rows[0] ? withdrawalOf(rows[0]) : null;
}

export async function findWithdrawal(db: Queryable, id: number): Promise<WithdrawalRow | null> {
  const rows = await db.query('SELECT * FROM withdrawals WHERE id = $1', [id]);
  return rows[0] ? withdrawalOf(rows[0]) : null;
}

/** The withdrawal locked for the caller's transaction: its state changes one at a time. */
export async function lockWithdrawal(db: Queryable, id: number): Promise<WithdrawalRow | null> {
  const rows = await db.query('SELECT * FROM withdrawals WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ? withdrawalOf(rows[0]) : null;
}

export async function setWithdrawalStatus(
  db: Queryable,
  id: number,
  status: WithdrawalStatus,
  more: { reason?: string | null; provider?: string; providerRef?: string } = {},
): Promise<void> {
  await db.query(
    `UPDATE withdrawals SET status = $2, reason = COALESCE($3, reason), provider = COALESCE($4, provider),
            provider_ref = COALESCE($5, provider_ref), updated_at = now(),
            completed_at = CASE WHEN $2 = 'completed' THEN now() ELSE completed_at END
      WHERE id = $1`,
    [id, status, more.reason ?? null, more.provider ?? null, more.providerRef ?? null],
  );
}

export interface WithdrawalFilter {
  memberId?: number;
  status?: WithdrawalStatus;
  from?: Date;
  to?: Date;
  pageNo: number;
  pageSize: number;
}

export async function listWithdrawals(db: Queryable, f: WithdrawalFilter): Promise<{ list: WithdrawalRow[]; totalCount: number }> {
  const rows = await db.query(
    `SELECT w.*, count(*) OVER () AS total FROM withdrawals w
      WHERE ($1::bigint IS NULL OR w.member_id = $1) AND ($2::text IS NULL OR w.status = $2)
        AND ($3::timestamptz IS NULL OR w.created_at >= $3) AND ($4::timestamptz IS NULL OR w.created_at < $4)
      ORDER BY w.created_at DESC, w.id DESC LIMIT $5 OFFSET $6`,
    [f.memberId ?? null, f.status ?? null, f.from ?? null, f.to ?? null, f.pageSize, (f.pageNo - 1) * f.pageSize],
  );
  return { list: rows.map(withdrawalOf), totalCount: rows.length > 0 ? Number(rows[0]!.total) : 0 };
}

/** Withdrawals in a state with no change since `olderThan`, least recently asked about first (the reconciliation's work list). */
export async function listWithdrawalsIn(db: Queryable, status: WithdrawalStatus, olderThan: Date, limit: number): Promise<WithdrawalRow[]> {
  const rows = await db.query('SELECT * FROM withdrawals WHERE status = $1 AND updated_at < $2 ORDER BY checked_at NULLS FIRST LIMIT $3', [
    status,
    olderThan,
    limit,
  ]);
  return rows.map(withdrawalOf);
}

export async function markWithdrawalChecked(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE withdrawals SET checked_at = now() WHERE id = $1', [id]);
}

/** Counts one more request for the payout; the count after it. */
export async function countPayoutAttempt(db: Queryable, id: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'UPDATE withdrawals SET payout_attempts = payout_attempts + 1 WHERE id = $1 RETURNING payout_attempts AS n',
    [id],
  );
  return Number(rows[0]!.n);
}

/** Locks the player's ledger account row: withdrawals of one player are decided one at a time. */
export async function lockPlayerLedgerAccount(db: Queryable, accountId: number): Promise<number> {
  const rows = await db.query<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = $1 FOR UPDATE', [accountId]);
  return Number(rows[0]!.balance);
}

export async function findWithdrawalByReference(db: Queryable, reference: string): Promise<WithdrawalRow | null> {
  const rows = await db.query('SELECT * FROM withdrawals WHERE reference = $1', [reference]);
  return rows[0] ? withdrawalOf(rows[0]) : null;
}

export async function listWaitingForKyc(db: Queryable, memberId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(`SELECT id FROM withdrawals WHERE member_id = $1 AND status = 'waiting_kyc'`, [memberId]);
  return rows.map((r) => Number(r.id));
}
