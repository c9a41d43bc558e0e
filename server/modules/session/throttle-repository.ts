import type { Queryable } from '../../db/types';

/**
 * Fixed-window counters in the database, so every server process sees the same count.
 * Used for failed logins and code requests.
 */
export async function countHit(db: Queryable, key: string, windowMinutes: number): Promise<number> {
  const rows = await db.query<{ hits: number }>(
    `INSERT INTO throttle_counters (key, hits, window_ends_at)
     VALUES ($1, 1, now() + make_interval(mins => $2))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN throttle_counters.window_ends_at <= now() THEN 1 ELSE throttle_counters.hits + 1 END,
       window_ends_at = CASE WHEN throttle_counters.window_ends_at <= now()
                          THEN now() + make_interval(mins => $2) ELSE throttle_counters.window_ends_at END
     RETURNING hits`,
    [key, windowMinutes],
  );
  return rows[0]?.hits ?? 0;
}

/** Seconds until the key may try again, or 0 when it is under its limit. */
export async function retryAfter(db: Queryable, key: string, limit: number): Promise<number> {
  const rows = await db.query<{ seconds: number }>(
    `SELECT ceil(extract(epoch FROM window_ends_at - now()))::int AS seconds
       FROM throttle_counters WHERE key = $1 AND hits >= $2 AND window_ends_at > now()`,
    [key, limit],
  );
  return rows[0]?.seconds ?? 0;
}

export async function clearHits(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM throttle_counters WHERE key = $1', [key]);
}

/** The key's count in its current window, without counting anything. */
export async function hitsOf(db: Queryable, key: string): Promise<number> {
  const rows = await db.query<{ hits: number }>('SELECT hits FROM throttle_counters WHERE key = $1 AND window_ends_at > now()', [key]);
  return rows[0]?.hits ?? 0;
}

/** Takes back one hit counted by countHit (an attempt that turned out not to count). */
export async function uncountHit(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE throttle_counters SET hits = greatest(hits - 1, 0) WHERE key = $1', [key]);
}
