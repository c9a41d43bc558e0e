import type { StaffEnrolBody, StaffLoginBody, StaffLoginValue } from '../../../contracts/staff';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { appendAudit } from '../audit/log';
import { guardLogin, type LoginGuard } from '../session/login-throttle';
import { hashPassword, verifyPassword } from '../session/passwords';
import { hashToken, newToken } from '../session/tokens';
import {
  acceptTotpStep,
  findEnrolment,
  findStaffByUsername,
  finishEnrolment,
  isStaffDevice,
  markSignedIn,
  rememberStaffDevice,
  startEnrolment,
  type StaffRow,
} from './repository';
import { identityOf, meOf, openStaffSession, staffDeviceHash } from './sessions';
import { matchingStep, newTotpSecret, otpauthUri, totpSecretBox } from './totp';

/** How long a first sign-in has to scan the QR code and send the first code. */
const ENROLMENT_MINUTES = 10;

export interface SignInOrigin {
  ip: string;
  /** The console's X-Staff-Device id (checked by the route: present and well formed). */
  device: string;
}

/**
 * The player login's throttle (login-throttle.ts), in a key space of its own: per account and
 * address, per account, per address; and only on the device when this account has signed in from
 * it before, so nobody elsewhere can lock the owner out. The console has no captcha (the TOTP
 * code is its second proof), so an attempt is always counted as one that passed the human check.
 */
async function guardStaffLogin(ctx: AppContext, username: string, staff: StaffRow | null, origin: SignInOrigin): Promise<LoginGuard> {
  const deviceHash = staffDeviceHash(ctx, origin.device);
  const trusted = staff !== null && (await isStaffDevice(ctx.db, staff.id, deviceHash));
  const guard = await guardLogin(ctx, {
    account: `staff:${username}`,
    ip: origin.ip,
    trustedDevice: trusted ? deviceHash.slice(0, 22) : null,
  });
  await guard.count(true);
  return guard;
}

/** A failed sign-in in the audit log: the username only as a keyed hash, so the log holds no guessed names. */
async function auditFailure(ctx: AppContext, username: string, staff: StaffRow | null, reason: 'password' | 'code'): Promise<void> {
  const usernameHash = hashToken(`staff-username:${username}`, ctx.config.tokenPepper).slice(0, 22);
  await appendAudit(ctx.db, { kind: 'staff.sign_in_failed', actor: 'system', data: { usernameHash, staffId: staff?.id ?? null, reason } });
}

/** A code from the account's authenticator, good once: a replayed or out-of-window code is refused and audited. */
async function checkCode(ctx: AppContext, staff: StaffRow, code: string): Promise<void> {
  const step = staff.totpSecret === null ? null : matchingStep(totpSecretBox(ctx).open(staff.totpSecret), code);
  if (step !== null && (await acceptTotpStep(ctx.db, staff.id, step))) return;
  await auditFailure(ctx, staff.username, staff, 'code');
  throw errors.verificationCodeInvalid();
}

async function signedIn(ctx: AppContext, staff: StaffRow, origin: SignInOrigin, guard: LoginGuard, newPasswordHash?: string | null) {
  const token = await ctx.db.transaction(async (tx) => {
    if (newPasswordHash !== undefined) {
      await finishEnrolment(tx, staff.id, newPasswordHash);
      await appendAudit(tx, { kind: 'staff.enrolled', actor: `staff:${staff.id}`, data: { passwordChanged: newPasswordHash !== null } });
    }
    await markSignedIn(tx, staff.id);
    await rememberStaffDevice(tx, staff.id, staffDeviceHash(ctx, origin.device));
    await appendAudit(tx, { kind: 'staff.signed_in', actor: `staff:${staff.id}`, data: {} });
    return openStaffSession(ctx, tx, staff.id, origin.device);
  });
  await guard.succeeded();
  return { state: 'signedIn' as const, token, me: meOf(identityOf(staff)) };
}

/**
 * POST /ops/api/session. A wrong username, a wrong password and a disabled account all answer
 * INVALID_CREDENTIALS. Then: not yet enrolled: a fresh authenticator secret and an enrolment
 * token for this device; no code: `totp`; a good code: the session. Each try counts against the
 * throttle until a sign-in succeeds, so wrong codes count as failures too.
 */
export async function signIn(ctx: AppContext, body: StaffLoginBody, origin: SignInOrigin): Promise<StaffLoginValue> {
  const staff = await findStaffByUsername(ctx.db, body.username);
  const guard = await guardStaffLogin(ctx, body.username, staff, origin);
  const passwordOk = await verifyPassword(staff?.passwordHash ?? null, body.password);
  if (!staff || !passwordOk || staff.disabled) {
    await auditFailure(ctx, body.username, staff, 'password');
    throw errors.invalidCredentials();
  }
  if (!staff.totpEnrolled) {
    const secret = newTotpSecret();
    const enrolmentToken = newToken();
    await startEnrolment(ctx.db, {
      staffId: staff.id,
      sealedSecret: totpSecretBox(ctx).seal(secret),
      tokenHash: hashToken(enrolmentToken, ctx.config.tokenPepper),
      deviceHash: staffDeviceHash(ctx, origin.device),
      minutes: ENROLMENT_MINUTES,
    });
    return {
      state: 'enrol',
      enrolmentToken,
      otpauthUri: otpauthUri(secret, staff.username),
      secret,
      mustChangePassword: staff.mustChangePassword,
    };
  }
  if (!body.code) return { state: 'totp' };
  await checkCode(ctx, staff, body.code);
  return signedIn(ctx, staff, origin, guard);
}

/**
 * POST /ops/api/session/enrol: the first code from the new authenticator, from the device the
 * enrolment was issued to, with the new password when the account still has its one-time one.
 */
export async function enrol(ctx: AppContext, body: StaffEnrolBody, origin: SignInOrigin): Promise<StaffLoginValue> {
  const staff = await findEnrolment(ctx.db, hashToken(body.enrolmentToken, ctx.config.tokenPepper), staffDeviceHash(ctx, origin.device));
  if (!staff || staff.disabled) throw errors.unauthenticated();
  if (staff.mustChangePassword && !body.newPassword) throw errors.fieldInvalid('newPassword', 'Choose a new password');
  // Whoever holds the enrolment token already knows the one-time password: this check is not a guess, and costs no attempt.
  if (body.newPassword && (await verifyPassword(staff.passwordHash, body.newPassword))) throw errors.passwordReused();
  const guard = await guardStaffLogin(ctx, staff.username, staff, origin);
  await checkCode(ctx, staff, body.code);
  return signedIn(ctx, staff, origin, guard, body.newPassword ? await hashPassword(body.newPassword) : null);
}
