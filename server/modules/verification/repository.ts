import type { Queryable } from '../../db/types';

/** When the newest code for a destination allows the next one (epoch ms), or 0 when none was sent. */
export async function lastResendAt(db: Queryable, purpose: string, destination: string): Promise<number> {
  const rows = await db.query<{ resend_at: Date }>(
    `SELECT resend_at FROM verification_codes WHERE purpose = $1 AND destination = $2 ORDER BY id DESC LIMIT 1`,
    [purpose, destination],
  );
  return rows[0] ? new Date(rows[0].resend_at).getTime() : 0;
}

/** Files a code's hash; returns when the next code may be requested (epoch ms, by the database's clock). */
export async function insertCode(
  db: Queryable,
  code: { purpose: string; destination: string; codeHash: string; validMinutes: number; resendSeconds: number },
): Promise<number> {
  const rows = await db.query<{ resend_at: Date }>(
    `INSERT INTO verification_codes (purpose, destination, code_hash, expires_at, resend_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4), now() + make_interval(secs => $5)) RETURNING resend_at`,
    [code.purpose, code.destination, code.codeHash, code.validMinutes, code.resendSeconds],
  );
  return new Date(rows[0]!.resend_at).getTime();
}

/**
 * Checks and consumes the newest code for a destination in one statement, so parallel guesses
 * each count: a wrong guess adds an attempt, the right one spends the code. True only for the
 * right code while it is live, unspent and under the attempt limit.
 */
export async function consumeNewestCode(
  db: Queryable,
  purpose: string,
  destination: string,
  codeHash: string,
  maxAttempts: number,
): Promise<boolean> {
  const rows = await db.query<{ ok: boolean }>(
    `UPDATE verification_codes
        SET attempts = attempts + CASE WHEN code_hash = $3 THEN 0 ELSE 1 END,
            consumed_at = CASE WHEN code_hash = $3 THEN now() ELSE NULL END
      WHERE id = (SELECT id FROM verification_codes WHERE purpose = $1 AND destination = $2 ORDER BY id DESC LIMIT 1)
        AND consumed_at IS NULL AND expires_at > now() AND attempts < $4
      RETURNING code_hash = $3 AS ok`,
    [purpose, destination, codeHash, maxAttempts],
  );
  return rows[0]?.ok === true;
}
