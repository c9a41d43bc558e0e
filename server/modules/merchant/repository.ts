import type { Queryable } from '../../db/types';

export interface MerchantRow {
  code: string;
  name: string;
  currency: string;
  currency_symbol: string;
  settings: unknown;
}

export async function findMerchant(db: Queryable, code: string): Promise<MerchantRow | null> {
  const rows = await db.query<MerchantRow>('SELECT code, name, currency, currency_symbol, settings FROM merchants WHERE code = $1', [code]);
  return rows[0] ?? null;
}

/** Sets one whitelabel flag of a merchant's settings; false when there is no such merchant. */
export async function setWhitelabelFlag(db: Queryable, code: string, flag: string, on: boolean): Promise<boolean> {
  const rows = await db.query(
    `UPDATE merchants
        SET settings = jsonb_set(settings || jsonb_build_object('whitelabel', coalesce(settings->'whitelabel', '{}'::jsonb)),
                                 ARRAY['whitelabel', $2::text], to_jsonb($3::boolean), true)
      WHERE code = $1 RETURNING code`,
    [code, flag, on],
  );
  return rows.length === 1;
}
