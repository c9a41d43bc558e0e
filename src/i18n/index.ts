import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import fil from './locales/fil.json';
import { localeOf } from './languages';

const FALLBACK_LOCALE = 'en';
const RESOURCES = { en: { translation: en }, fil: { translation: fil } };

/**
 * The locale whose texts a language code actually shows: its own once translated, else the
 * English fallback. <html lang> must name it, or a screen reader reads English with, say, a
 * Japanese voice.
 */
export function shownLocaleOf(code: string): string {
  const locale = localeOf(code);
  return Object.hasOwn(RESOURCES, locale) ? locale : FALLBACK_LOCALE;
}

/**
 * Resources are bundled (two small JSON files) and init is synchronous, so the first render
 * already has its texts and no loading flash is needed.
 */
export function initI18n(code: string) {
  if (i18next.isInitialized) {
    void i18next.changeLanguage(shownLocaleOf(code));
    return i18next;
  }
  void i18next.use(initReactI18next).init({
    resources: RESOURCES,
    lng: shownLocaleOf(code),
    fallbackLng: FALLBACK_LOCALE,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18next;
}
