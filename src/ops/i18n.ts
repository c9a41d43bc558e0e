import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

/**
 * The console's texts, through i18next like the player's, under the top-level key `ops`. Staff
 * read English; another language is one more locales/<code>.json here and a `resources` entry.
 */
export function initOpsTexts(): Promise<unknown> {
  return i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
}

/** For tests, whose setup started i18next with the player's texts: the console's beside them. */
export function addOpsTexts(): void {
  i18next.addResourceBundle('en', 'translation', en, true, false);
}
