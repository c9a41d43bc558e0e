import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSending } from '../../lib/useSending';
import { useStores } from '../../stores/context';
import { FormSubmit } from '../../ui/form/FormSubmit';
import { NewPinFields } from '../../ui/form/NewPinFields';
import { isWholePin, PinField } from '../../ui/form/PinField';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { useFormValues } from '../../ui/form/useFormValues';

const FIELDS = ['oldPaymentPassword', 'newPaymentPassword', 'confirmPaymentPassword'] as const;

interface ChangePaymentPasswordFormProps {
  onDone: () => void;
  /** "Forgot it?": the reset through the security questions. */
  onForgot: () => void;
}

/** A new payment password in place of the current one, which it needs; the server limits wrong guesses and says how many are left. */
export function ChangePaymentPasswordForm({ onDone, onForgot }: ChangePaymentPasswordFormProps) {
  const { t } = useTranslation();
  const { security, ui } = useStores();
  const errors = useFormErrors();
  const { values, setValues, change } = useFormValues(
    { oldPaymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' },
    errors,
  );
  const { sending, send } = useSending();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!isWholePin(values.oldPaymentPassword)) found.oldPaymentPassword = 'paymentPassword.required';
    if (!isWholePin(values.newPaymentPassword)) found.newPaymentPassword = 'paymentPassword.required';
    else if (values.newPaymentPassword === values.oldPaymentPassword) found.newPaymentPassword = 'errors.PASSWORD_REUSED';
    else if (values.confirmPaymentPassword !== values.newPaymentPassword) found.confirmPaymentPassword = 'paymentPassword.mismatch';
    errors.reset(found);
    if (Object.keys(found).length > 0) return;
    void send(async () => {
      try {
        await security.changePaymentPassword({
          oldPaymentPassword: values.oldPaymentPassword,
          newPaymentPassword: values.newPaymentPassword,
        });
        ui.showToast('security.paymentPassword.changed');
        onDone();
      } catch (error) {
        setValues((current) => ({ ...current, oldPaymentPassword: '' }));
        errors.apply(error, FIELDS);
      }
    });
  };

  return (
    <form className="security__step form-stack" onSubmit={submit} noValidate>
      <h2 className="security__heading">{t('security.paymentPassword.changeTitle')}</h2>
      <p className="security__note">{t('security.paymentPassword.changeIntro')}</p>
      <PinField
        label={t('security.paymentPassword.current')}
        value={values.oldPaymentPassword}
        onChange={change('oldPaymentPassword')}
        error={errors.fields.oldPaymentPassword}
        errorValues={errors.values.oldPaymentPassword}
      />
      <NewPinFields name="newPaymentPassword" values={values} change={change} errors={errors} />
      <FormSubmit error={errors.form} sending={sending} label={t('security.paymentPassword.change')} />
      <button type="button" className="btn btn--ghost btn--block" onClick={onForgot}>
        {t('security.paymentPassword.forgot')}
      </button>
    </form>
  );
}
