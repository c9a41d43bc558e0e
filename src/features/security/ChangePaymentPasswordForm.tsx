import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSending } from '../../lib/useSending';
import { useStores } from '../../stores/context';
import { FormError } from '../../ui/form/FormError';
import { isWholePin, PinField } from '../../ui/form/PinField';
import { useFormErrors } from '../../ui/form/useFormErrors';

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
  const [values, setValues] = useState({ oldPaymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' });
  const errors = useFormErrors();
  const { sending, send } = useSending();
  const change = (name: (typeof FIELDS)[number]) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    errors.setField(name, null);
  };

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
      <PinField
        label={t('paymentPassword.new')}
        value={values.newPaymentPassword}
        onChange={change('newPaymentPassword')}
        hint={t('paymentPassword.hint')}
        error={errors.fields.newPaymentPassword}
      />
      <PinField
        label={t('paymentPassword.confirm')}
        value={values.confirmPaymentPassword}
        onChange={change('confirmPaymentPassword')}
        error={errors.fields.confirmPaymentPassword}
      />
      <FormError error={errors.form} />
      <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
        {sending ? t('common.pleaseWait') : t('security.paymentPassword.change')}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={onForgot}>
        {t('security.paymentPassword.forgot')}
      </button>
    </form>
  );
}
