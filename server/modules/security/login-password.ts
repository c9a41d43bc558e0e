import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import type { MemberRow } from '../member/repository';
import { guardLogin } from '../session/login-throttle';
import { verifyPassword } from '../session/passwords';
import { trustedDeviceKey } from '../session/trusted-devices';

/** Who makes a security change: their address and their device cookie (see session/trusted-devices.ts). */
export interface Requester {
  ip: string;
  device: string | undefined;
}

/**
 * The login password confirming a change a stolen session must not make alone (security answers,
 * the email a password reset goes to, the payee name, a forgotten payment password). A wrong one
 * is counted like a failed login (session/login-throttle.ts): on the owner's own device it counts
 * on that device only, so a thief's guesses elsewhere never lock the owner out.
 */
export async function confirmLoginPassword(
  ctx: AppContext,
  member: Pick<MemberRow, 'id' | 'username' | 'password_hash'>,
  from: Requester,
  given: string,
): Promise<void> {
  const trustedDevice = await trustedDeviceKey(ctx, from.device, member.id);
  const attempt = await guardLogin(ctx, { account: member.username, ip: from.ip, trustedDevice });
  await attempt.count(true);
  if (!(await verifyPassword(member.password_hash, given))) throw errors.fieldInvalid('loginPassword', 'The login password is incorrect');
  await attempt.succeeded();
}
