import dayjs from 'dayjs';
import { KYC_MINIMUM_AGE } from '../../../contracts/kyc-constants';
import { isOldEnough } from '../register/registerRules';

const DATE = 'YYYY-MM-DD';
/** The register form's picker goes back 100 years (SPEC §9); an older year is a typing slip. */
const OLDEST_YEARS = 100;

/**
 * The KYC form's one check shown before sending (SPEC §5 "KYC form"): a real date from the last
 * 100 years, else 'Invalid please put correct year'; at least 21 years ago, else 'birthday_limit'.
 * Every other field is judged by the server, whose refusal shows at the field.
 */
export function birthdayError(value: string, today = dayjs()): string | null {
  const date = dayjs(value, DATE);
  const real = /^\d{4}-\d{2}-\d{2}$/.test(value) && date.isValid() && date.format(DATE) === value;
  if (!real || date.isAfter(today, 'day') || date.isBefore(today.subtract(OLDEST_YEARS, 'year'), 'day')) return 'fieldInvalid.birthday';
  return isOldEnough(value, KYC_MINIMUM_AGE, today) ? null : 'kyc.birthdayLimit';
}
