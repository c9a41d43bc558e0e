import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../../db/types';

export const HOUSE_PARTNER = 'house';

/**
 * A sandbox vendor's signing key, kept in the data directory so a restart keeps it (the house's
 * under the name it always had). A real vendor holds its own key; the operator only ever sees
 * the public half.
 */
export function loadOrCreateVendorKey(dataDir: string, partner: string = HOUSE_PARTNER): KeyObject {
  const file = path.join(dataDir, partner === HOUSE_PARTNER ? 'house-vendor-key.pem' : `vendor-key-${partner}.pem`);
  if (existsSync(file)) return createPrivateKey(readFileSync(file, 'utf8'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  return privateKey;
}

/** Registers (or re-keys) a seamless-wallet partner by the public half of its key. */
export async function registerPartner(db: Queryable, code: string, name: string, privateKey: KeyObject): Promise<void> {
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  await db.query(
    `INSERT INTO wallet_partners (code, name, public_key_pem) VALUES ($1, $2, $3)
     ON CONFLICT (code) DO UPDATE SET public_key_pem = EXCLUDED.public_key_pem, name = EXCLUDED.name`,
    [code, name, publicKeyPem],
  );
}
