import { useTranslation } from 'react-i18next';
import { toApiError } from '../api';
import { Spinner } from './Spinner';

interface LoadStatusProps {
  /** What lib/useLoad returns (or the same three facts). */
  loaded: { loading: boolean; error: unknown; reload: () => void };
}

/** Where a screen's data is not there yet: the spinner while it loads, the failure with "Try again" after. */
export function LoadStatus({ loaded }: LoadStatusProps) {
  const { t } = useTranslation();
  if (loaded.loading) return <Spinner label={t('common.loading')} />;
  if (loaded.error === null) return null;
  return (
    <>
      <p className="form-error" role="alert">
        {t(toApiError(loaded.error).i18nKey)}
      </p>
      <button type="button" className="btn btn--ghost btn--block" onClick={loaded.reload}>
        {t('common.retry')}
      </button>
    </>
  );
}
