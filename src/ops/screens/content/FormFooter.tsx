import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../FormAlert';

/** The end of a content or settings form: what the server refused, Save, any other button of the form's own, Cancel. */
export function FormFooter({
  error,
  saveDisabled,
  onCancel,
  children,
}: {
  error: string | null;
  saveDisabled: boolean;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormAlert error={error} />
      <span className="ops-actions">
        <button type="submit" className="ops-button" disabled={saveDisabled}>
          {t('ops.content.save')}
        </button>
        {children}
        <button type="button" className="ops-button ops-button--quiet" onClick={onCancel}>
          {t('ops.content.cancel')}
        </button>
      </span>
    </>
  );
}
