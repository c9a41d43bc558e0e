import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { ensurePlayerAccount, ensureSystemAccount, transfer } from '../../ledger/ledger';
import { findMemberByUsername, insertMember, type MemberRow } from '../member/repository';
import { TRIAL_MEMBER_TYPE } from '../../../contracts/session';
import { verifyPassword } from './passwords';
import { findSessionWithMember, insertSession, revokeSession, touchSession } from './repository';
import { countHit, retryAfter } from './throttle';
import { hashToken, newToken } from './tokens';
import { needsTouch, sessionState } from './validity';

export interface Authenticated {
  member: MemberRow;
  tokenHash: string;
}

async function openSession(ctx: AppContext, memberId: number, ip: string): Promise<string> {
  const token = newToken();
  await insertSession(ctx.db, {
    tokenHash: hashToken(token, ctx.config.tokenPepper),
    memberId,
    absoluteHours: ctx.config.session.absoluteHours,
    ip,
  });
  return token;
}

function throttleKeys(ctx: AppContext, username: string, ip: string) {
  return {
    account: `login:account:${ctx.config.merchantCode}:${username.toLowerCase()}`,
    ip: `login:ip:${ip}`,
  };
}

/**
 * Username + password login. Unknown user and wrong password answer the same error after the
 * same work; failures count per account and per IP, and past either limit the login is refused
 * until the window ends (a short window, so a victim is never locked out for long).
 */
export async function login(ctx: AppContext, username: string, password: string, ip: string) {
  const { loginThrottle } = ctx.config;
  const keys = throttleKeys(ctx, username, ip);
  const wait = Math.max(
    await retryAfter(ctx.db, keys.account, loginThrottle.perAccount),
    await retryAfter(ctx.db, keys.ip, loginThrottle.perIp),
  );
  if (wait > 0) throw errors.loginThrottled(wait);

  const member = await findMemberByUsername(ctx.db, ctx.config.merchantCode, username);
  const passwordOk = await verifyPassword(member?.password_hash ?? null, password);
  if (!member || !passwordOk) {
    await countHit(ctx.db, keys.account, loginThrottle.windowMinutes);
    await countHit(ctx.db, keys.ip, loginThrottle.windowMinutes);
    throw errors.invalidCredentials();
  }
  if (member.status !== 'active') throw errors.accountDisabled();
  const token = await openSession(ctx, member.id, ip);
  return { token, userName: member.username, type: member.type, firstTimeLogin: member.first_time_login };
}

/** A free-play player: its own account of type 4 holding trial credit, moved through the ledger. */
export async function startTrial(ctx: AppContext, ip: string) {
  const merchant = await ctx.merchants.get(ctx.config.merchantCode);
  let member: MemberRow | null = null;
  while (!member) {
    member = await insertMember(ctx.db, {
      merchantCode: merchant.code,
      username: `trial_${randomBytes(5).toString('hex')}`,
      passwordHash: null,
      nickname: null,
      type: TRIAL_MEMBER_TYPE,
    });
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
  const tokenHash = hashToken(token, ctx.config.tokenPepper);
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
  await revokeSession(ctx.db, hashToken(token, ctx.config.tokenPepper));
}
