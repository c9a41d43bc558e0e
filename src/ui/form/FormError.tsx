import { useTranslation } from 'react-i18next';

/** A refusal that belongs to no one field (useFormErrors' `form`), read out when it appears. */
export function FormError({ error }: { error: string | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {t(error)}
    </p>
  );
}
