import type { Queryable } from '../../db/types';

export async function insertCaptcha(db: Queryable, id: string, answerHash: string, validMinutes: number): Promise<void> {
  await db.query(`INSERT INTO captchas (id, answer_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`, [
    id,
    answerHash,
    validMinutes,
  ]);
}

/**
 * Spends a live captcha and returns its answer's hash; null when it is unknown, expired or
 * already spent. Spending before comparing is what makes one captcha answer exactly once.
 */
export async function spendCaptcha(db: Queryable, id: string): Promise<string | null> {
  const rows = await db.query<{ answer_hash: string }>(
    `UPDATE captchas SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL AND expires_at > now() RETURNING answer_hash`,
    [id],
  );
  return rows[0]?.answer_hash ?? null;
}
