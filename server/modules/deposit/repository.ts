import type { DepositBank, DepositFlow, DepositStatus, DepositType, ManualPayee, CryptoQuote } from '../../../contracts/deposit';
import type { Queryable } from '../../db/types';

/** A bank of a channel as configured; a manual channel's bank also holds the operator's account. */
export type ConfiguredBank = DepositBank & { payee?: ManualPayee };

export interface ChannelRow {
  channelId: number;
  bankType: DepositType;
  channelName: string;
  bankCode: string;
  vendorId: number;
  flow: DepositFlow;
  method: string | null;
  min: number;
  max: number;
  fixAmounts: number[];
  banks: ConfiguredBank[];
  enabled: boolean;
}

const CHANNEL_COLUMNS = `channel_id, bank_type, channel_name, bank_code, vendor_id, flow, method,
  min_amount, max_amount, fix_amounts, banks, enabled`;

interface RawChannel {
  channel_id: number;
  bank_type: DepositType;
  channel_name: string;
  bank_code: string;
  vendor_id: number;
  flow: DepositFlow;
  method: string | null;
  min_amount: number;
  max_amount: number;
  fix_amounts: number[];
  banks: ConfiguredBank[];
  enabled: boolean;
}

function channelOf(r: RawChannel): ChannelRow {
  return {
    channelId: Number(r.channel_id),
    bankType: r.bank_type,
    channelName: r.channel_name,
    bankCode: r.bank_code,
    vendorId: Number(r.vendor_id),
    flow: r.flow,
    method: r.method,
    min: Number(r.min_amount),
    max: Number(r.max_amount),
    fixAmounts: r.fix_amounts.map(Number),
    banks: r.banks,
    enabled: r.enabled,
  };
}

/** Every channel of a merchant in the cashier's order, enabled or not. */
export async function listChannels(db: Queryable, merchantCode: string): Promise<ChannelRow[]> {
  const rows = await db.query<RawChannel>(
    `SELECT ${CHANNEL_COLUMNS} FROM deposit_channels WHERE merchant_code = $1 ORDER BY sort_order, channel_id`,
    [merchantCode],
  );
  return rows.map(channelOf);
}

export interface PromotionRow {
  promotionId: number;
  title: string;
  minDeposit: number;
  bonusPercent: number;
  maxBonus: number;
  turnoverMultiplier: number;
  oncePerPlayer: boolean;
}

interface RawPromotion {
  promotion_id: number;
  title: string;
  min_deposit: number;
  bonus_percent: number;
  max_bonus: number;
  turnover_multiplier: number;
  once_per_player: boolean;
}

const promotionOf = (r: RawPromotion): PromotionRow => ({
  promotionId: Number(r.promotion_id),
  title: r.title,
  minDeposit: Number(r.min_deposit),
  bonusPercent: Number(r.bonus_percent),
  maxBonus: Number(r.max_bonus),
  turnoverMultiplier: Number(r.turnover_multiplier),
  oncePerPlayer: r.once_per_player,
});

export async function listActivePromotions(db: Queryable, merchantCode: string, code: string): Promise<PromotionRow[]> {
  const rows = await db.query<RawPromotion>(
    `SELECT promotion_id, title, min_deposit, bonus_percent, max_bonus, turnover_multiplier, once_per_player
       FROM promotions WHERE merchant_code = $1 AND code = $2 AND active
        AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now()) ORDER BY promotion_id`,
    [merchantCode, code],
  );
  return rows.map(promotionOf);
}

export async function promotionById(db: Queryable, promotionId: number): Promise<PromotionRow | null> {
  const rows = await db.query<RawPromotion>(
    `SELECT promotion_id, title, min_deposit, bonus_percent, max_bonus, turnover_multiplier, once_per_player
       FROM promotions WHERE promotion_id = $1`,
    [promotionId],
  );
  return rows[0] ? promotionOf(rows[0]) : null;
}

/** Whether the player already has a deposit with this promotion that is open or was credited. */
export async function promotionUsed(db: Queryable, memberId: number, promotionId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM deposits WHERE member_id = $1 AND promotion_id = $2 AND status IN ('pending', 'reviewing', 'completed') LIMIT 1`,
    [memberId, promotionId],
  );
  return rows.length > 0;
}

export interface DepositRow {
  id: number;
  memberId: number;
  channelId: number;
  bankType: DepositType;
  bankCode: string;
  channelName: string;
  flow: DepositFlow;
  amount: number;
  currency: string;
  promotionId: number | null;
  promotionTitle: string | null;
  bonusAmount: number;
  status: DepositStatus;
  reference: string;
  provider: string | null;
  providerRef: string | null;
  checkoutUrl: string | null;
  expiresAt: Date | null;
  payee: ManualPayee | null;
  crypto: CryptoQuote | null;
  transferReference: string | null;
  receiptUploaded: boolean;
  reason: string | null;
  createdAt: Date;
}

const DEPOSIT_SELECT = `SELECT d.*, p.title AS promotion_title,
         EXISTS (SELECT 1 FROM deposit_receipts r WHERE r.deposit_id = d.id) AS receipt_uploaded
  FROM deposits d LEFT JOIN promotions p ON p.promotion_id = d.promotion_id`;

function depositOf(r: Record<string, unknown>): DepositRow {
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return {
    id: Number(r.id),
    memberId: Number(r.member_id),
    channelId: Number(r.channel_id),
    bankType: r.bank_type as DepositType,
    bankCode: r.bank_code as string,
    channelName: r.channel_name as string,
    flow: r.flow as DepositFlow,
    amount: Number(r.amount),
    currency: r.currency as string,
    promotionId: r.promotion_id === null ? null : Number(r.promotion_id),
    promotionTitle: (r.promotion_title as string | null) ?? null,
    bonusAmount: Number(r.bonus_amount),
    status: r.status as DepositStatus,
    reference: r.reference as string,
    provider: (r.provider as string | null) ?? null,
    providerRef: (r.provider_ref as string | null) ?? null,
    checkoutUrl: (r.checkout_url as string | null) ?? null,
    expiresAt: date(r.expires_at),
    payee: (r.payee as ManualPayee | null) ?? null,
    crypto: (r.crypto as CryptoQuote | null) ?? null,
    transferReference: (r.transfer_reference as string | null) ?? null,
    receiptUploaded: Boolean(r.receipt_uploaded),
    reason: (r.reason as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
  };
}

/** What an order is opened with; the database gives the rest (id, status pending, times). */
export type NewDeposit = Pick<
  DepositRow,
  | 'memberId'
  | 'channelId'
  | 'bankType'
  | 'bankCode'
  | 'channelName'
  | 'flow'
  | 'amount'
  | 'currency'
  | 'promotionId'
  | 'bonusAmount'
  | 'reference'
  | 'expiresAt'
  | 'payee'
  | 'crypto'
>;

/** Opens an order; null when the player already has one made under this request key (a retry). */
export async function insertDeposit(db: Queryable, d: NewDeposit, requestKey: string | null): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO deposits (member_id, channel_id, bank_type, bank_code, channel_name, flow, amount, currency, promotion_id, bonus_amount,
                           status, reference, expires_at, payee, crypto, request_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11, $12, $13, $14, $15)
     ON CONFLICT (member_id, request_key) DO NOTHING RETURNING id`,
    [
      d.memberId,
      d.channelId,
      d.bankType,
      d.bankCode,
      d.channelName,
      d.flow,
      d.amount,
      d.currency,
      d.promotionId,
      d.bonusAmount,
      d.reference,
      d.expiresAt,
      d.payee === null ? null : JSON.stringify(d.payee),
      d.crypto === null ? null : JSON.stringify(d.crypto),
      requestKey,
    ],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function findDepositByRequestKey(db: Queryable, memberId: number, requestKey: string): Promise<DepositRow | null> {
  const rows = await db.query(`${DEPOSIT_SELECT} WHERE d.member_id = $1 AND d.request_key = $2`, [memberId, requestKey]);
  return rows[0] ? depositOf(rows[0]) : null;
}

export async function attachCheckout(
  db: Queryable,
  id: number,
  checkout: { provider: string; providerRef: string; checkoutUrl: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    `UPDATE deposits SET provider = $2, provider_ref = $3, checkout_url = $4, expires_at = $5, updated_at = now() WHERE id = $1`,
    [id, checkout.provider, checkout.providerRef, checkout.checkoutUrl, checkout.expiresAt],
  );
}

export async function findDeposit(db: Queryable, id: number): Promise<DepositRow | null> {
  const rows = await db.query(`${DEPOSIT_SELECT} WHERE d.id = $1`, [id]);
  return rows[0] ? depositOf(rows[0]) : null;
}

/** The deposit row locked for the caller's transaction: decisions on it happen one at a time. */
export async function lockDeposit(db: Queryable, id: number): Promise<DepositRow | null> {
  await db.query('SELECT id FROM deposits WHERE id = $1 FOR UPDATE', [id]);
  return findDeposit(db, id);
}

export async function findDepositByProviderRef(db: Queryable, provider: string, providerRef: string): Promise<DepositRow | null> {
  const rows = await db.query(`${DEPOSIT_SELECT} WHERE d.provider = $1 AND d.provider_ref = $2`, [provider, providerRef]);
  return rows[0] ? depositOf(rows[0]) : null;
}

/**
 * Open orders that count against the player's limit: manual and crypto ones until they end, and
 * gateway checkouts for their first 15 minutes (an abandoned GCash page stays open for 4 hours,
 * and must not keep the player from paying another way).
 */
export async function countOpenDeposits(db: Queryable, memberId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM deposits
      WHERE member_id = $1 AND status IN ('pending', 'reviewing') AND (expires_at IS NULL OR expires_at > now())
        AND (flow <> 'gateway' OR created_at > now() - interval '15 minutes')`,
    [memberId],
  );
  return Number(rows[0]!.n);
}

export async function setDepositStatus(db: Queryable, id: number, status: DepositStatus, reason: string | null = null): Promise<void> {
  await db.query(
    `UPDATE deposits SET status = $2, reason = CASE WHEN $2 = 'completed' THEN NULL ELSE COALESCE($3, reason) END, updated_at = now(),
            completed_at = CASE WHEN $2 = 'completed' THEN now() ELSE completed_at END
      WHERE id = $1`,
    [id, status, reason],
  );
}

export async function saveReceipt(db: Queryable, id: number, contentType: string, content: Buffer, transferReference: string) {
  await db.query(
    `INSERT INTO deposit_receipts (deposit_id, content_type, content) VALUES ($1, $2, $3)
     ON CONFLICT (deposit_id) DO UPDATE SET content_type = EXCLUDED.content_type, content = EXCLUDED.content, uploaded_at = now()`,
    [id, contentType, content],
  );
  await db.query(`UPDATE deposits SET transfer_reference = $2, status = 'reviewing', updated_at = now() WHERE id = $1`, [
    id,
    transferReference,
  ]);
}

export async function findReceipt(db: Queryable, id: number): Promise<{ contentType: string; content: Buffer } | null> {
  const rows = await db.query<{ content_type: string; content: Uint8Array }>(
    'SELECT content_type, content FROM deposit_receipts WHERE deposit_id = $1',
    [id],
  );
  return rows[0] ? { contentType: rows[0].content_type, content: Buffer.from(rows[0].content) } : null;
}

export interface DepositFilter {
  memberId?: number;
  status?: DepositStatus;
  flow?: DepositFlow;
  from?: Date;
  to?: Date;
  pageNo: number;
  pageSize: number;
}

/** A player's (or, without memberId, every player's) deposits, newest first, with the total count and amount credited. */
export async function listDeposits(db: Queryable, f: DepositFilter) {
  const where = `($1::bigint IS NULL OR d.member_id = $1) AND ($2::text IS NULL OR d.status = $2) AND ($3::text IS NULL OR d.flow = $3)
     AND ($4::timestamptz IS NULL OR d.created_at >= $4) AND ($5::timestamptz IS NULL OR d.created_at < $5)`;
  const params = [f.memberId ?? null, f.status ?? null, f.flow ?? null, f.from ?? null, f.to ?? null];
  const rows = await db.query(`${DEPOSIT_SELECT} WHERE ${where} ORDER BY d.created_at DESC, d.id DESC LIMIT $6 OFFSET $7`, [
    ...params,
    f.pageSize,
    (f.pageNo - 1) * f.pageSize,
  ]);
  const totals = await db.query<{ n: number; completed: number }>(
    `SELECT count(*) AS n, COALESCE(sum(amount) FILTER (WHERE status = 'completed'), 0) AS completed FROM deposits d WHERE ${where}`,
    params,
  );
  return { list: rows.map(depositOf), totalCount: Number(totals[0]!.n), completedAmount: Number(totals[0]!.completed) };
}

/**
 * Orders of a flow to settle, least recently asked about first (so a few that never settle cannot
 * hold up the rest): pending ones past their expiry at `now` or opened before `openedBefore`, and
 * declined gateway checkouts until an hour past their expiry (the player may still pay on the
 * same page, and its webhook may be lost).
 */
export async function listOverdueDeposits(
  db: Queryable,
  flow: DepositFlow,
  now: Date,
  openedBefore: Date,
  limit: number,
): Promise<DepositRow[]> {
  const rows = await db.query(
    `${DEPOSIT_SELECT} WHERE d.flow = $1 AND d.status IN ('pending', 'failed') AND (
       (d.status = 'pending' AND (d.expires_at < $2 OR d.created_at < $3))
       OR (d.flow = 'gateway' AND d.status = 'failed' AND d.reason = 'declined' AND d.expires_at > $2::timestamptz - interval '1 hour'))
      ORDER BY d.checked_at NULLS FIRST LIMIT $4`,
    [flow, now, openedBefore, limit],
  );
  return rows.map(depositOf);
}

export async function markDepositChecked(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE deposits SET checked_at = now() WHERE id = $1', [id]);
}

/** Claims a once-per-player promotion for a deposit; false when the player's claim was made already. */
export async function claimPromotion(db: Queryable, memberId: number, promotionId: number, depositId: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO promotion_claims (member_id, promotion_id, deposit_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`,
    [memberId, promotionId, depositId],
  );
  return rows.length === 1;
}

/** A deposit credited without its bonus (its once-per-player promotion went to another deposit). */
export async function dropBonus(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE deposits SET bonus_amount = 0 WHERE id = $1', [id]);
}
