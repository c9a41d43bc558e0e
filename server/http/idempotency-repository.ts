import type { Queryable } from '../db/types';

export interface StoredAnswer {
  requestHash: string;
  /** null while the first request is still being answered. */
  statusCode: number | null;
  body: string | null;
  /** Names the request holding the key: a stale claim is taken over only as it was seen. */
  claim: string;
  /** Milliseconds since the claim, by the database's clock (several servers' clocks may differ). */
  ageMs: number;
}

/** Claims a key for a request under `claim`; false when the key is already taken (answered, or in progress). */
export async function claimKey(db: Queryable, scope: string, key: string, claim: string, requestHash: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO idempotency_keys (scope, idem_key, claim, request_hash) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1`,
    [scope, key, claim, requestHash],
  );
  return rows.length === 1;
}

/** Takes over a stale claim as it was seen (of two takers, the first wins); false when another got there first. */
export async function takeOverKey(
  db: Queryable,
  scope: string,
  key: string,
  seen: string,
  claim: string,
  requestHash: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE idempotency_keys SET claim = $4, request_hash = $5, status_code = NULL, response_body = NULL, created_at = now()
      WHERE scope = $1 AND idem_key = $2 AND claim = $3 RETURNING 1`,
    [scope, key, seen, claim, requestHash],
  );
  return rows.length === 1;
}

export async function findKey(db: Queryable, scope: string, key: string): Promise<StoredAnswer | null> {
  const rows = await db.query<{
    request_hash: string;
    status_code: number | null;
    response_body: string | null;
    claim: string;
    age_ms: number;
  }>(
    `SELECT request_hash, status_code, response_body, claim, extract(epoch FROM now() - created_at) * 1000 AS age_ms
       FROM idempotency_keys WHERE scope = $1 AND idem_key = $2`,
    [scope, key],
  );
  const row = rows[0];
  return row
    ? {
        requestHash: row.request_hash,
        statusCode: row.status_code,
        body: row.response_body,
        claim: row.claim,
        ageMs: Number(row.age_ms),
      }
    : null;
}

/** Keeps the answer of one's own claim (one taken over since is left alone). */
export async function saveAnswer(
  db: Queryable,
  scope: string,
  key: string,
  claim: string,
  statusCode: number,
  body: string,
): Promise<void> {
  await db.query('UPDATE idempotency_keys SET status_code = $4, response_body = $5 WHERE scope = $1 AND idem_key = $2 AND claim = $3', [
    scope,
    key,
    claim,
    statusCode,
    body,
  ]);
}

/** Frees one's own claim: its request failed unexpectedly (nothing the caller can rely on was done). */
export async function releaseKey(db: Queryable, scope: string, key: string, claim: string): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND idem_key = $2 AND claim = $3', [scope, key, claim]);
}
