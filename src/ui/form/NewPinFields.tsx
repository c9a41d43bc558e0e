import { useTranslation } from 'react-i18next';
import { PinField } from './PinField';
import type { FormErrors } from './useFormErrors';

/** The server's name for the confirmation, whichever way the new password is asked for. */
type Confirm = 'confirmPaymentPassword';

interface NewPinFieldsProps<Name extends string> {
  /** The new password's field, in the server's words: `paymentPassword` when it is the first, `newPaymentPassword` when it replaces one. */
  name: Name;
  values: Readonly<Record<Name | Confirm, string>>;
  change: (name: Name | Confirm) => (value: string) => void;
  errors: FormErrors;
}

/** A new payment password and its confirmation, as set, changed or reset. */
export function NewPinFields<Name extends string>({ name, values, change, errors }: NewPinFieldsProps<Name>) {
  const { t } = useTranslation();
  return (
    <>
      <PinField
        label={t('paymentPassword.new')}
        value={values[name]}
        onChange={change(name)}
        hint={t('paymentPassword.hint')}
        error={errors.fields[name]}
      />
      <PinField
        label={t('paymentPassword.confirm')}
        value={values.confirmPaymentPassword}
        onChange={change('confirmPaymentPassword')}
        error={errors.fields.confirmPaymentPassword}
      />
    </>
  );
}
