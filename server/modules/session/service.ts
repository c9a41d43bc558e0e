import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { ensurePlayerAccount, ensureSystemAccount, transfer } from '../../ledger/ledger';
import { audited } from '../audit/log';
import { findMemberByMobile, findMemberByUsername, insertMember, type MemberRow } from '../member/repository';
import type { LoginRequest } from '../../../contracts/account';
import { TRIAL_MEMBER_TYPE } from '../../../contracts/constants';
import type { SessionOrigin } from '../../../contracts/security';
import type { LoginValue } from '../../../contracts/session';
import { parseMobile, type Phone } from '../account/phone';
import { checkCaptcha } from '../captcha/captcha';
import { consumeCode } from '../verification/codes';
import { verifyPassword } from './passwords';
import { deviceOf } from './device';
import {
  findSessionWithMember,
  insertSession,
  previousSessionOrigin,
  revokeSession,
  touchSession,
  type SessionOriginRow,
} from './repository';
import { guardLogin } from './login-throttle';
import { trustedDeviceKey } from './trusted-devices';
import { hashToken, newToken } from './tokens';
import { needsTouch, sessionState } from './validity';

export interface Authenticated {
  member: MemberRow;
  tokenHash: string;
}

/** The audit log names a session by the start of its token's hash: enough to find the row, useless as a token. */
const sessionRef = (tokenHash: string) => tokenHash.slice(0, 16);

export async function openSession(ctx: AppContext, memberId: number, ip: string, userAgent: string | null = null): Promise<string> {
  const token = newToken();
  const tokenHash = hashToken(token, ctx.config.tokenPepper);
  await audited(
    ctx.db,
    (tx) => insertSession(tx, { tokenHash, memberId, absoluteHours: ctx.config.session.absoluteHours, ip, userAgent }),
    () => ({ kind: 'session.opened', memberId, actor: `member:${memberId}`, data: { session: sessionRef(tokenHash) } }),
  );
  return token;
}

/** A session's opening as the player is shown it: when, from which address, on which device. */
export function sessionOrigin(row: SessionOriginRow | null): SessionOrigin | null {
  return row && { time: new Date(row.created_at).toISOString(), ip: row.ip, device: deviceOf(row.user_agent) };
}

/** Checks a login's secret against the member it names: the password, or an SMS code. */
async function checkSecret(ctx: AppContext, req: LoginRequest, phone: Phone | null, member: MemberRow | null): Promise<MemberRow> {
  if (phone) {
    await consumeCode(ctx, 'login', phone.e164, req.messageCode ?? '');
    if (member) return member;
    throw errors.invalidCredentials();
  }
  const passwordOk = await verifyPassword(member?.password_hash ?? null, req.password ?? '');
  if (member && passwordOk) return member;
  throw errors.invalidCredentials();
}

/**
 * Login by username + password or by mobile + SMS code (when the merchant allows it). Unknown
 * user and wrong password answer the same error after the same work. Username logins carry a
 * human-verification proof; after a failure the next try needs a captcha too (the failure
 * says so in value.captcha). An attempt is counted only once it has passed both, just before
 * the secret is checked (see login-throttle.ts), and a device the member logged in from
 * before keeps a counter of its own. `device` is the caller's device cookie, if any; the
 * answer says which member to trust the device for.
 */
export async function login(
  ctx: AppContext,
  req: LoginRequest,
  ip: string,
  device: string | undefined,
  userAgent: string | null = null,
): Promise<{ value: LoginValue; memberId: number }> {
  const type = req.type ?? 'username';
  let phone: Phone | null = null;
  if (type === 'sms') {
    const merchant = await ctx.merchants.get(ctx.config.merchantCode);
    if (!merchant.settings.mobileVerificationLogin) throw errors.invalidInput('SMS login is not enabled');
    if (!req.mobileNum || !req.countryDialingCode || !req.messageCode) {
      throw errors.invalidInput('mobileNum, countryDialingCode and messageCode are required');
    }
    phone = parseMobile(req.mobileNum, req.countryDialingCode);
  } else if (!req.username || !req.password) {
    throw errors.invalidInput('username and password are required');
  }

  if (type === 'username' && ctx.humanCheck.enabled && !(await ctx.humanCheck.verify(req.humanCheck))) throw errors.humanCheckFailed();
  const named = phone
    ? await findMemberByMobile(ctx.db, ctx.config.merchantCode, phone)
    : await findMemberByUsername(ctx.db, ctx.config.merchantCode, req.username!);
  const trustedDevice = await trustedDeviceKey(ctx, device, named?.id ?? null);
  const guard = await guardLogin(ctx, { account: phone ? `sms:${phone.e164}` : req.username!, ip, trustedDevice });
  if (guard.needsCaptcha) await checkCaptcha(ctx, req.captchaId, req.identifying);
  await guard.count(guard.needsCaptcha);

  const member = await checkSecret(ctx, req, phone, named);
  if (member.role !== 'player') throw errors.nonMemberAccount();
  if (member.status !== 'active') throw errors.accountDisabled();
  await guard.succeeded();
  // The right password, but one support gave out and the player did not replace in time.
  if (member.password_expires_at && member.password_expires_at <= new Date()) throw errors.passwordExpired();
  // Read before this login's own session exists: the player is shown the one before it.
  const lastLogin = sessionOrigin(await previousSessionOrigin(ctx.db, member.id, null));
  const token = await openSession(ctx, member.id, ip, userAgent);
  return {
    value: { token, userName: member.username, type: member.type, firstTimeLogin: member.first_time_login, lastLogin },
    memberId: member.id,
  };
}

/** A free-play player: its own account of type 4 holding trial credit, moved through the ledger. */
export async function startTrial(ctx: AppContext, ip: string) {
  const merchant = await ctx.merchants.get(ctx.config.merchantCode);
  let member: MemberRow | null = null;
  while (!member) {
    const fields = {
      merchantCode: merchant.code,
      username: `trial_${randomBytes(5).toString('hex')}`,
      passwordHash: null,
      nickname: null,
      type: TRIAL_MEMBER_TYPE,
    };
    member = await audited(
      ctx.db,
      (tx) => insertMember(tx, fields),
      (m) => m && { kind: 'account.registered', memberId: m.id, actor: `member:${m.id}`, data: { method: 'trial', type: m.type } },
    );
  }
  const playerAccount = await ensurePlayerAccount(ctx.db, member.id, merchant.currency);
  if (ctx.config.trialCreditCentavos > 0) {
    const trialAccount = await ensureSystemAccount(ctx.db, 'trial', merchant.currency);
    await transfer(ctx.db, {
      idempotencyKey: `trial-credit:${member.id}`,
      kind: 'trial_credit',
      fromAccountId: trialAccount,
      toAccountId: playerAccount,
      amount: ctx.config.trialCreditCentavos,
      currency: merchant.currency,
    });
  }
  const token = await openSession(ctx, member.id, ip);
  return { token, userName: member.username, customerType: member.type };
}

export async function authenticate(ctx: AppContext, token: string): Promise<Authenticated> {
  return authenticateSession(ctx, hashToken(token, ctx.config.tokenPepper));
}

/** The session a stored token hash names (a bearer token's, or the one a chat token belongs to), judged alike. */
export async function authenticateSession(ctx: AppContext, tokenHash: string): Promise<Authenticated> {
  const found = await findSessionWithMember(ctx.db, tokenHash);
  if (!found) throw errors.unauthenticated();
  const { session, member } = found;
  const now = new Date();
  if (sessionState(session, now, ctx.config.session.idleMinutes) !== 'valid') throw errors.sessionExpired();
  if (member.status !== 'active') throw errors.sessionExpired();
  if (needsTouch(session, now)) await touchSession(ctx.db, tokenHash);
  return { member, tokenHash };
}

export async function logout(ctx: AppContext, token: string): Promise<void> {
  const tokenHash = hashToken(token, ctx.config.tokenPepper);
  await audited(
    ctx.db,
    (tx) => revokeSession(tx, tokenHash),
    (memberId) =>
      memberId === null
        ? null
        : { kind: 'session.closed', memberId, actor: `member:${memberId}`, data: { session: sessionRef(tokenHash) } },
  );
}
