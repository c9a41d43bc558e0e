import type { Queryable } from '../../db/types';

/**
 * Short-lived rows outlive their use: spent captchas, old codes, used proofs, ended throttle
 * windows, old sandbox mail. Each statement is idempotent, so every process may run it.
 */
const STATEMENTS = [
  `DELETE FROM captchas WHERE expires_at < now() - interval '1 hour'`,
  `DELETE FROM verification_codes WHERE expires_at < now() - interval '1 day'`,
  `DELETE FROM human_checks_used WHERE expires_at < now()`,
  `DELETE FROM throttle_counters WHERE window_ends_at < now()`,
  `DELETE FROM trusted_devices WHERE expires_at < now()`,
  `DELETE FROM chat_tickets WHERE expires_at < now() - interval '1 hour'`,
  // A chat token ends with its session, which is kept (it is the player's login history).
  `DELETE FROM chat_tokens c USING sessions s
    WHERE s.token_hash = c.session_hash AND (s.revoked_at IS NOT NULL OR s.expires_at < now())`,
  `DELETE FROM outbox WHERE created_at < now() - interval '7 days'`,
  // Stripe keeps an idempotency key's answer 24 hours; so do we.
  `DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours'`,
];

export async function pruneExpired(db: Queryable): Promise<void> {
  for (const sql of STATEMENTS) await db.query(sql);
}
