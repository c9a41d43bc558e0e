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
