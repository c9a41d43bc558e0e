import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';

interface LoginPasswordCheckProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/**
 * The login password, asked again before a change to the account's safeguards (payment password,
 * security questions, email, payee), so an open session on a borrowed phone cannot make one.
 */
export function LoginPasswordCheck({ value, onChange, error }: LoginPasswordCheckProps) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={t('paymentPassword.loginPassword')}
      value={value}
      onChange={onChange}
      autoComplete="current-password"
      error={error}
    />
  );
}
