import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';

/** The longest username the server takes (contracts/account.ts). */
export const USERNAME_MAX = 64;

/** The account name as login and the email reset ask for it: no capitals forced, the browser's saved username offered. */
export function UsernameField(props: Omit<TextFieldProps, 'label'> & { label?: string }) {
  const { t } = useTranslation();
  return (
    <TextField label={t('auth.username')} autoComplete="username" autoCapitalize="none" maxLength={USERNAME_MAX} required {...props} />
  );
}
