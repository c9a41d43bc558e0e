import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { shownLocaleOf } from '../i18n';
import { useStores } from '../stores/context';

/**
 * Applies the UI store's theme and language to the document and i18next. Call from an observer
 * component: reading the store during render is what subscribes it.
 */
export function usePreferences(): void {
  const { ui } = useStores();
  const { i18n } = useTranslation();
  const { theme, language } = ui;

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  useEffect(() => {
    const locale = shownLocaleOf(language);
    document.documentElement.lang = locale;
    void i18n.changeLanguage(locale);
  }, [i18n, language]);
}
