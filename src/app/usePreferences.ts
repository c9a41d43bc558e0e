import { useEffect } from 'react';
import i18next from 'i18next';
import { shownLocaleOf, showLanguage } from '../i18n';
import { useStores } from '../stores/context';

/**
 * Applies the UI store's theme and language to the document and i18next. Call from an observer
 * component: reading the store during render is what subscribes it.
 */
export function usePreferences(): void {
  const { ui } = useStores();
  const { theme, language } = ui;

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  useEffect(() => {
    const locale = shownLocaleOf(language);
    // <html lang> changes with the texts, once they are in.
    showLanguage(language).then(
      () => {
        if (i18next.language === locale) document.documentElement.lang = locale;
      },
      () => undefined, // offline: the texts stay as they were; choosing again retries
    );
  }, [language]);
}
