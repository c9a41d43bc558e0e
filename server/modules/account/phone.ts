import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { errors } from '../../http/app-error';

export interface Phone {
  /** Digits of the country calling code, e.g. '63'. */
  countryDialingCode: string;
  /** National significant number, e.g. '9171234567'. */
  mobileNum: string;
  /** E.164, the key codes are sent and counted under. */
  e164: string;
}

/** A mobile number the player typed (with or without a leading 0) and the dialing code picked. */
export function parseMobile(mobileNum: string, countryDialingCode: string): Phone {
  const code = countryDialingCode.replace(/^\+/, '');
  const phone = /^\d{1,4}$/.test(code) ? parsePhoneNumberFromString(mobileNum, { defaultCallingCode: code }) : undefined;
  const type = phone?.getType();
  if (!phone || !phone.isValid() || (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')) {
    throw errors.fieldInvalid('mobileNum', 'Please enter a valid mobile number');
  }
  return { countryDialingCode: phone.countryCallingCode, mobileNum: phone.nationalNumber, e164: phone.number };
}
