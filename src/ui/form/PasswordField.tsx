import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { TextField } from './TextField';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** Defaults to "Password". */
  label?: string;
  /** i18n key of the error shown under the field. */
  error?: string | null;
  /** A line under the field, e.g. that the confirmation matches. */
  hint?: string;
  maxLength?: number;
}

/** Password input with a show/hide toggle whose name says what pressing it will do. */
export function PasswordField({ value, onChange, autoComplete, label, error, hint, maxLength = 128 }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label ?? t('auth.password')}
      value={value}
      onChange={onChange}
      error={error}
      hint={hint}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      maxLength={maxLength}
      required
      control={
        <button
          type="button"
          className="icon-btn"
          aria-label={t(visible ? 'auth.hidePassword' : 'auth.showPassword')}
          onClick={() => setVisible(!visible)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      }
    />
  );
}
