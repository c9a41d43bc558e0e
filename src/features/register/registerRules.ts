import dayjs from 'dayjs';
import type { RegisterField, RegisterFieldName, RegisterSettingsValue } from '../../../contracts/account';
import type { RegisterKind } from '../../api';

/** Everything the step-1 form holds: the configurable fields plus the phone code and SMS code. */
export type RegisterValues = Record<RegisterFieldName | 'countryDialingCode' | 'verificationCode', string>;

export interface FieldPlan {
  field: RegisterField;
  required: boolean;
}

/** SPEC §9: the birthday picker goes back 100 years. */
const PICKER_YEARS = 100;
const DATE = 'YYYY-MM-DD';

/** Which fields a method shows and requires: the server's rule (register.ts requiredFor) mirrored. */
export function planFields(settings: RegisterSettingsValue, method: RegisterKind): Map<RegisterFieldName, FieldPlan> {
  const plan = new Map<RegisterFieldName, FieldPlan>();
  for (const field of settings.fields) {
    let required = field.enabled && field.required;
    let shown = field.enabled;
    if (method === 'mobile') {
      if (field.name === 'username') continue;
      if (field.name === 'mobileNum') required = shown = true;
      if (field.name === 'password' || field.name === 'confirmPassword') required = shown = settings.mobilePassword;
    }
    if (shown || required) plan.set(field.name, { field, required });
  }
  return plan;
}

/** The birthday picker's bounds: from 100 years ago up to the day the player turns old enough. */
export function birthdayRange(minimumAge: number, today = dayjs()) {
  return { min: today.subtract(PICKER_YEARS, 'year').format(DATE), max: today.subtract(minimumAge, 'year').format(DATE) };
}

export function isOldEnough(birthday: string, minimumAge: number, today = dayjs()): boolean {
  const date = dayjs(birthday, DATE);
  return date.isValid() && !date.isAfter(today.subtract(minimumAge, 'year'), 'day');
}

/** One field's error (an i18n key): required, length and the server's pattern (flag 'u'). Empty optional fields pass. */
export function checkField({ field, required }: FieldPlan, raw: string): string | null {
  const value = raw.trim();
  if (!value) return required ? 'register.required' : null;
  if (value.length > field.maxLength) return `fieldInvalid.${field.name}`;
  if (field.pattern && !new RegExp(field.pattern, 'u').test(value)) return `fieldInvalid.${field.name}`;
  return null;
}

/** Every error of step 1, keyed by the server's field names (empty when it may be sent). */
export function validateRegister(
  values: RegisterValues,
  plan: Map<RegisterFieldName, FieldPlan>,
  settings: RegisterSettingsValue,
  today = dayjs(),
): Partial<Record<keyof RegisterValues, string>> {
  const errors: Partial<Record<keyof RegisterValues, string>> = {};
  for (const [name, fieldPlan] of plan) {
    const error = name === 'confirmPassword' ? null : checkField(fieldPlan, values[name]);
    if (error) errors[name] = error;
  }
  if (plan.has('confirmPassword') && (values.password || values.confirmPassword || plan.get('confirmPassword')!.required)) {
    if (!values.confirmPassword) errors.confirmPassword = 'account.enterPassword';
    else if (values.confirmPassword !== values.password) errors.confirmPassword = 'account.passwordNotMatched';
  }
  if (!errors.birthday && values.birthday && plan.has('birthday') && !isOldEnough(values.birthday, settings.minimumAge, today)) {
    errors.birthday = 'errors.UNDER_AGE';
  }
  if (settings.smsVerification && plan.has('mobileNum') && values.mobileNum && !values.verificationCode) {
    errors.verificationCode = 'register.codeRequired';
  }
  return errors;
}
