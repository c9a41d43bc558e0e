import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** An operator's key is stored as its SHA-256: it is random and long, so a slow hash adds nothing. */
export function operatorKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function newOperatorKey(): string {
  return randomBytes(32).toString('base64url');
}

/** The sandbox operator's key file, read by `npm run ops` on the same machine. */
export function opsKeyFile(dataDir: string): string {
  return path.join(dataDir, 'ops-key');
}

/** The sandbox operator's key, kept in the data directory so a restart (and the ops command) keeps it. */
export function loadOrCreateOpsKey(dataDir: string): string {
  const file = opsKeyFile(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = newOperatorKey();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
