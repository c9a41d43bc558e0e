/**
 * The spec's language codes (SPEC §9: EN and TY among about 35) with a flag and the BCP 47 locale each one means.
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
  // The rest of the spec's "about 35" codes: listed so a player finds their language, shown in English until translated.
  { code: 'DE', flag: '🇩🇪', locale: 'de' },
  { code: 'FR', flag: '🇫🇷', locale: 'fr' },
  { code: 'IT', flag: '🇮🇹', locale: 'it' },
  { code: 'NL', flag: '🇳🇱', locale: 'nl' },
  { code: 'PL', flag: '🇵🇱', locale: 'pl' },
  { code: 'RU', flag: '🇷🇺', locale: 'ru' },
  { code: 'UK', flag: '🇺🇦', locale: 'uk' },
  { code: 'TR', flag: '🇹🇷', locale: 'tr' },
  { code: 'AR', flag: '🇸🇦', locale: 'ar' },
  { code: 'FA', flag: '🇮🇷', locale: 'fa' },
  { code: 'HE', flag: '🇮🇱', locale: 'he' },
  { code: 'UR', flag: '🇵🇰', locale: 'ur' },
  { code: 'BN', flag: '🇧🇩', locale: 'bn' },
  { code: 'NE', flag: '🇳🇵', locale: 'ne' },
  { code: 'SI', flag: '🇱🇰', locale: 'si' },
  { code: 'LO', flag: '🇱🇦', locale: 'lo' },
  { code: 'MN', flag: '🇲🇳', locale: 'mn' },
  { code: 'KK', flag: '🇰🇿', locale: 'kk' },
  { code: 'UZ', flag: '🇺🇿', locale: 'uz' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

export function localeOf(code: string): string {
  return LANGUAGES.find((language) => language.code === code)?.locale ?? 'en';
}
