import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { titleKey } from './layout';
import type { RouteId } from './routes';

/** The tab title follows the route title map, in the current language. */
export function useDocumentTitle(id: RouteId | null): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  const title = id ? t(titleKey(id)) : null;
  useEffect(() => {
    document.title = title && id !== 'home' ? `${title} | ${appName}` : appName;
  }, [appName, id, title]);
}
