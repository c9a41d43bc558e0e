/**
 * The spec's language codes (SPEC §9) with a flag and the BCP 47 locale each one means.
 * Only EN and TY (Filipino/Tagalog) have complete texts; every other code shows English until its
 * translation ships (i18n/index.ts, shownLocaleOf).
 * The language names themselves live in the locale files under `languages.<CODE>`.
 */
export const LANGUAGES = [
  { code: 'EN', flag: '🇬🇧', locale: 'en' },
  { code: 'TY', flag: '🇵🇭', locale: 'fil' },
  { code: 'CN', flag: '🇨🇳', locale: 'zh-CN' },
  { code: 'TW', flag: '🇹🇼', locale: 'zh-TW' },
  { code: 'JA', flag: '🇯🇵', locale: 'ja' },
  { code: 'KO', flag: '🇰🇷', locale: 'ko' },
  { code: 'TH', flag: '🇹🇭', locale: 'th' },
  { code: 'VI', flag: '🇻🇳', locale: 'vi' },
  { code: 'MY', flag: '🇲🇲', locale: 'my' },
  { code: 'ID', flag: '🇮🇩', locale: 'id' },
  { code: 'MS', flag: '🇲🇾', locale: 'ms' },
  { code: 'KM', flag: '🇰🇭', locale: 'km' },
  { code: 'HI', flag: '🇮🇳', locale: 'hi' },
  { code: 'TA', flag: '🇱🇰', locale: 'ta' },
  { code: 'ES', flag: '🇪🇸', locale: 'es' },
  { code: 'PT', flag: '🇵🇹', locale: 'pt' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

export function localeOf(code: string): string {
  return LANGUAGES.find((language) => language.code === code)?.locale ?? 'en';
}
