import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** Defaults to "Password". */
  label?: string;
  /** i18n key of the error shown under the field. */
  error?: string | null;
  maxLength?: number;
}

/** Password input with a show/hide toggle whose name says what pressing it will do. */
export function PasswordField({ value, onChange, autoComplete, label, error, maxLength = 128 }: PasswordFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label ?? t('auth.password')}</label>
      <div className="field__control">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          maxLength={maxLength}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="button"
          className="icon-btn"
          aria-label={t(visible ? 'auth.hidePassword' : 'auth.showPassword')}
          onClick={() => setVisible(!visible)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
