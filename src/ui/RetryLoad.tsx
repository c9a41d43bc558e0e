import { useTranslation } from 'react-i18next';

/**
 * Where a list could not be loaded (SPEC §8 'Loading failed, click to retry'): the notice is the
 * button that asks again, in place of the list rather than an empty state that would say there
 * is nothing.
 */
export function RetryLoad({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <button type="button" className="btn btn--ghost btn--block" onClick={onRetry}>
        {t('common.loadFailedRetry')}
      </button>
    </div>
  );
}
