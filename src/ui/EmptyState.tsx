import { useTranslation } from 'react-i18next';

/** The 'no data' panel of lists (SPEC §2); `text` is an i18n key for a more specific message. */
export function EmptyState({ text = 'common.noData' }: { text?: string }) {
  const { t } = useTranslation();
  return <p className="empty-state">{t(text)}</p>;
}
