import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/** Fetched when the screen is first opened: its chart library (recharts) is most of its weight, and no other screen needs it. */
const ReportsScreen = lazy(() => import('./ReportsScreen').then((module) => ({ default: module.ReportsScreen })));

/** /ops/reports, loaded on demand. */
export function LazyReportsScreen() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t('ops.reports.loading')}</p>}>
      <ReportsScreen />
    </Suspense>
  );
}
