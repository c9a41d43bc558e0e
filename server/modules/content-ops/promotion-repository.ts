import type { PromotionKind } from '../../../contracts/promotions';
import type { Queryable } from '../../db/types';

/** A promotion as the console edits it, shown or hidden. */
export interface EditablePromotion {
  promotionId: number;
  kind: PromotionKind;
  title: string;
  titles: Record<string, string>;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
  minDeposit: number;
  bonusPercent: number;
  maxBonus: number;
  rewardAmount: number;
  turnoverMultiplier: number;
  oncePerPlayer: boolean;
}

/** The columns a console write may set. */
export interface PromotionWrite {
  title?: string;
  titles?: Record<string, string>;
  startsAt?: Date | null;
  endsAt?: Date | null;
  active?: boolean;
  bonusPercent?: number;
  maxBonus?: number;
  rewardAmount?: number;
  turnoverMultiplier?: number;
}

const COLUMN_OF: Record<keyof PromotionWrite, string> = {
  title: 'title',
  titles: 'titles',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  active: 'active',
  bonusPercent: 'bonus_percent',
  maxBonus: 'max_bonus',
  rewardAmount: 'reward_amount',
  turnoverMultiplier: 'turnover_multiplier',
};

const COLUMNS = `promotion_id, kind, title, titles, starts_at, ends_at, active, min_deposit, bonus_percent, max_bonus, reward_amount,
  turnover_multiplier, once_per_player`;

const dateOf = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));

function promotionOf(r: Record<string, unknown>): EditablePromotion {
  return {
    promotionId: Number(r.promotion_id),
    kind: r.kind as PromotionKind,
    title: r.title as string,
    titles: (r.titles as Record<string, string> | null) ?? {},
    startsAt: dateOf(r.starts_at),
    endsAt: dateOf(r.ends_at),
    active: r.active as boolean,
    minDeposit: Number(r.min_deposit),
    bonusPercent: Number(r.bonus_percent),
    maxBonus: Number(r.max_bonus),
    rewardAmount: Number(r.reward_amount),
    turnoverMultiplier: Number(r.turnover_multiplier),
    oncePerPlayer: r.once_per_player as boolean,
  };
}

/** Every promotion of the merchant, shown or hidden, in the operator's order. */
export async function listEditablePromotions(db: Queryable, merchantCode: string): Promise<EditablePromotion[]> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM promotions WHERE merchant_code = $1 ORDER BY promotion_id`, [merchantCode]);
  return rows.map(promotionOf);
}

/** Sets the given columns; null when the merchant has no such promotion. */
export async function updateEditablePromotion(
  tx: Queryable,
  merchantCode: string,
  promotionId: number,
  change: PromotionWrite,
): Promise<EditablePromotion | null> {
  const keys = (Object.keys(change) as (keyof PromotionWrite)[]).filter((key) => change[key] !== undefined);
  if (keys.length === 0) return (await listEditablePromotions(tx, merchantCode)).find((p) => p.promotionId === promotionId) ?? null;
  const sets = keys.map((key, i) => `${COLUMN_OF[key]} = $${i + 3}`);
  const rows = await tx.query(
    `UPDATE promotions SET ${sets.join(', ')} WHERE merchant_code = $1 AND promotion_id = $2 RETURNING ${COLUMNS}`,
    [merchantCode, promotionId, ...keys.map((key) => (key === 'titles' ? JSON.stringify(change[key]) : change[key]))],
  );
  return rows[0] ? promotionOf(rows[0]) : null;
}
