import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import fil from './locales/fil.json';
import { localeOf } from './languages';

/**
 * Resources are bundled (two small JSON files) and init is synchronous, so the first render
 * already has its texts and no loading flash is needed.
 */
export function initI18n(code: string) {
  if (i18next.isInitialized) {
    void i18next.changeLanguage(localeOf(code));
    return i18next;
  }
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, fil: { translation: fil } },
    lng: localeOf(code),
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18next;
}
