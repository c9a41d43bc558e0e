import type { PromotionKind } from '../../../contracts/promotions';
import type { MemberTransaction, TxCode } from '../../../contracts/wallet';
import type { Queryable } from '../../db/types';

export interface TransactionFilter {
  memberId: number;
  currency: string;
  from: Date;
  to: Date;
  txCode?: TxCode;
  pageNo: number;
  pageSize: number;
}

/**
 * The player's account statement: one line per ledger transfer that moved their balance, newest
 * first, with the signed amount and the balance after it as the ledger recorded them.
 */
export async function listTransactions(db: Queryable, f: TransactionFilter): Promise<{ list: MemberTransaction[]; totalCount: number }> {
  const rows = await db.query<{
    id: number;
    kind: TxCode;
    amount: number;
    balance_after: number;
    created_at: Date;
    promotion_kind: PromotionKind | null;
    total: number;
  }>(
    // A bonus names its promotion in the transfer's metadata (a deposit's bonus and a claimed reward alike).
    `SELECT t.id, t.kind, e.amount, e.balance_after, t.created_at, p.kind AS promotion_kind, count(*) OVER () AS total
       FROM ledger_accounts a
       JOIN ledger_entries e ON e.account_id = a.id
       JOIN ledger_transfers t ON t.id = e.transfer_id
       LEFT JOIN promotions p ON t.kind = 'bonus' AND p.promotion_id::text = t.metadata->>'promotionId'
      WHERE a.member_id = $1 AND a.currency = $2 AND t.created_at >= $3 AND t.created_at < $4 AND ($5::text IS NULL OR t.kind = $5)
      ORDER BY t.created_at DESC, t.id DESC
      LIMIT $6 OFFSET $7`,
    [f.memberId, f.currency, f.from, f.to, f.txCode ?? null, f.pageSize, (f.pageNo - 1) * f.pageSize],
  );
  return {
    totalCount: rows.length > 0 ? Number(rows[0]!.total) : 0,
    list: rows.map((r) => ({
      transactionId: String(r.id),
      txCode: r.kind,
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after),
      time: new Date(r.created_at).toISOString(),
      ...(r.promotion_kind ? { promotionKind: r.promotion_kind } : {}),
    })),
  };
}

export interface WalletFigures {
  balance: number;
  lockedBonus: number;
  turnoverLeft: number;
  held: number;
}

/**
 * Everything the wallet shows, in one round trip (the header asks for it on every screen): the
 * ledger balance, the bonuses still locked and their turnover, and what open withdrawals hold.
 */
export async function walletFigures(db: Queryable, memberId: number, currency: string): Promise<WalletFigures> {
  const rows = await db.query<{ balance: number | null; locked: number; turnover_left: number; held: number }>(
    `SELECT (SELECT balance FROM ledger_accounts WHERE member_id = $1 AND currency = $2) AS balance,
            COALESCE(b.locked, 0) AS locked, COALESCE(b.turnover_left, 0) AS turnover_left,
            (SELECT COALESCE(sum(amount), 0) FROM withdrawals
              WHERE member_id = $1 AND status IN ('pending', 'on_hold', 'waiting_kyc', 'approved', 'processing')) AS held
       FROM (SELECT sum(amount) AS locked, sum(turnover_left) AS turnover_left
               FROM bonus_grants WHERE member_id = $1 AND released_at IS NULL) b`,
    [memberId, currency],
  );
  const row = rows[0]!;
  return {
    balance: Number(row.balance ?? 0),
    lockedBonus: Number(row.locked),
    turnoverLeft: Number(row.turnover_left),
    held: Number(row.held),
  };
}
