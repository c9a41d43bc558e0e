import { useTranslation } from 'react-i18next';

/** An authenticator's code: six digits, as the contract's pattern. */
export const CODE_PATTERN = '[0-9]{6}';

/** The code field of the TOTP and enrolment steps. */
export function CodeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <label className="ops-field">
      <span>{t('ops.signIn.code')}</span>
      <input
        value={value}
        onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={CODE_PATTERN}
        required
      />
    </label>
  );
}
