import { MESSENGERS, type RegisterBody, type RegisterFieldName, type RegisterSettingsValue } from '../../../contracts/account';
import type { LoginValue } from '../../../contracts/session';
import type { AppContext } from '../../app-context';
import { PG, pgErrorCode } from '../../db/types';
import { errors } from '../../http/app-error';
import { ensurePlayerAccount } from '../../ledger/ledger';
import { audited } from '../audit/log';
import { checkCaptcha } from '../captcha/captcha';
import { protectionErrors } from '../protection/errors';
import { isExcludedIdentity } from '../protection/identity';
import { findMemberByMobile, findMemberByUsername, insertMember } from '../member/repository';
import { hashPassword } from '../session/passwords';
import { openSession } from '../session/service';
import { consumeCode } from '../verification/codes';
import { isActiveAffiliate } from './affiliates';
import { checkBirthday } from './birthday';
import { checkRegisterKyc, saveRegisterKyc } from '../kyc/register-kyc';
import { passwordProblem } from './password-policy';
import { parseMobile, type Phone } from './phone';
import { registerSettings } from './register-settings';

export type RegisterMethodKind = 'username' | 'mobile';

/** Which fields a method needs on top of the configured ones. */
function requiredFor(method: RegisterMethodKind, settings: RegisterSettingsValue, name: RegisterFieldName, configured: boolean): boolean {
  if (method === 'mobile') {
    if (name === 'username') return false;
    if (name === 'mobileNum') return true;
    if (name === 'password' || name === 'confirmPassword') return settings.mobilePassword;
  }
  return configured;
}

/** Server-side mirror of the form: required fields, patterns with the server's messages. Empty optional fields skip. */
export function checkFields(
  body: RegisterBody,
  settings: RegisterSettingsValue,
  method: RegisterMethodKind,
): Partial<Record<RegisterFieldName, string>> {
  const values: Partial<Record<RegisterFieldName, string>> = {};
  for (const field of settings.fields) {
    const required = requiredFor(method, settings, field.name, field.enabled && field.required);
    const used = field.enabled || required;
    const value = used ? (body[field.name] ?? '').trim() : '';
    if (!value) {
      if (required) throw errors.fieldInvalid(field.name, `Please fill in ${field.name}`);
      continue;
    }
    if (value.length > field.maxLength || (field.pattern && !new RegExp(field.pattern, 'u').test(value))) {
      throw errors.fieldInvalid(field.name, field.message ?? 'Invalid value');
    }
    values[field.name] = value;
  }
  return values;
}

/** Whether nobody has this username yet (surrounding spaces do not count). */
export async function isUsernameAvailable(ctx: AppContext, username: string): Promise<boolean> {
  return !(await findMemberByUsername(ctx.db, ctx.config.merchantCode, username.trim()));
}

const MOBILE_USERNAME = /^m\d+$/i;

function mobileUsername(phone: Phone): string {
  return `m${phone.countryDialingCode}${phone.mobileNum}`;
}

/**
 * Registration by username (PUT /wps/member/register) or mobile (PUT /wps/member/register/mobile).
 * Cheap checks first; the captcha and the SMS code are spent only when everything else holds,
 * so a typo elsewhere does not cost the player a new code. Uniqueness is the database's: two
 * registrations of one username at once give exactly one account.
 */
export async function register(
  ctx: AppContext,
  body: RegisterBody,
  method: RegisterMethodKind,
  ip: string,
  userAgent: string | null = null,
): Promise<LoginValue> {
  const merchant = await ctx.merchants.get(ctx.config.merchantCode);
  const settings = registerSettings(merchant);
  const methodOn = method === 'username' ? settings.usernameMethod : settings.mobileMethod;
  if (!settings.enabled || !methodOn) throw errors.registrationClosed();
  if (!body.disclaimerAccepted) throw errors.disclaimerRequired();

  const values = checkFields(body, settings, method);
  if (values.password !== undefined && values.password !== values.confirmPassword) throw errors.passwordMismatch();
  const phone = values.mobileNum ? parseMobile(values.mobileNum, body.countryDialingCode ?? '') : null;
  // Usernames shaped like mobile accounts' (m + digits) are theirs alone.
  if (method === 'username' && MOBILE_USERNAME.test(values.username!)) throw errors.fieldInvalid('username', 'Account format is incorrect');
  const username = method === 'mobile' ? mobileUsername(phone!) : values.username!;
  if (values.password !== undefined) {
    const problem = passwordProblem(values.password, username);
    if (problem) throw errors.passwordWeak(problem);
  }
  const birthday = checkBirthday(values.birthday, settings.minimumAge);
  // Step 2 (MANDATORYKYC3): its fields are required then; any given are checked and kept as the first KYC draft.
  const kycInfo = checkRegisterKyc(body, settings.mandatoryKyc, birthday);
  if (values.affiliateCode && !(await isActiveAffiliate(ctx, values.affiliateCode))) throw errors.invitationCodeInvalid();
  if (await findMemberByUsername(ctx.db, merchant.code, username))
    throw method === 'mobile' ? errors.mobileTaken() : errors.usernameTaken();
  if (phone && (await findMemberByMobile(ctx.db, merchant.code, phone))) throw errors.mobileTaken();

  if (settings.fields.some((f) => f.name === 'captcha' && f.enabled)) await checkCaptcha(ctx, body.captchaId, values.captcha);
  if (settings.smsVerification && phone) await consumeCode(ctx, 'register', phone.e164, body.verificationCode ?? '');
  // A self-excluded player's details, or a restricted person's (the national list's stand-in), open no account.
  // Asked after the captcha and the SMS code, so the list cannot be probed for free.
  if (await isExcludedIdentity(ctx, { mobile: phone?.e164, email: values.email, idNumber: body.idNumber })) {
    throw protectionErrors.registrationRestricted();
  }

  const passwordHash = values.password !== undefined ? await hashPassword(values.password) : null;
  let member;
  try {
    const fields = {
      merchantCode: merchant.code,
      username,
      passwordHash,
      nickname: values.nickname ?? null,
      type: 0,
      mobile: phone,
      email: values.email ?? null,
      birthday,
      affiliateCode: values.affiliateCode ?? null,
      registerMethod: body.registerMethod,
      messengers: Object.fromEntries(MESSENGERS.flatMap((name) => (values[name] ? [[name, values[name]]] : []))),
    };
    member = await audited(
      ctx.db,
      async (tx) => {
        const inserted = await insertMember(tx, fields);
        if (inserted && kycInfo) await saveRegisterKyc(tx, inserted.id, kycInfo);
        return inserted;
      },
      (m) =>
        m && { kind: 'account.registered', memberId: m.id, actor: `member:${m.id}`, data: { method: body.registerMethod, type: m.type } },
    );
  } catch (error) {
    if (pgErrorCode(error) === PG.uniqueViolation) throw errors.mobileTaken();
    throw error;
  }
  if (!member) throw errors.usernameTaken();
  await ensurePlayerAccount(ctx.db, member.id, merchant.currency);
  const token = await openSession(ctx, member.id, ip, userAgent);
  return { token, userName: member.username, type: member.type, firstTimeLogin: false };
}
