import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';

/** Shown while a route chunk loads, and (SPEC §8) in place of a page whose chunk failed to load. */
export default function RouteSpinner() {
  const { t } = useTranslation();
  return (
    <div className="route-spinner">
      <Spinner label={t('common.loading')} />
    </div>
  );
}
