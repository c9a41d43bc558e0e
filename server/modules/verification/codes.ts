import { createHmac, randomInt } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { AppError, errors } from '../../http/app-error';
import type { Channel } from '../outbox/messenger';
import { countHit } from '../session/throttle';

export type CodePurpose = 'register' | 'login' | 'reset' | 'email_reset';

export const CODE_RULES = {
  /** The spec's default countdown before a new code may be requested. */
  resendSeconds: 60,
  validMinutes: 5,
  /** Wrong guesses before a code is burnt. */
  maxAttempts: 5,
  perDestinationPerHour: 5,
  perIpPerHour: 20,
};

const TEXTS: Record<CodePurpose, string> = {
  register: 'is your Pinoy Play registration code',
  login: 'is your Pinoy Play login code',
  reset: 'is your Pinoy Play password reset code',
  email_reset: 'is your Pinoy Play password reset code',
};

function hashCode(ctx: AppContext, purpose: CodePurpose, destination: string, code: string): string {
  return createHmac('sha256', ctx.config.tokenPepper).update(`${purpose}|${destination}|${code}`).digest('base64url');
}

/**
 * Sends a fresh 6-digit code. The countdown is enforced here, not only in the client: a new
 * code before resend_at is refused, and sends are limited per destination and per IP.
 * Returns when the next code may be requested (epoch ms).
 */
export async function sendCode(
  ctx: AppContext,
  req: { purpose: CodePurpose; channel: Exclude<Channel, 'captcha'>; destination: string; ip: string },
): Promise<number> {
  if (!ctx.messenger.available) throw new AppError('FORBIDDEN', 403, 'Sorry, this account does not have permission or the feature is temporarily unavailable.');
  const last = await ctx.db.query<{ resend_at: Date }>(
    `SELECT resend_at FROM verification_codes WHERE purpose = $1 AND destination = $2 ORDER BY id DESC LIMIT 1`,
    [req.purpose, req.destination],
  );
  const resendAt = last[0] ? new Date(last[0].resend_at).getTime() : 0;
  if (resendAt > Date.now()) throw errors.smsTooSoon(resendAt);
  const perDestination = await countHit(ctx.db, `code:dest:${req.destination}`, 60);
  const perIp = await countHit(ctx.db, `code:ip:${req.ip}`, 60);
  if (perDestination > CODE_RULES.perDestinationPerHour || perIp > CODE_RULES.perIpPerHour) {
    throw new AppError('RATE_LIMITED', 429, 'Too many codes requested, please try again later');
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const rows = await ctx.db.query<{ resend_at: Date }>(
    `INSERT INTO verification_codes (purpose, destination, code_hash, expires_at, resend_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4), now() + make_interval(secs => $5)) RETURNING resend_at`,
    [req.purpose, req.destination, hashCode(ctx, req.purpose, req.destination, code), CODE_RULES.validMinutes, CODE_RULES.resendSeconds],
  );
  await ctx.messenger.send({ channel: req.channel, destination: req.destination, subject: 'Verification code', body: `${code} ${TEXTS[req.purpose]}. It expires in ${CODE_RULES.validMinutes} minutes.`, code });
  return new Date(rows[0]!.resend_at).getTime();
}

/**
 * Checks and consumes the newest code for a destination. A code works once, within its
 * validity, and is burnt after too many wrong guesses; any failure is the same error.
 */
export async function consumeCode(ctx: AppContext, purpose: CodePurpose, destination: string, code: string): Promise<void> {
  const rows = await ctx.db.query<{ id: number; code_hash: string; attempts: number }>(
    `SELECT id, code_hash, attempts FROM verification_codes
      WHERE purpose = $1 AND destination = $2 AND consumed_at IS NULL AND expires_at > now()
      ORDER BY id DESC LIMIT 1`,
    [purpose, destination],
  );
  const row = rows[0];
  if (!row || row.attempts >= CODE_RULES.maxAttempts) throw errors.verificationCodeInvalid();
  if (row.code_hash !== hashCode(ctx, purpose, destination, code)) {
    await ctx.db.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    throw errors.verificationCodeInvalid();
  }
  // The consumed_at condition makes two racing uses of one code succeed only once.
  const used = await ctx.db.query('UPDATE verification_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id', [row.id]);
  if (used.length === 0) throw errors.verificationCodeInvalid();
}
