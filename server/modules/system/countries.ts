import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import type { Country } from '../../../contracts/system';

/**
 * Country list with dialing codes from libphonenumber's metadata (kept current by its
 * maintainers) and English names from ICU. The Philippines comes first: it is the market.
 */
let cached: Country[] | null = null;

export function countryList(): Country[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const all = getCountries().map((code) => ({
    code,
    name: names.of(code) ?? code,
    dialingCode: String(getCountryCallingCode(code)),
  }));
  all.sort((a, b) => (a.code === 'PH' ? -1 : b.code === 'PH' ? 1 : a.name.localeCompare(b.name)));
  cached = all;
  return all;
}
