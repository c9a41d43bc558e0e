import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The console's texts, one file per area (locales/en/<area>.json, each under the top-level key
 * `ops`), merged. Staff read English; another language is one more locales/<code>/ folder.
 */
const files = import.meta.glob<{ default: Resource }>('./locales/en/*.json', { eager: true });

function addAll(): void {
  for (const file of Object.values(files)) i18next.addResourceBundle('en', 'translation', file.default, true, true);
}

export async function initOpsTexts(): Promise<void> {
  await i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addAll();
}

/** For tests, whose setup started i18next with the player's texts: the console's beside them. */
export function addOpsTexts(): void {
  addAll();
}
