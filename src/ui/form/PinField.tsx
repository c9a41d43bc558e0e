import { PAYMENT_PASSWORD_LENGTH as PIN_LENGTH } from '../../../contracts/constants';
import { digitsOnly, TextField } from './TextField';

interface PinFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** i18n key of the error shown under the field, and the values its text takes (attempts left). */
  error?: string | null;
  errorValues?: Record<string, string | number>;
  hint?: string;
}

/**
 * The payment password: six digits typed on the phone's number pad, masked like a password, and
 * never offered by autofill (it is not the login password a password manager keeps).
 */
export function PinField({ label, value, onChange, error, errorValues, hint }: PinFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(typed) => onChange(digitsOnly(typed, PIN_LENGTH))}
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={PIN_LENGTH}
      autoComplete="off"
      enterKeyHint="done"
      required
      error={error}
      errorValues={errorValues}
      hint={hint}
    />
  );
}

/** Whether a typed payment password is whole (six digits). */
export const isWholePin = (value: string): boolean => value.length === PIN_LENGTH && /^\d+$/.test(value);
