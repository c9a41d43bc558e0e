import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/types';
import { PARTNER_CACHE_MS, PartnerDirectory } from './partners';

const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
const row = (maxWin: number, key = pem) => ({
  public_key_pem: key,
  max_win_centavos: maxWin,
  max_win_ratio: 5000,
  alert_win_centavos: 4_000_000,
  alert_win_ratio: 350,
});

/** A wallet_partners table of one partner, counting its reads. */
function partnersTable(initial: ReturnType<typeof row> | null) {
  const table = { current: initial, reads: 0 };
  const db: Queryable = {
    query: async <R>() => ((table.reads += 1), (table.current ? [table.current] : []) as R[]),
    exec: async () => undefined,
  };
  return { table, db };
}

describe('PartnerDirectory', () => {
  it('reads a partner once per PARTNER_CACHE_MS, then sees its new limits', async () => {
    let now = 0;
    const { table, db } = partnersTable(row(100_000));
    const partners = new PartnerDirectory(db, () => now);
    expect((await partners.find('vendor'))?.limits.maxWin).toBe(100_000);
    table.current = row(50_000);
    now = PARTNER_CACHE_MS - 1;
    expect((await partners.find('vendor'))?.limits.maxWin).toBe(100_000);
    expect(table.reads).toBe(1);
    now = PARTNER_CACHE_MS;
    expect((await partners.find('vendor'))?.limits.maxWin).toBe(50_000);
    expect(table.reads).toBe(2);
  });

  it('never remembers a partner it did not find: one added now is met at once', async () => {
    const { table, db } = partnersTable(null);
    const partners = new PartnerDirectory(db, () => 0);
    expect(await partners.find('vendor')).toBeNull();
    table.current = row(100_000);
    expect(await partners.find('vendor')).not.toBeNull();
  });

  it('a partner switched off is refused once its entry is old', async () => {
    let now = 0;
    const { table, db } = partnersTable(row(100_000));
    const partners = new PartnerDirectory(db, () => now);
    await partners.find('vendor');
    table.current = null;
    now = PARTNER_CACHE_MS;
    expect(await partners.find('vendor')).toBeNull();
  });

  it('treats a partner whose key cannot be read as no partner', async () => {
    const { db } = partnersTable(row(100_000, '-----BEGIN PUBLIC KEY-----\nnot a key\n-----END PUBLIC KEY-----'));
    expect(await new PartnerDirectory(db).find('vendor')).toBeNull();
  });
});
