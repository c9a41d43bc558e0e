import type { Queryable } from '../../db/types';

/** Where a page starts: after the row with this sort key (exact text, as the database gave it) and id. */
export interface Keyset {
  by: 'created' | 'amount';
  direction: 'asc' | 'desc';
  after: { key: string; id: number } | null;
  limit: number;
}

/** The filters every queue shares; `state` null means the queue's open states. */
export interface QueueFilter {
  state: string | null;
  memberId?: number;
  minAmount?: number;
  maxAmount?: number;
}

/** The queue's own state names (constants of contracts/queues.ts, never input) as SQL literals. */
const literals = (states: readonly string[]) => states.map((s) => `'${s.replace(/[^a-z_]/g, '')}'`).join(', ');

/**
 * A WHERE clause and ORDER BY built from fixed column names and numbered parameters (no input is
 * ever spliced in). The open states are written out literally so the planner can prove the
 * partial index's predicate; the row comparison `(key, id) > (…)` walks the index from the cursor.
 */
class Query {
  readonly where: string[] = [];
  readonly params: unknown[] = [];
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  state(column: string, state: string | null, open: readonly string[]): void {
    this.where.push(state === null ? `${column} IN (${literals(open)})` : `${column} = ${this.param(state)}`);
  }
  page(key: { column: string; cast: string }, idColumn: string, k: Keyset): string {
    if (k.after) {
      const op = k.direction === 'asc' ? '>' : '<';
      this.where.push(`(${key.column}, ${idColumn}) ${op} (${this.param(k.after.key)}::${key.cast}, ${this.param(k.after.id)}::bigint)`);
    }
    const dir = k.direction.toUpperCase();
    return `WHERE ${this.where.join(' AND ')} ORDER BY ${key.column} ${dir}, ${idColumn} ${dir} LIMIT ${this.param(k.limit)}`;
  }
}

function moneyFilters(q: Query, alias: string, f: QueueFilter): void {
  if (f.memberId !== undefined) q.where.push(`${alias}.member_id = ${q.param(f.memberId)}`);
  if (f.minAmount !== undefined) q.where.push(`${alias}.amount >= ${q.param(f.minAmount)}`);
  if (f.maxAmount !== undefined) q.where.push(`${alias}.amount <= ${q.param(f.maxAmount)}`);
}

const KEYS = {
  created: (alias: string) => ({ column: `${alias}.created_at`, cast: 'timestamptz' }),
  amount: (alias: string) => ({ column: `${alias}.amount`, cast: 'bigint' }),
};
/** The sort key as exact text: a timestamp keeps its microseconds, which a JavaScript Date would lose. */
const KEY_TEXT = (alias: string, by: Keyset['by']) => `${by === 'created' ? `${alias}.created_at` : `${alias}.amount`}::text AS sort_key`;

export interface QueueRowBase {
  id: number;
  sortKey: string;
  username: string;
  createdAt: Date;
}

const base = (r: Record<string, unknown>): QueueRowBase => ({
  id: Number(r.id),
  sortKey: r.sort_key as string,
  username: r.username as string,
  createdAt: new Date(r.created_at as string),
});

// --- Deposits ---------------------------------------------------------------------------------

export interface DepositQueueFilter extends QueueFilter {
  flow?: string;
  bankCode?: string;
}

export interface DepositQueueDbRow extends QueueRowBase {
  status: string;
  flow: string;
  channelName: string;
  bankCode: string;
  amount: number;
  bonusAmount: number;
  reference: string;
  transferReference: string | null;
  receiptUploaded: boolean;
}

export async function depositQueuePage(
  db: Queryable,
  open: readonly string[],
  f: DepositQueueFilter,
  k: Keyset,
): Promise<DepositQueueDbRow[]> {
  const q = new Query();
  q.state('d.status', f.state, open);
  moneyFilters(q, 'd', f);
  if (f.flow !== undefined) q.where.push(`d.flow = ${q.param(f.flow)}`);
  if (f.bankCode !== undefined) q.where.push(`d.bank_code = ${q.param(f.bankCode)}`);
  const tail = q.page(KEYS[k.by]('d'), 'd.id', k);
  const rows = await db.query(
    `SELECT d.id, d.status, d.flow, d.channel_name, d.bank_code, d.amount, d.bonus_amount, d.reference, d.transfer_reference,
            d.created_at, ${KEY_TEXT('d', k.by)}, m.username,
            EXISTS (SELECT 1 FROM deposit_receipts r WHERE r.deposit_id = d.id) AS receipt_uploaded
       FROM deposits d JOIN members m ON m.id = d.member_id ${tail}`,
    q.params,
  );
  return rows.map((r) => ({
    ...base(r),
    status: r.status as string,
    flow: r.flow as string,
    channelName: r.channel_name as string,
    bankCode: r.bank_code as string,
    amount: Number(r.amount),
    bonusAmount: Number(r.bonus_amount),
    reference: r.reference as string,
    transferReference: (r.transfer_reference as string | null) ?? null,
    receiptUploaded: Boolean(r.receipt_uploaded),
  }));
}

// --- Withdrawals ------------------------------------------------------------------------------

export interface WithdrawalQueueFilter extends QueueFilter {
  bankCode?: string;
  kind?: string;
}

export interface WithdrawalQueueDbRow extends QueueRowBase {
  status: string;
  amount: number;
  reference: string;
  bankCode: string;
  accountKind: string;
  accountName: string;
}

export async function withdrawalQueuePage(
  db: Queryable,
  open: readonly string[],
  f: WithdrawalQueueFilter,
  k: Keyset,
): Promise<WithdrawalQueueDbRow[]> {
  const q = new Query();
  q.state('w.status', f.state, open);
  moneyFilters(q, 'w', f);
  if (f.bankCode !== undefined) q.where.push(`p.bank_code = ${q.param(f.bankCode)}`);
  if (f.kind !== undefined) q.where.push(`p.kind = ${q.param(f.kind)}`);
  const tail = q.page(KEYS[k.by]('w'), 'w.id', k);
  const rows = await db.query(
    `SELECT w.id, w.status, w.amount, w.reference, w.created_at, ${KEY_TEXT('w', k.by)}, m.username,
            p.bank_code, p.kind, p.account_name
       FROM withdrawals w JOIN members m ON m.id = w.member_id JOIN payout_accounts p ON p.id = w.payout_account_id ${tail}`,
    q.params,
  );
  return rows.map((r) => ({
    ...base(r),
    status: r.status as string,
    amount: Number(r.amount),
    reference: r.reference as string,
    bankCode: r.bank_code as string,
    accountKind: r.kind as string,
    accountName: r.account_name as string,
  }));
}

// --- KYC cases --------------------------------------------------------------------------------

export interface KycQueueDbRow extends QueueRowBase {
  state: string;
  attempt: number;
  payeeName: string;
  provider: string | null;
}

/** KYC cases by when they were submitted (`created` here): drafts, never submitted, are not in the queue. */
export async function kycQueuePage(
  db: Queryable,
  open: readonly string[],
  f: Pick<QueueFilter, 'state' | 'memberId'>,
  k: Keyset,
): Promise<KycQueueDbRow[]> {
  const q = new Query();
  q.state('s.state', f.state, open);
  q.where.push('s.submitted_at IS NOT NULL');
  if (f.memberId !== undefined) q.where.push(`s.member_id = ${q.param(f.memberId)}`);
  const tail = q.page({ column: 's.submitted_at', cast: 'timestamptz' }, 's.id', k);
  const rows = await db.query(
    `SELECT s.id, s.state, s.attempt, s.payee_name, s.provider, s.submitted_at AS created_at, s.submitted_at::text AS sort_key, m.username
       FROM kyc_submissions s JOIN members m ON m.id = s.member_id ${tail}`,
    q.params,
  );
  return rows.map((r) => ({
    ...base(r),
    state: r.state as string,
    attempt: Number(r.attempt),
    payeeName: (r.payee_name as string | null) ?? '',
    provider: (r.provider as string | null) ?? null,
  }));
}

// --- Counts -----------------------------------------------------------------------------------

export interface StateCount {
  state: string;
  count: number;
  oldest: Date | null;
}

const COUNTED = {
  deposits: { table: 'deposits', state: 'status', since: 'created_at' },
  withdrawals: { table: 'withdrawals', state: 'status', since: 'created_at' },
  kyc: { table: 'kyc_submissions', state: 'state', since: 'submitted_at' },
} as const;

/** Each open state's count and its oldest row's time (read from the queue's (state, time, id) index). */
export async function openCounts(db: Queryable, queue: keyof typeof COUNTED, open: readonly string[]): Promise<StateCount[]> {
  const c = COUNTED[queue];
  const rows = await db.query<{ state: string; n: number; oldest: string | null }>(
    `SELECT ${c.state} AS state, count(*)::int AS n, min(${c.since}) AS oldest FROM ${c.table}
      WHERE ${c.state} IN (${literals(open)}) GROUP BY ${c.state}`,
  );
  const found = new Map(rows.map((r) => [r.state, r]));
  return open.map((state) => {
    const r = found.get(state);
    return { state, count: r ? Number(r.n) : 0, oldest: r?.oldest ? new Date(r.oldest) : null };
  });
}
