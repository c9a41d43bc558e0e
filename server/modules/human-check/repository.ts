import type { Queryable } from '../../db/types';

/** Records a solved challenge as used; false when it was used before (each proof passes once). */
export async function markChallengeUsed(db: Queryable, signature: string, validSeconds: number): Promise<boolean> {
  const fresh = await db.query(
    `INSERT INTO human_checks_used (signature, expires_at) VALUES ($1, now() + make_interval(secs => $2))
     ON CONFLICT (signature) DO NOTHING RETURNING signature`,
    [signature, validSeconds],
  );
  return fresh.length === 1;
}
