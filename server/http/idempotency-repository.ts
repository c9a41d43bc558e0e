import type { Queryable } from '../db/types';

export interface StoredAnswer {
  requestHash: string;
  /** null while the first request is still being answered. */
  statusCode: number | null;
  body: string | null;
  createdAt: Date;
}

/** Claims a key for a request; false when the key is already taken (answered, or in progress). */
export async function claimKey(db: Queryable, scope: string, key: string, requestHash: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO idempotency_keys (scope, idem_key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`,
    [scope, key, requestHash],
  );
  return rows.length === 1;
}

export async function findKey(db: Queryable, scope: string, key: string): Promise<StoredAnswer | null> {
  const rows = await db.query<{ request_hash: string; status_code: number | null; response_body: string | null; created_at: Date }>(
    'SELECT request_hash, status_code, response_body, created_at FROM idempotency_keys WHERE scope = $1 AND idem_key = $2',
    [scope, key],
  );
  const row = rows[0];
  return row
    ? { requestHash: row.request_hash, statusCode: row.status_code, body: row.response_body, createdAt: new Date(row.created_at) }
    : null;
}

export async function saveAnswer(db: Queryable, scope: string, key: string, statusCode: number, body: string): Promise<void> {
  await db.query('UPDATE idempotency_keys SET status_code = $3, response_body = $4 WHERE scope = $1 AND idem_key = $2', [
    scope,
    key,
    statusCode,
    body,
  ]);
}

/** Frees a key: its request failed unexpectedly (nothing was done), or its claim is stale or over 24 h old. */
export async function releaseKey(db: Queryable, scope: string, key: string): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND idem_key = $2', [scope, key]);
}
