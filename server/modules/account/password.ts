import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { audited } from '../audit/log';
import { findMemberByMobile, findMemberByUsername, setPassword, type MemberRow } from '../member/repository';
import { hashPassword, verifyPassword } from '../session/passwords';
import { guardLogin } from '../session/login-throttle';
import { forgetDevices } from '../session/trusted-devices';
import { revokeMemberSessions } from '../session/repository';
import { consumeCode, sendCode, type CodeRequester } from '../verification/codes';
import { passwordProblem } from './password-policy';
import { parseMobile } from './phone';

/** Checked before any account is looked up, so a refusal says nothing about who has one. */
function checkNewPassword(newPassword: string, confirmNewPassword: string, username?: string): void {
  if (newPassword !== confirmNewPassword) throw errors.passwordMismatch();
  const problem = passwordProblem(newPassword, username);
  if (problem) throw errors.passwordWeak(problem);
}

/** Sets a new password and ends every other session of the player. */
async function replacePassword(
  ctx: AppContext,
  member: MemberRow,
  newPassword: string,
  keepTokenHash: string | null,
  via: 'change' | 'sms_reset' | 'email_reset',
): Promise<void> {
  const hash = await hashPassword(newPassword);
  const actor = via === 'change' ? `member:${member.id}` : 'system';
  await audited(
    ctx.db,
    (tx) => setPassword(tx, member.id, hash),
    () => ({ kind: 'account.password_changed', memberId: member.id, actor, data: { via } }),
  );
  await revokeMemberSessions(ctx.db, member.id, keepTokenHash);
  await forgetDevices(ctx, member.id);
}

/** Logged-in change: the old password proves it is the player, the new one must differ. */
export async function changePassword(
  ctx: AppContext,
  member: MemberRow,
  tokenHash: string,
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  ip: string,
): Promise<void> {
  // Guessing the old password with a stolen token is throttled like guessing at the login.
  const attempt = await guardLogin(ctx, { account: member.username, ip, trustedDevice: null });
  await attempt.count(true);
  if (!member.password_hash || !(await verifyPassword(member.password_hash, body.oldPassword))) {
    throw errors.fieldInvalid('oldPassword', 'The old password is incorrect');
  }
  await attempt.succeeded();
  if (body.newPassword === body.oldPassword) throw errors.passwordReused();
  checkNewPassword(body.newPassword, body.confirmNewPassword, member.username);
  await replacePassword(ctx, member, body.newPassword, tokenHash, 'change');
}

/** Forgotten password, SMS route: the code sent for purpose 'reset' to the account's number. */
export async function resetBySms(
  ctx: AppContext,
  body: { mobileNum: string; countryDialingCode: string; messageCode: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  checkNewPassword(body.newPassword, body.confirmNewPassword);
  const phone = parseMobile(body.mobileNum, body.countryDialingCode);
  // Unknown numbers hold no code, so this fails with the same error as a wrong code.
  await consumeCode(ctx, 'reset', phone.e164, body.messageCode);
  const member = await findMemberByMobile(ctx.db, ctx.config.merchantCode, phone);
  if (!member) throw errors.verificationCodeInvalid();
  await replacePassword(ctx, member, body.newPassword, null, 'sms_reset');
}

/**
 * Forgotten password, email route, step 1. The answer is the same whether or not the username
 * and email match an account, so it cannot be used to find out who plays here.
 */
export async function sendEmailResetCode(ctx: AppContext, username: string, email: string, from: CodeRequester): Promise<number> {
  const member = await findMemberByUsername(ctx.db, ctx.config.merchantCode, username);
  const matches = Boolean(member?.email && member.email.toLowerCase() === email.trim().toLowerCase());
  const to = email.trim().toLowerCase();
  return sendCode(
    ctx,
    { purpose: 'email_reset', channel: 'email', destination: emailResetKey(username), to, owner: member?.id ?? null, decoy: !matches },
    from,
  );
}

/** Email reset codes are filed under the username, whatever address was typed. */
function emailResetKey(username: string): string {
  return `user:${username.trim().toLowerCase()}`;
}

export async function resetByEmail(
  ctx: AppContext,
  body: { username: string; code: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  checkNewPassword(body.newPassword, body.confirmNewPassword, body.username);
  await consumeCode(ctx, 'email_reset', emailResetKey(body.username), body.code);
  const member = await findMemberByUsername(ctx.db, ctx.config.merchantCode, body.username);
  if (!member) throw errors.verificationCodeInvalid();
  await replacePassword(ctx, member, body.newPassword, null, 'email_reset');
}
