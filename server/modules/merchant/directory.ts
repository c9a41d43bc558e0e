import type { Db } from '../../db/types';
import { findMerchant } from './repository';
import { merchantSettings, type MerchantSettings } from './settings';

export interface Merchant {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  settings: MerchantSettings;
}

/**
 * Merchants from the database with a short cache: settings change rarely, and a few seconds
 * of staleness keeps every process in step without a read per request.
 */
export class MerchantDirectory {
  private cache = new Map<string, { merchant: Merchant; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 5_000,
  ) {}

  async get(code: string): Promise<Merchant> {
    const hit = this.cache.get(code);
    if (hit && hit.until > Date.now()) return hit.merchant;
    const row = await findMerchant(this.db, code);
    if (!row) throw new Error(`merchant ${code} is not configured`);
    const merchant: Merchant = {
      code: row.code,
      name: row.name,
      currency: row.currency,
      currencySymbol: row.currency_symbol,
      settings: merchantSettings(row.settings),
    };
    this.cache.set(code, { merchant, until: Date.now() + this.ttlMs });
    return merchant;
  }

  /** Called when the console changed a merchant's settings: this process's next request reads them. */
  forget(code: string): void {
    this.cache.delete(code);
  }
}
