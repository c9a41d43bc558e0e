import type { Queryable } from '../../db/types';

/** A bonus locked until its turnover is bet, from one deposit's promotion or one claimed promotion reward (once per source). */
export async function insertBonusGrant(
  db: Queryable,
  g: { memberId: number; promotionId: number; amount: number; turnoverRequired: number } & (
    { depositId: number; rewardId?: never } | { rewardId: number; depositId?: never }
  ),
): Promise<void> {
  await db.query(
    `INSERT INTO bonus_grants (member_id, deposit_id, reward_id, promotion_id, amount, turnover_required, turnover_left, released_at)
     VALUES ($1, $2, $3, $4, $5, $6::bigint, $6::bigint, CASE WHEN $6::bigint = 0 THEN now() END) ON CONFLICT DO NOTHING`,
    [g.memberId, g.depositId ?? null, g.rewardId ?? null, g.promotionId, g.amount, g.turnoverRequired],
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
 * Counts a stake against the player's open bonuses, oldest first: each takes what it still needs
 * of the stake, and one whose turnover reaches zero is released (its money becomes cash). What
 * each counted is kept under the bet's key, for a refund to take back exactly that. Runs inside
 * the bet's transaction, so a bet that fails counts nothing.
 */
export async function countTurnover(db: Queryable, memberId: number, stake: number, betKey: string): Promise<void> {
  const open = await db.query('SELECT id FROM bonus_grants WHERE member_id = $1 AND released_at IS NULL FOR UPDATE', [memberId]);
  // Most stakes are of players with no open bonus: nothing to count.
  if (open.length === 0) return;
  await db.query(
    `WITH open AS (
       SELECT id, turnover_left, sum(turnover_left) OVER (ORDER BY id) - turnover_left AS before
         FROM bonus_grants WHERE member_id = $1 AND released_at IS NULL),
     taken AS (
       SELECT id, LEAST(turnover_left, GREATEST($2::bigint - before, 0)) AS take FROM open),
     counted AS (
       UPDATE bonus_grants g
          SET turnover_left = g.turnover_left - t.take,
              released_at = CASE WHEN g.turnover_left - t.take = 0 THEN now() ELSE NULL END
         FROM taken t
        WHERE g.id = t.id AND t.take > 0
        RETURNING g.id, t.take)
     INSERT INTO bonus_turnover_counts (bet_key, grant_id, amount) SELECT $3, id, take FROM counted ON CONFLICT DO NOTHING`,
    [memberId, stake, betKey],
  );
}

/**
 * A refunded stake was never a real bet: each bonus it counted towards gets that amount back (and
 * is locked again if it had been released by it), except one forfeited since.
 */
export async function restoreTurnover(db: Queryable, betKey: string): Promise<void> {
  await db.query(
    `WITH counted AS (DELETE FROM bonus_turnover_counts WHERE bet_key = $1 RETURNING grant_id, amount)
     UPDATE bonus_grants g
        SET turnover_left = LEAST(g.turnover_required, g.turnover_left + c.amount), released_at = NULL
       FROM counted c
      WHERE g.id = c.grant_id AND NOT g.forfeited`,
    [betKey],
  );
}

/** A balance under ₱1 can place no real bet: what is left of a bonus is spent. */
const SPENT_BELOW = 100;

/** Bonuses lost in play: when a stake takes the balance below ₱1, the open bonuses are forfeited (their turnover no longer asked). */
export async function forfeitSpentBonuses(db: Queryable, memberId: number, balanceAfter: number): Promise<void> {
  if (balanceAfter >= SPENT_BELOW) return;
  await db.query(
    `UPDATE bonus_grants SET forfeited = true, turnover_left = 0, released_at = now() WHERE member_id = $1 AND released_at IS NULL`,
    [memberId],
  );
}

/**
 * A break (cool-off or self-exclusion) forfeits the player's locked bonuses: marked forfeited, their
 * turnover no longer asked. Answers their amount, for the caller to take back what of it is still in
 * the balance (player protection's service, in the same transaction).
 */
export async function forfeitOpenBonuses(db: Queryable, memberId: number): Promise<number> {
  const rows = await db.query<{ amount: number }>(
    `UPDATE bonus_grants SET forfeited = true, turnover_left = 0, released_at = now()
      WHERE member_id = $1 AND released_at IS NULL RETURNING amount`,
    [memberId],
  );
  return rows.reduce((sum, r) => sum + Number(r.amount), 0);
}
