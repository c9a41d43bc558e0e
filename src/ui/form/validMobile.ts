import type { Phone } from '../../stores/AccountStore';

/**
 * Checks a mobile number before a code is sent (SPEC §5), with the same library the server uses.
 * Its metadata is large, so it is loaded on the first check and stays out of the entry bundle.
 */
export async function isValidMobile({ mobileNum, countryDialingCode }: Phone): Promise<boolean> {
  if (!/^\d{4,20}$/.test(mobileNum)) return false;
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/min');
  return parsePhoneNumberFromString(mobileNum, { defaultCallingCode: countryDialingCode })?.isValid() === true;
}
