import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { forgetTrustedDevices, replaceTrustedDevice, trustedDeviceMember } from './repository';
import { hashToken, newToken } from './tokens';

/**
 * A device a player has logged in from. After a successful login the server sets a random
 * device token in an HttpOnly, SameSite=Strict cookie limited to the API (scripts cannot read
 * it, other sites cannot send it); only its keyed hash is stored. It proves nothing about the
 * player and opens no session: it only lets the owner's own device keep its own failure
 * counter, so nobody elsewhere can lock the owner out of it (OWASP's "device cookies").
 */
const COOKIE = 'pp_device';
const TRUST_DAYS = 90;

export function deviceCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[COOKIE];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

/** The device's throttle key when the cookie is one this member trusts, else null. */
export async function trustedDeviceKey(ctx: AppContext, cookie: string | undefined, memberId: number | null): Promise<string | null> {
  if (!cookie) return null;
  const tokenHash = hashToken(cookie, ctx.config.tokenPepper);
  const owner = await trustedDeviceMember(ctx.db, tokenHash);
  return owner !== null && owner === memberId ? tokenHash.slice(0, 22) : null;
}

/** After a successful login: this device is trusted for this member (a fresh token each time). */
export async function trustDevice(ctx: AppContext, reply: FastifyReply, memberId: number, previous: string | undefined): Promise<void> {
  const token = newToken();
  const pepper = ctx.config.tokenPepper;
  await replaceTrustedDevice(ctx.db, previous ? hashToken(previous, pepper) : null, hashToken(token, pepper), memberId, TRUST_DAYS);
  reply.setCookie(COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.mode === 'production',
    path: '/wps/',
    maxAge: TRUST_DAYS * 24 * 3600,
  });
}

/** A password change or reset withdraws every device's trust: a thief's device loses it too. */
export async function forgetDevices(ctx: AppContext, memberId: number): Promise<void> {
  await forgetTrustedDevices(ctx.db, memberId);
}
