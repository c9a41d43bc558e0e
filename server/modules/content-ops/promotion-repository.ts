import type { Queryable } from '../../db/types';
import { PROMOTION_COLUMNS, promotionOf, type PromotionRow } from '../promotions/repository';

/** A promotion as the console edits it: the players' row, and whether it is shown. */
export interface EditablePromotion extends PromotionRow {
  active: boolean;
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

const COLUMNS = `${PROMOTION_COLUMNS}, active`;

const editableOf = (r: Record<string, unknown>): EditablePromotion => ({ ...promotionOf(r), active: r.active as boolean });

/** Every promotion of the merchant, shown or hidden, in the operator's order. */
export async function listEditablePromotions(db: Queryable, merchantCode: string): Promise<EditablePromotion[]> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM promotions WHERE merchant_code = $1 ORDER BY promotion_id`, [merchantCode]);
  return rows.map(editableOf);
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
  return rows[0] ? editableOf(rows[0]) : null;
}
