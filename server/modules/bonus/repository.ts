import type { Queryable } from '../../db/types';

export async function insertBonusGrant(
  db: Queryable,
  g: { memberId: number; depositId: number; promotionId: number; amount: number; turnoverRequired: number },
): Promise<void> {
  await db.query(
    `INSERT INTO bonus_grants (member_id, deposit_id, promotion_id, amount, turnover_required, turnover_left, released_at)
     VALUES ($1, $2, $3, $4, $5::bigint, $5::bigint, CASE WHEN $5::bigint = 0 THEN now() END) ON CONFLICT (deposit_id) DO NOTHING`,
    [g.memberId, g.depositId, g.promotionId, g.amount, g.turnoverRequired],
  );
}

/** The player's bonuses still locked: their amount, and the bets still needed to free them. */
export async function lockedBonus(db: Queryable, memberId: number): Promise<{ amount: number; turnoverLeft: number }> {
  const rows = await db.query<{ amount: number; turnover_left: number }>(
    `SELECT COALESCE(sum(amount), 0) AS amount, COALESCE(sum(turnover_left), 0) AS turnover_left
       FROM bonus_grants WHERE member_id = $1 AND released_at IS NULL`,
    [memberId],
  );
  return { amount: Number(rows[0]!.amount), turnoverLeft: Number(rows[0]!.turnover_left) };
}

/**
 * Counts a bet against the player's open bonuses, oldest first: each takes what it still needs
 * of the stake, and one whose turnover reaches zero is released (its money becomes cash).
 * Runs inside the bet's transaction, so a rolled-back bet counts nothing.
 */
export async function countTurnover(db: Queryable, memberId: number, stake: number): Promise<void> {
  await db.query('SELECT id FROM bonus_grants WHERE member_id = $1 AND released_at IS NULL FOR UPDATE', [memberId]);
  await db.query(
    `WITH open AS (
       SELECT id, turnover_left, sum(turnover_left) OVER (ORDER BY id) - turnover_left AS before
         FROM bonus_grants WHERE member_id = $1 AND released_at IS NULL),
     taken AS (
       SELECT id, LEAST(turnover_left, GREATEST($2 - before, 0)) AS take FROM open)
     UPDATE bonus_grants g
        SET turnover_left = g.turnover_left - t.take,
            released_at = CASE WHEN g.turnover_left - t.take = 0 THEN now() ELSE NULL END
       FROM taken t
      WHERE g.id = t.id AND t.take > 0`,
    [memberId, stake],
  );
}

/**
 * Undoes a refunded stake's count: the newest bonus given before it takes the amount back, up
 * to what it required, and is locked again if the refund takes it above zero.
 */
export async function restoreTurnover(db: Queryable, memberId: number, stake: number): Promise<void> {
  await db.query(
    `UPDATE bonus_grants SET turnover_left = LEAST(turnover_required, turnover_left + $2),
            released_at = CASE WHEN LEAST(turnover_required, turnover_left + $2) > 0 THEN NULL ELSE released_at END
      WHERE id = (SELECT id FROM bonus_grants WHERE member_id = $1 AND turnover_left < turnover_required ORDER BY id DESC LIMIT 1)`,
    [memberId, stake],
  );
}
