import { useTranslation } from 'react-i18next';
import { toApiError } from '../api';
import { EmptyState } from './EmptyState';
import { Spinner } from './Spinner';

interface PagedListStatusProps {
  /** What lib/usePaged returns. */
  paged: { items: readonly unknown[]; loading: boolean; error: unknown; hasMore: boolean; loadMore: () => void };
  /** i18n key of the empty list's text. */
  empty: string;
}

/** Under a dated list's rows: the spinner, the failure, the empty state or the 'Load more' button. */
export function PagedListStatus({ paged, empty }: PagedListStatusProps) {
  const { t } = useTranslation();
  return (
    <>
      {paged.loading && <Spinner label={t('common.loading')} />}
      {paged.error !== null && (
        <p className="form-error" role="alert">
          {t(toApiError(paged.error).i18nKey)}
        </p>
      )}
      {!paged.loading && paged.error === null && paged.items.length === 0 && <EmptyState text={empty} />}
      {paged.hasMore && !paged.loading && (
        <button type="button" className="btn btn--ghost btn--block" onClick={paged.loadMore}>
          {t('records.loadMore')}
        </button>
      )}
    </>
  );
}
