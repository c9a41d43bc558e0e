import type { Queryable } from '../../db/types';

/** The member's payment password hash, or null when none is set. */
export async function paymentPasswordHash(db: Queryable, memberId: number): Promise<string | null> {
  const rows = await db.query<{ payment_password_hash: string | null }>('SELECT payment_password_hash FROM members WHERE id = $1', [
    memberId,
  ]);
  return rows[0]?.payment_password_hash ?? null;
}

/** Sets the first payment password; false when one was set already (two racing requests set one). */
export async function setFirstPaymentPassword(db: Queryable, memberId: number, hash: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE members SET payment_password_hash = $2, payment_password_changed_at = now()
      WHERE id = $1 AND payment_password_hash IS NULL RETURNING id`,
    [memberId, hash],
  );
  return rows.length === 1;
}

/** Replaces the payment password whose hash was `previousHash`; false when it changed meanwhile. */
export async function replacePaymentPassword(db: Queryable, memberId: number, previousHash: string, hash: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE members SET payment_password_hash = $3, payment_password_changed_at = now()
      WHERE id = $1 AND payment_password_hash = $2 RETURNING id`,
    [memberId, previousHash, hash],
  );
  return rows.length === 1;
}

/** A forgotten payment password replaced (after the security answers); false when none was ever set. */
export async function resetPaymentPasswordHash(db: Queryable, memberId: number, hash: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE members SET payment_password_hash = $2, payment_password_changed_at = now()
      WHERE id = $1 AND payment_password_hash IS NOT NULL RETURNING id`,
    [memberId, hash],
  );
  return rows.length === 1;
}
