import type { ApplicationStatus, PromotionKind } from '../../../contracts/promotions';
import { dateOrNull } from '../../db/columns';
import type { Queryable } from '../../db/types';

export interface PromotionRow {
  promotionId: number;
  kind: PromotionKind;
  title: string;
  titles: Record<string, string>;
  startsAt: Date | null;
  endsAt: Date | null;
  minDeposit: number;
  bonusPercent: number;
  maxBonus: number;
  rewardAmount: number;
  turnoverMultiplier: number;
  oncePerPlayer: boolean;
}

export const PROMOTION_COLUMNS = `promotion_id, kind, title, titles, starts_at, ends_at, min_deposit, bonus_percent, max_bonus,
  reward_amount, turnover_multiplier, once_per_player`;

export function promotionOf(r: Record<string, unknown>): PromotionRow {
  return {
    promotionId: Number(r.promotion_id),
    kind: r.kind as PromotionKind,
    title: r.title as string,
    titles: (r.titles as Record<string, string> | null) ?? {},
    startsAt: dateOrNull(r.starts_at),
    endsAt: dateOrNull(r.ends_at),
    minDeposit: Number(r.min_deposit),
    bonusPercent: Number(r.bonus_percent),
    maxBonus: Number(r.max_bonus),
    rewardAmount: Number(r.reward_amount),
    turnoverMultiplier: Number(r.turnover_multiplier),
    oncePerPlayer: r.once_per_player as boolean,
  };
}

/** The merchant's active promotions, in the operator's order (by id), announced, running or ended. */
export async function listPromotions(db: Queryable, merchantCode: string): Promise<PromotionRow[]> {
  const rows = await db.query(`SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE merchant_code = $1 AND active ORDER BY promotion_id`, [
    merchantCode,
  ]);
  return rows.map(promotionOf);
}

export async function findPromotion(db: Queryable, merchantCode: string, promotionId: number): Promise<PromotionRow | null> {
  const rows = await db.query(`SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE merchant_code = $1 AND promotion_id = $2 AND active`, [
    merchantCode,
    promotionId,
  ]);
  return rows[0] ? promotionOf(rows[0]) : null;
}

/** The once-per-player deposit promotions the player's credited deposits claimed, with the bonus each paid. */
export async function claimedDepositBonuses(db: Queryable, memberId: number): Promise<Map<number, number>> {
  const rows = await db.query<{ promotion_id: number; bonus_amount: number }>(
    `SELECT c.promotion_id, d.bonus_amount FROM promotion_claims c JOIN deposits d ON d.id = c.deposit_id WHERE c.member_id = $1`,
    [memberId],
  );
  return new Map(rows.map((r) => [Number(r.promotion_id), Number(r.bonus_amount)]));
}

/** Promotions the player's open deposit orders (not yet credited) carry. */
export async function openDepositPromotions(db: Queryable, memberId: number): Promise<Set<number>> {
  const rows = await db.query<{ promotion_id: number }>(
    `SELECT DISTINCT promotion_id FROM deposits
      WHERE member_id = $1 AND promotion_id IS NOT NULL AND status IN ('pending', 'reviewing')`,
    [memberId],
  );
  return new Set(rows.map((r) => Number(r.promotion_id)));
}

export interface RewardRow {
  promotionId: number;
  periodKey: string;
  amount: number;
}

/** What the player was paid for any of these periods (a day, a week's Monday, 'once'), by promotion. */
export async function rewardsIn(db: Queryable, memberId: number, periodKeys: string[]): Promise<RewardRow[]> {
  const rows = await db.query<{ promotion_id: number; period_key: string; amount: number }>(
    'SELECT promotion_id, period_key, amount FROM promotion_rewards WHERE member_id = $1 AND period_key = ANY($2::text[])',
    [memberId, periodKeys],
  );
  return rows.map((r) => ({ promotionId: Number(r.promotion_id), periodKey: r.period_key, amount: Number(r.amount) }));
}

/** Pays a period once: null when the player was paid for it already (a second tap, a second device). */
export async function insertReward(
  tx: Queryable,
  r: { memberId: number; promotionId: number; periodKey: string; amount: number },
): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO promotion_rewards (member_id, promotion_id, period_key, amount) VALUES ($1, $2, $3, $4)
     ON CONFLICT ON CONSTRAINT promotion_rewards_once_per_period DO NOTHING RETURNING id`,
    [r.memberId, r.promotionId, r.periodKey, r.amount],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * The player's net loss between two instants, from the bet records: stakes less wins of the applied
 * transactions (a refunded stake is no longer applied). Negative when they won.
 */
export async function netLossBetween(db: Queryable, memberId: number, from: Date, to: Date): Promise<number> {
  const rows = await db.query<{ net: number }>(
    `SELECT COALESCE(sum(CASE kind WHEN 'bet' THEN amount WHEN 'win' THEN -amount ELSE 0 END), 0) AS net
       FROM wallet_transactions WHERE member_id = $1 AND state = 'applied' AND created_at >= $2 AND created_at < $3`,
    [memberId, from, to],
  );
  return Number(rows[0]!.net);
}

export interface ApplicationRow {
  applicationId: number;
  memberId: number;
  promotionId: number;
  status: ApplicationStatus;
  reason: string | null;
}

function applicationOf(r: Record<string, unknown>): ApplicationRow {
  return {
    applicationId: Number(r.id),
    memberId: Number(r.member_id),
    promotionId: Number(r.promotion_id),
    status: r.status as ApplicationStatus,
    reason: (r.reason as string | null) ?? null,
  };
}

export async function applicationsOf(db: Queryable, memberId: number): Promise<ApplicationRow[]> {
  const rows = await db.query('SELECT id, member_id, promotion_id, status, reason FROM promotion_applications WHERE member_id = $1', [
    memberId,
  ]);
  return rows.map(applicationOf);
}

/** Files the player's one application to a promotion; null when they applied before. */
export async function insertApplication(tx: Queryable, memberId: number, promotionId: number): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO promotion_applications (member_id, promotion_id, status) VALUES ($1, $2, 'applying')
     ON CONFLICT ON CONSTRAINT promotion_applications_once DO NOTHING RETURNING id`,
    [memberId, promotionId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** An application under lock until the transaction ends: a decision and a claim never cross. */
export async function lockApplication(tx: Queryable, applicationId: number): Promise<ApplicationRow | null> {
  const rows = await tx.query('SELECT id, member_id, promotion_id, status, reason FROM promotion_applications WHERE id = $1 FOR UPDATE', [
    applicationId,
  ]);
  return rows[0] ? applicationOf(rows[0]) : null;
}

/** The player's application to a promotion, under lock. */
export async function lockPlayersApplication(tx: Queryable, memberId: number, promotionId: number): Promise<ApplicationRow | null> {
  const rows = await tx.query(
    `SELECT id, member_id, promotion_id, status, reason FROM promotion_applications
      WHERE member_id = $1 AND promotion_id = $2 FOR UPDATE`,
    [memberId, promotionId],
  );
  return rows[0] ? applicationOf(rows[0]) : null;
}

export async function decideApplication(
  tx: Queryable,
  applicationId: number,
  status: Exclude<ApplicationStatus, 'applying'>,
  reason: string | null,
): Promise<void> {
  await tx.query('UPDATE promotion_applications SET status = $2, reason = $3, decided_at = now() WHERE id = $1', [
    applicationId,
    status,
    reason,
  ]);
}

export interface OpsApplicationRow extends ApplicationRow {
  username: string;
  promotionTitle: string;
  rewardAmount: number;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
}

const OPS_APPLICATION_SELECT = `SELECT a.id, a.member_id, a.promotion_id, a.status, a.reason, a.created_at, a.decided_at,
       m.username, p.title, p.reward_amount, last.name AS decided_by, count(*) OVER () AS total
  FROM promotion_applications a
  JOIN members m ON m.id = a.member_id
  JOIN promotions p ON p.promotion_id = a.promotion_id
  LEFT JOIN LATERAL (SELECT o.name FROM operator_decisions d JOIN operators o ON o.id = d.operator_id
                      WHERE d.subject = 'promotion' AND d.subject_id = a.id ORDER BY d.id DESC LIMIT 1) last ON true`;

function opsApplicationOf(r: Record<string, unknown>): OpsApplicationRow {
  return {
    ...applicationOf(r),
    username: r.username as string,
    promotionTitle: r.title as string,
    rewardAmount: Number(r.reward_amount),
    createdAt: new Date(r.created_at as string),
    decidedAt: dateOrNull(r.decided_at),
    decidedBy: (r.decided_by as string | null) ?? null,
  };
}

/** Applications by status, oldest first (the operator's queue), a page at a time. */
export async function listApplications(
  db: Queryable,
  q: { status: ApplicationStatus; pageNo: number; pageSize: number },
): Promise<{ list: OpsApplicationRow[]; totalCount: number }> {
  const rows = await db.query(`${OPS_APPLICATION_SELECT} WHERE a.status = $1 ORDER BY a.id LIMIT $2 OFFSET $3`, [
    q.status,
    q.pageSize,
    (q.pageNo - 1) * q.pageSize,
  ]);
  return { list: rows.map(opsApplicationOf), totalCount: rows[0] ? Number(rows[0].total) : 0 };
}

export async function findOpsApplication(db: Queryable, applicationId: number): Promise<OpsApplicationRow | null> {
  const rows = await db.query(`${OPS_APPLICATION_SELECT} WHERE a.id = $1`, [applicationId]);
  return rows[0] ? opsApplicationOf(rows[0]) : null;
}
