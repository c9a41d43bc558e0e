import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** i18n key of the error shown under the field. */
  error?: string | null;
  /** Values the error's text takes (an amount's range). */
  errorValues?: Record<string, string | number>;
  /** A line under the input that tells what it takes (a range), read with it. */
  hint?: string;
  /** Marks the label as required (the input's own `required` tells assistive tech; the mark is CSS). */
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Something beside the input, e.g. a "Send code" button. */
  addon?: ReactNode;
  /** A button inside the input's box, e.g. the password's show/hide toggle. */
  control?: ReactNode;
}

/**
 * A labelled input with its error under it, tied together for screen readers. Every field of
 * the forms (login, register, password, captcha, phone, codes) is one of these.
 */
export function TextField({
  label,
  value,
  onChange,
  error,
  errorValues,
  hint,
  required,
  inputRef,
  addon,
  control,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = useId();
  const hintId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className={required ? 'field__label--required' : undefined}>
        {label}
      </label>
      <div className={addon ? 'field__row' : control ? 'field__control' : undefined}>
        <input
          {...input}
          className="control"
          id={id}
          ref={inputRef}
          value={value}
          required={required}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {control}
        {addon}
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {t(error, errorValues ?? {})}
        </p>
      )}
    </div>
  );
}

/** Only digits, at most `max` of them: for codes and captchas typed on a phone keypad. */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
