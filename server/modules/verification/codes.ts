import { createHmac, randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError, errors } from '../../http/app-error';
import type { Channel } from '../outbox/messenger';
import { countHit, retryAfter } from '../session/throttle-repository';
import { deviceCookie, trustedDeviceKey } from '../session/trusted-devices';
import { consumeNewestCode, insertCode, lastResendAt } from './repository';

export type CodePurpose = 'register' | 'login' | 'reset' | 'email_reset' | 'bind_email';

export const CODE_RULES = {
  /** The spec's default countdown before a new code may be requested. */
  resendSeconds: 60,
  validMinutes: 5,
  /** Wrong guesses before a code is burnt. */
  maxAttempts: 5,
  perPairPerHour: 5,
  perDestinationPerHour: 20,
};

const TEXTS: Record<CodePurpose, string> = {
  register: 'is your Pinoy Play registration code',
  login: 'is your Pinoy Play login code',
  reset: 'is your Pinoy Play password reset code',
  email_reset: 'is your Pinoy Play password reset code',
  bind_email: 'is your Pinoy Play code to link this e-mail to your account',
};

/** Who asks for a code: their address, their human-check proof and their device cookie. */
export interface CodeRequester {
  ip: string;
  humanCheck: string | undefined;
  device: string | undefined;
}

/** Who asks for a code, from a request whose body carries a human-check proof. */
export function codeRequester(request: FastifyRequest<{ Body: { humanCheck?: string } }>): CodeRequester {
  return { ip: request.ip, humanCheck: request.body.humanCheck, device: deviceCookie(request) };
}

const tooManyCodes = () => new AppError('RATE_LIMITED', 429, 'Too many codes requested, please try again later');

function hashCode(ctx: AppContext, purpose: CodePurpose, destination: string, code: string): string {
  return createHmac('sha256', ctx.config.tokenPepper).update(`${purpose}|${destination}|${code}`).digest('base64url');
}

/**
 * Sends a fresh 6-digit code. Every request first passes the human check (a proof of work that
 * passes once), so a flood costs its sender. The countdown is enforced here, not only in the
 * client: a new code before resend_at is refused. Sends are limited per purpose, so a flood of
 * one kind (registration codes) never uses up another (login or reset codes), and within a
 * purpose per destination and address pair, per destination overall and per IP; only sends
 * that pass the countdown are counted. A request from a device the account's owner logged in
 * from (`trustedDevice`) is limited on that device alone, so nobody elsewhere can use up the
 * owner's codes. A `decoy` (a reset asked for an unknown account, or with an email that is
 * not the account's) passes the same checks and answers alike, so the answers tell nobody who
 * has an account, but it files no code and counts only against its sender's address: it
 * changes nothing for the account's owner, whose delivered code keeps working.
 * Returns when the next code may be requested (epoch ms).
 */
export async function sendCode(
  ctx: AppContext,
  req: {
    purpose: CodePurpose;
    channel: Exclude<Channel, 'captcha'>;
    /** What the code is filed and counted under (a phone number, or a username for email resets). */
    destination: string;
    /** Where the message goes, when not the destination itself. */
    to?: string;
    /** The member the destination belongs to, if any: their trusted devices are not throttled by others. */
    owner?: number | null;
    decoy?: boolean;
  },
  from: CodeRequester,
): Promise<number> {
  if (!ctx.messenger.available) throw errors.featureUnavailable();
  if (ctx.humanCheck.enabled && !(await ctx.humanCheck.verify(from.humanCheck))) throw errors.humanCheckFailed();
  const resendAt = await lastResendAt(ctx.db, req.purpose, req.destination);
  if (resendAt > Date.now()) throw errors.smsTooSoon(resendAt);
  if (req.decoy) return decoyCountdown(ctx, req.purpose, req.destination, from.ip);
  const key = `code:${req.purpose}:${req.destination}`;
  const trustedDevice = req.owner ? await trustedDeviceKey(ctx, from.device, req.owner) : null;
  const limits: [string, number][] = trustedDevice
    ? [[`${key}:device:${trustedDevice}`, CODE_RULES.perPairPerHour]]
    : [
        [`${key}:ip:${from.ip}`, CODE_RULES.perPairPerHour],
        [key, CODE_RULES.perDestinationPerHour],
        [`code:ip:${from.ip}`, ctx.config.codesPerIpPerHour],
      ];
  for (const [counter, limit] of limits) {
    if ((await countHit(ctx.db, counter, 60)) > limit) throw tooManyCodes();
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const nextAt = await insertCode(ctx.db, {
    purpose: req.purpose,
    destination: req.destination,
    codeHash: hashCode(ctx, req.purpose, req.destination, code),
    validMinutes: CODE_RULES.validMinutes,
    resendSeconds: CODE_RULES.resendSeconds,
  });
  await ctx.messenger.send({
    channel: req.channel,
    destination: req.to ?? req.destination,
    subject: 'Verification code',
    body: `${code} ${TEXTS[req.purpose]}. It expires in ${CODE_RULES.validMinutes} minutes.`,
    code,
  });
  return nextAt;
}

/** A decoy's own countdown and its sender's address limit: the same answers as a real send, no code filed. */
async function decoyCountdown(ctx: AppContext, purpose: CodePurpose, destination: string, ip: string): Promise<number> {
  if ((await countHit(ctx.db, `code:ip:${ip}`, 60)) > ctx.config.codesPerIpPerHour) throw tooManyCodes();
  const key = `code:decoy:${purpose}:${destination}`;
  if ((await countHit(ctx.db, key, CODE_RULES.resendSeconds / 60)) > 1) {
    throw errors.smsTooSoon(Date.now() + (await retryAfter(ctx.db, key, 1)) * 1000);
  }
  return Date.now() + CODE_RULES.resendSeconds * 1000;
}

/** A code works once, within its validity, and is burnt after too many wrong guesses; any failure is the same error. */
export async function consumeCode(ctx: AppContext, purpose: CodePurpose, destination: string, code: string): Promise<void> {
  const hash = hashCode(ctx, purpose, destination, code);
  if (!(await consumeNewestCode(ctx.db, purpose, destination, hash, CODE_RULES.maxAttempts))) throw errors.verificationCodeInvalid();
}
