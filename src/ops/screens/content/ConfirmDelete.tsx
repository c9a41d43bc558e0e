import { useTranslation } from 'react-i18next';
import { FormAlert } from '../FormAlert';
import { useFailure } from '../useFailure';
import { contentErrorText } from './contentErrors';

/** A deletion asked once more before it is sent: it cannot be undone. */
export function ConfirmDelete({ title, onConfirm, onCancel }: { title: string; onConfirm: () => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation();
  const { error, busy, run } = useFailure(contentErrorText);
  const heading = t('ops.content.deleteTitle', { title });
  return (
    <form
      className="ops-card"
      aria-label={heading}
      onSubmit={(event) => {
        event.preventDefault();
        void run(onConfirm);
      }}
    >
      <p>{t('ops.content.deleteConfirm', { title })}</p>
      <FormAlert error={error} />
      <button type="submit" className="ops-button ops-button--danger" disabled={busy}>
        {t('ops.content.delete')}
      </button>{' '}
      <button type="button" className="ops-button ops-button--quiet" onClick={onCancel}>
        {t('ops.content.cancel')}
      </button>
    </form>
  );
}
