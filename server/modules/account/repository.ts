import type { Queryable } from '../../db/types';

/** Invitation codes are matched without regard to case, as players type them from a poster. */
export async function activeAffiliateExists(db: Queryable, merchantCode: string, code: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM affiliates WHERE merchant_code = $1 AND upper(code) = upper($2) AND active', [
    merchantCode,
    code,
  ]);
  return rows.length > 0;
}
