import type { Queryable } from '../db/types';

export interface StoredAnswer {
  requestHash: string;
  /** null while the first request is still being answered. */
  statusCode: number | null;
  body: string | null;
  /** The claim's own time: it names this claim, so a stale one is taken over or freed only as seen. */
  createdAt: Date;
  /** Milliseconds since the claim, by the database's clock (several servers' clocks may differ). */
  ageMs: number;
}

/** Claims a key for a request: the claim's time, or null when the key is already taken (answered, or in progress). */
export async function claimKey(db: Queryable, scope: string, key: string, requestHash: string): Promise<Date | null> {
  const rows = await db.query<{ created_at: Date }>(
    `INSERT INTO idempotency_keys (scope, idem_key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING created_at`,
    [scope, key, requestHash],
  );
  return rows[0] ? new Date(rows[0].created_at) : null;
}

/** Takes over a stale claim as it was seen (another taker that got there first wins): the new claim's time, or null. */
export async function takeOverKey(db: Queryable, scope: string, key: string, seen: Date, requestHash: string): Promise<Date | null> {
  const rows = await db.query<{ created_at: Date }>(
    `UPDATE idempotency_keys SET request_hash = $4, status_code = NULL, response_body = NULL, created_at = clock_timestamp()
      WHERE scope = $1 AND idem_key = $2 AND created_at = $3 RETURNING created_at`,
    [scope, key, seen, requestHash],
  );
  return rows[0] ? new Date(rows[0].created_at) : null;
}

export async function findKey(db: Queryable, scope: string, key: string): Promise<StoredAnswer | null> {
  const rows = await db.query<{
    request_hash: string;
    status_code: number | null;
    response_body: string | null;
    created_at: Date;
    age_ms: number;
  }>(
    `SELECT request_hash, status_code, response_body, created_at, extract(epoch FROM now() - created_at) * 1000 AS age_ms
       FROM idempotency_keys WHERE scope = $1 AND idem_key = $2`,
    [scope, key],
  );
  const row = rows[0];
  return row
    ? {
        requestHash: row.request_hash,
        statusCode: row.status_code,
        body: row.response_body,
        createdAt: new Date(row.created_at),
        ageMs: Number(row.age_ms),
      }
    : null;
}

/** Keeps the answer of one's own claim (one taken over since is left alone). */
export async function saveAnswer(
  db: Queryable,
  scope: string,
  key: string,
  claimedAt: Date,
  statusCode: number,
  body: string,
): Promise<void> {
  await db.query(
    'UPDATE idempotency_keys SET status_code = $4, response_body = $5 WHERE scope = $1 AND idem_key = $2 AND created_at = $3',
    [scope, key, claimedAt, statusCode, body],
  );
}

/** Frees one's own claim: its request failed unexpectedly (nothing the caller can rely on was done). */
export async function releaseKey(db: Queryable, scope: string, key: string, claimedAt: Date): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND idem_key = $2 AND created_at = $3', [scope, key, claimedAt]);
}
