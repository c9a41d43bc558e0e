import type { Queryable } from '../../server/db/types';

/** What must hold after any load on the seamless wallet, read back from the platform's database. */
export interface WalletInvariants {
  /** The whole ledger's sum: zero, or money was made or lost. */
  ledgerSum: number;
  negativeBalances: number;
  /** Wallet transactions that moved money (bets, wins, rollbacks; no placeholders, no zero amounts). */
  walletTransactions: number;
  /** Of those, how many point at a ledger transfer … */
  ledgerTransfers: number;
  /** … and how many different transfers: each applied once. */
  distinctKeys: number;
}

/** The invariants over every partner's wallet transactions, or one partner's. */
export async function readWalletInvariants(db: Queryable, partner?: string): Promise<WalletInvariants> {
  const params = partner ? [partner] : [];
  const one = async (sql: string) => Number((await db.query<{ n: string }>(sql, params))[0]!.n);
  const moving = `FROM wallet_transactions w WHERE w.state <> 'placeholder' AND w.amount > 0${partner ? ' AND w.partner_code = $1' : ''}`;
  const applied = moving.replace(
    'FROM wallet_transactions w',
    'FROM wallet_transactions w JOIN ledger_transfers t ON t.id = w.ledger_transfer_id',
  );
  return {
    ledgerSum: Number((await db.query<{ n: string }>('SELECT coalesce(sum(balance), 0) AS n FROM ledger_accounts'))[0]!.n),
    negativeBalances: Number(
      (await db.query<{ n: string }>(`SELECT count(*) AS n FROM ledger_accounts WHERE kind = 'player' AND balance < 0`))[0]!.n,
    ),
    walletTransactions: await one(`SELECT count(*) AS n ${moving}`),
    ledgerTransfers: await one(`SELECT count(*) AS n ${applied}`),
    distinctKeys: await one(`SELECT count(DISTINCT t.idempotency_key) AS n ${applied}`),
  };
}

/** Prints the invariants under a bench's figures, and fails the run when one does not hold. */
export function reportWalletInvariants(inv: WalletInvariants): void {
  console.log(
    `  afterwards: ledger sum ${inv.ledgerSum}, negative balances ${inv.negativeBalances}, ${inv.walletTransactions} money-moving ` +
      `wallet transactions -> ${inv.ledgerTransfers} in the ledger (${inv.distinctKeys} distinct transfers)`,
  );
  const holds =
    inv.ledgerSum === 0 &&
    inv.negativeBalances === 0 &&
    inv.walletTransactions === inv.ledgerTransfers &&
    inv.ledgerTransfers === inv.distinctKeys;
  if (!holds) {
    console.error('  INVARIANT BROKEN');
    process.exitCode = 1;
  }
}
