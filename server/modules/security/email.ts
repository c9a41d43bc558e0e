import type { BindEmailBody, BindEmailCodeBody } from '../../../contracts/security';
import type { AppContext } from '../../app-context';
import { PG, pgErrorCode } from '../../db/types';
import { errors } from '../../http/app-error';
import { audited } from '../audit/log';
import type { MemberRow } from '../member/repository';
import { protectionErrors } from '../protection/errors';
import { isExcludedIdentity } from '../protection/identity';
import { consumeCode, sendCode, type CodeRequester } from '../verification/codes';
import { bindVerifiedEmail, verifiedEmailOwner } from './account-repository';
import { confirmLoginPassword, type Requester } from './login-password';

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * The code is filed under the player and the address together: it proves only that this player
 * reads this address, and nobody else's requests use up this player's countdown.
 */
const codeKey = (memberId: number, email: string) => `member:${memberId}:${email}`;

/**
 * A proved address belongs to one account: refused when another account proved it first. An
 * address on the excluded list (a self-excluded player's, or the operator's restricted persons)
 * is refused as at registration: it would tie this account to a person who may not play.
 */
async function refuseTaken(ctx: AppContext, memberId: number, email: string): Promise<void> {
  const owner = await verifiedEmailOwner(ctx.db, ctx.config.merchantCode, email);
  if (owner !== null && owner !== memberId) throw errors.emailTaken();
  if (await isExcludedIdentity(ctx, { email })) throw protectionErrors.registrationRestricted();
}

/** Step 1: a six-digit code to the address (in the sandbox, to the outbox), with the usual countdown and limits. */
export async function sendBindEmailCode(
  ctx: AppContext,
  member: Pick<MemberRow, 'id'>,
  body: BindEmailCodeBody,
  from: CodeRequester,
): Promise<number> {
  const email = normalEmail(body.email);
  await refuseTaken(ctx, member.id, email);
  return sendCode(
    ctx,
    { purpose: 'bind_email', channel: 'email', destination: codeKey(member.id, email), to: email, owner: member.id },
    from,
  );
}

/**
 * Step 2: the code and the login password bind the address (it is where a forgotten login
 * password's reset code goes, so a stolen session alone must not change it). The password is
 * checked before the code, so a wrong password does not use up the code's tries.
 */
export async function bindEmail(
  ctx: AppContext,
  member: Pick<MemberRow, 'id' | 'username' | 'password_hash'>,
  body: BindEmailBody,
  from: Requester,
): Promise<void> {
  const email = normalEmail(body.email);
  await refuseTaken(ctx, member.id, email);
  await confirmLoginPassword(ctx, member, from, body.loginPassword);
  await consumeCode(ctx, 'bind_email', codeKey(member.id, email), body.code);
  try {
    await audited(
      ctx.db,
      (tx) => bindVerifiedEmail(tx, member.id, email),
      () => ({ kind: 'account.email_bound', memberId: member.id, actor: `member:${member.id}`, data: {} }),
    );
  } catch (error) {
    if (pgErrorCode(error) === PG.uniqueViolation) throw errors.emailTaken();
    throw error;
  }
}

/** An address as the centre shows it: the first letter of the name and the whole domain (j•••@example.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}
