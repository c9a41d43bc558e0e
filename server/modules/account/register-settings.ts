import type { RegisterField, RegisterFieldName, RegisterSettingsValue } from '../../../contracts/account';
import type { Merchant } from '../merchant/directory';
import { PASSWORD_LENGTH } from './password-policy';
import { REGISTER_KYC_FIELD_RULES } from '../kyc/register-kyc';

type FieldRule = Omit<RegisterField, 'name'>;

/**
 * The registration form as the server enforces it. Merchants override any field through
 * settings.registerFields; the client renders the form from this and mirrors the checks.
 */
export const DEFAULT_REGISTER_FIELDS: Record<RegisterFieldName, FieldRule> = {
  username: {
    enabled: true,
    required: true,
    pattern: '^[A-Za-z][A-Za-z0-9_]{5,15}$',
    message: 'Account format is incorrect',
    maxLength: 16,
  },
  password: {
    enabled: true,
    required: true,
    pattern: `^\\S{${PASSWORD_LENGTH.min},${PASSWORD_LENGTH.max}}$`,
    message: 'Password format is incorrect',
    maxLength: PASSWORD_LENGTH.max,
  },
  confirmPassword: {
    enabled: true,
    required: true,
    pattern: null,
    message: 'Confirmation password not matched',
    maxLength: PASSWORD_LENGTH.max,
  },
  mobileNum: { enabled: true, required: true, pattern: '^[0-9]{6,20}$', message: 'The mobile num is not valid', maxLength: 20 },
  birthday: { enabled: true, required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$', message: 'Invalid please put correct year', maxLength: 10 },
  nickname: { enabled: true, required: false, pattern: '^[\\p{L}\\p{N} ._-]{1,20}$', message: 'Name format is not valid', maxLength: 20 },
  email: {
    enabled: true,
    required: false,
    pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
    message: 'E-mail format is incorrect',
    maxLength: 254,
  },
  affiliateCode: { enabled: true, required: false, pattern: '^[A-Za-z0-9]{4,32}$', message: 'Invalid invitation code', maxLength: 32 },
  // Messenger contacts support can reach a player on: off until the operator asks for them.
  facebook: {
    enabled: false,
    required: false,
    pattern: '^[^\\s<>"][^<>"]{0,99}$',
    message: 'Facebook name or link is not valid',
    maxLength: 100,
  },
  whatsapp: { enabled: false, required: false, pattern: '^\\+?[0-9]{7,15}$', message: 'WhatsApp number is not valid', maxLength: 16 },
  line: { enabled: false, required: false, pattern: '^[A-Za-z0-9._-]{4,20}$', message: 'LINE ID is not valid', maxLength: 20 },
  captcha: { enabled: true, required: true, pattern: '^[0-9]{1,6}$', message: 'Verification code error', maxLength: 6 },
};

const MAX_FIELD_LENGTH = 254;

export function isUsablePattern(pattern: unknown): pattern is string | null {
  if (pattern === null) return true;
  if (typeof pattern !== 'string' || pattern.length > 200) return false;
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/**
 * A merchant's override of one field, kept only where it is sound: a pattern that compiles,
 * a length within bounds. The birthday can never be switched off: the age rule is the law.
 */
function fieldRule(name: RegisterFieldName, override: Partial<FieldRule> = {}): FieldRule {
  const base = DEFAULT_REGISTER_FIELDS[name];
  const rule: FieldRule = {
    enabled: typeof override.enabled === 'boolean' ? override.enabled : base.enabled,
    required: typeof override.required === 'boolean' ? override.required : base.required,
    pattern: isUsablePattern(override.pattern) ? override.pattern : base.pattern,
    message: typeof override.message === 'string' ? override.message : base.message,
    maxLength: Number.isInteger(override.maxLength) ? Math.min(Math.max(1, override.maxLength!), MAX_FIELD_LENGTH) : base.maxLength,
  };
  return name === 'birthday' ? { ...rule, enabled: true, required: true } : rule;
}

export function registerSettings(merchant: Merchant): RegisterSettingsValue {
  const { settings } = merchant;
  const overrides = settings.registerFields ?? {};
  const flags = settings.whitelabel;
  return {
    enabled: settings.directRegistration && (flags.USERNAMEREG3 || flags.MOBILENUMREG3),
    usernameMethod: flags.USERNAMEREG3,
    mobileMethod: flags.MOBILENUMREG3,
    smsVerification: flags.REGMOBVERF3,
    mobilePassword: flags.MOBILENUMPASSREG3,
    mandatoryKyc: flags.MANDATORYKYC3,
    minimumAge: settings.minimumAge,
    passwordMinLength: PASSWORD_LENGTH.min,
    passwordMaxLength: PASSWORD_LENGTH.max,
    fields: (Object.keys(DEFAULT_REGISTER_FIELDS) as RegisterFieldName[]).map((name) => ({ name, ...fieldRule(name, overrides[name]) })),
    kycFields: REGISTER_KYC_FIELD_RULES.map((rule) => ({ ...rule })),
  };
}
