import type { Queryable } from '../../db/types';

export interface ContactFacts {
  /** The proved email, or null (an address typed at registration and never proved does not count). */
  boundEmail: string | null;
  payeeName: string | null;
}

export async function contactFacts(db: Queryable, memberId: number): Promise<ContactFacts> {
  const rows = await db.query<{ email: string | null; email_verified_at: Date | null; payee_name: string | null }>(
    'SELECT email, email_verified_at, payee_name FROM members WHERE id = $1',
    [memberId],
  );
  const row = rows[0];
  return { boundEmail: row?.email_verified_at ? row.email : null, payeeName: row?.payee_name ?? null };
}

/** The member who proved this address (lower case) at the merchant, or null. */
export async function verifiedEmailOwner(db: Queryable, merchantCode: string, email: string): Promise<number | null> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM members WHERE merchant_code = $1 AND lower(email) = $2 AND email_verified_at IS NOT NULL',
    [merchantCode, email],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** The address is the member's, proved now (a unique index keeps a proved address to one account). */
export async function bindVerifiedEmail(db: Queryable, memberId: number, email: string): Promise<void> {
  await db.query('UPDATE members SET email = $2, email_verified_at = now() WHERE id = $1', [memberId, email]);
}

/** Sets the payee name once; false when one was set already (two racing requests set one). */
export async function setFirstPayeeName(db: Queryable, memberId: number, payeeName: string): Promise<boolean> {
  const rows = await db.query('UPDATE members SET payee_name = $2 WHERE id = $1 AND payee_name IS NULL RETURNING id', [
    memberId,
    payeeName,
  ]);
  return rows.length === 1;
}
