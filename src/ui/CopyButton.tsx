import { useTranslation } from 'react-i18next';
import { copyText } from '../platform/clipboard';
import { useStores } from '../stores/context';

/** A small "Copy" button for a value shown beside it; `what` names it for screen readers ("Copy account number"). */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useTranslation();
  const { ui } = useStores();
  return (
    <button
      type="button"
      className="btn btn--ghost btn--small"
      aria-label={t('common.copyWhat', { what })}
      onClick={() => void copyText(text).then((copied) => ui.showToast(copied ? 'common.copied' : 'common.copyFailed'))}
    >
      {t('common.copy')}
    </button>
  );
}
