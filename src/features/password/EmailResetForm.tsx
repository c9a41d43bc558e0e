import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api';
import { useStores } from '../../stores/context';
import { SendCodeButton } from '../../ui/form/SendCodeButton';
import { SMS_CODE_MAX } from '../../ui/form/SmsCodeFields';
import { TextField, digitsOnly } from '../../ui/form/TextField';
import { FormError } from '../../ui/form/FormError';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { UsernameField } from '../../ui/form/UsernameField';
import { NewPasswordFields } from './NewPasswordFields';
import { useResetSubmit } from './useResetSubmit';

const FIELDS = ['username', 'email', 'verificationCode', 'newPassword', 'confirmNewPassword'] as const;

/**
 * Reset by email: username and email ask for a code (the server answers the same whether the
 * account exists), then the code and the new password.
 */
export function EmailResetForm() {
  const { t } = useTranslation();
  const { account, ui } = useStores();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [passwords, setPasswords] = useState({ newPassword: '', confirmNewPassword: '' });
  const [sent, setSent] = useState(false);
  const errors = useFormErrors();
  const resetWith = useResetSubmit(errors, FIELDS);

  const send = async () => {
    errors.reset();
    if (!username.trim() || !email.trim()) {
      errors.reset({
        ...(username.trim() ? {} : { username: 'register.required' }),
        ...(email.trim() ? {} : { email: 'register.required' }),
      });
      return null;
    }
    const expirationTime = await account.requestEmailReset({ username: username.trim(), email: email.trim() });
    setSent(true);
    ui.showToast('password.emailSent');
    return expirationTime;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void resetWith(passwords, { username, verificationCode: code }, () =>
      account.resetByEmail({ username: username.trim(), code, ...passwords }),
    );
  };

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <UsernameField value={username} onChange={setUsername} error={errors.fields.username} />
      <TextField
        label={t('password.email')}
        value={email}
        onChange={setEmail}
        error={errors.fields.email}
        type="email"
        autoComplete="email"
        maxLength={254}
        required
        addon={<SendCodeButton onSend={send} onError={(error: ApiError) => errors.apply(error, FIELDS)} />}
      />
      {sent && (
        <>
          <TextField
            label={t('password.code')}
            value={code}
            onChange={(value) => setCode(digitsOnly(value, SMS_CODE_MAX))}
            error={errors.fields.verificationCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_MAX}
            required
          />
          <NewPasswordFields {...passwords} onChange={setPasswords} errors={errors.fields} />
          <button type="submit" className="btn btn--primary btn--block">
            {t('password.reset')}
          </button>
        </>
      )}
      <FormError error={errors.form} />
    </form>
  );
}
