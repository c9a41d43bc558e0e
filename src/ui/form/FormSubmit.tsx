import { useTranslation } from 'react-i18next';
import { FormError } from './FormError';

interface FormSubmitProps {
  /** useFormErrors' `form`: the refusal that belongs to no one field, shown just above the button. */
  error: string | null;
  /** While the form is sending, the button is disabled and says so, so a second tap sends nothing twice. */
  sending: boolean;
  label: string;
}

/** A form's last word: its refusal, if any, and its main button. */
export function FormSubmit({ error, sending, label }: FormSubmitProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormError error={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
        {sending ? t('common.pleaseWait') : label}
      </button>
    </>
  );
}
