import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/types';

const secrets = new WeakMap<Queryable, Map<string, Promise<string>>>();

/** The vendor's fixture and seed secret, made once (the first process to ask writes it) and kept in memory. */
export function secretOf(db: Queryable, partner: string): Promise<string> {
  let byPartner = secrets.get(db);
  if (!byPartner) secrets.set(db, (byPartner = new Map()));
  let secret = byPartner.get(partner);
  if (!secret) {
    secret = (async () => {
      await db.query(`INSERT INTO house_sports_secrets (partner_code, secret) VALUES ($1, $2) ON CONFLICT (partner_code) DO NOTHING`, [
        partner,
        randomBytes(32).toString('hex'),
      ]);
      const rows = await db.query<{ secret: string }>(`SELECT secret FROM house_sports_secrets WHERE partner_code = $1`, [partner]);
      return rows[0]!.secret;
    })();
    // A failed read is not remembered: the next call tries again.
    secret.catch(() => byPartner.delete(partner));
    byPartner.set(partner, secret);
  }
  return secret;
}
