import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../ui/form/PasswordField';
import type { NewPasswordErrors } from './passwordRules';

interface NewPasswordFieldsProps {
  newPassword: string;
  confirmNewPassword: string;
  onChange: (next: { newPassword: string; confirmNewPassword: string }) => void;
  errors: NewPasswordErrors;
}

/** "New password" and "Confirm new password", shared by change and reset. */
export function NewPasswordFields({ newPassword, confirmNewPassword, onChange, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('account.newPassword')}
        value={newPassword}
        onChange={(value) => onChange({ newPassword: value, confirmNewPassword })}
        autoComplete="new-password"
        error={errors.newPassword}
      />
      <PasswordField
        label={t('account.confirmNewPassword')}
        value={confirmNewPassword}
        onChange={(value) => onChange({ newPassword, confirmNewPassword: value })}
        autoComplete="new-password"
        error={errors.confirmNewPassword}
      />
    </>
  );
}
