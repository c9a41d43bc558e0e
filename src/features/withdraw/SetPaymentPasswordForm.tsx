import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api';
import { useSending } from '../../lib/useSending';
import { useStores } from '../../stores/context';
import { FormError } from '../../ui/form/FormError';
import { PasswordField } from '../../ui/form/PasswordField';
import { isWholePin, PinField } from '../../ui/form/PinField';
import { useFormErrors } from '../../ui/form/useFormErrors';

const FIELDS = ['paymentPassword', 'confirmPaymentPassword', 'loginPassword'] as const;

/**
 * The second gate: a payment password, asked before money leaves. Six digits and their
 * confirmation, with the login password (the server wants it, so an open session on a borrowed
 * phone cannot set one); the server refuses guessable ones (123456, 111111) at the field.
 */
export function SetPaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { security, ui } = useStores();
  const [values, setValues] = useState({ paymentPassword: '', confirmPaymentPassword: '', loginPassword: '' });
  const errors = useFormErrors();
  const { sending, send } = useSending();
  const change = (name: (typeof FIELDS)[number]) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    errors.setField(name, null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!isWholePin(values.paymentPassword)) found.paymentPassword = 'paymentPassword.required';
    else if (values.confirmPaymentPassword !== values.paymentPassword) found.confirmPaymentPassword = 'paymentPassword.mismatch';
    if (!values.loginPassword) found.loginPassword = 'account.enterPassword';
    errors.reset(found);
    if (Object.keys(found).length > 0) return;
    void send(async () => {
      try {
        await security.setPaymentPassword({ loginPassword: values.loginPassword, paymentPassword: values.paymentPassword });
        ui.showToast('paymentPassword.saved');
        onDone();
      } catch (error) {
        // Set meanwhile (another tab): the screen moves on to the next step.
        if (toApiError(error).code === 'PAYMENT_PASSWORD_EXISTS') onDone();
        else errors.apply(error, FIELDS);
      }
    });
  };

  return (
    <form className="withdraw__step form-stack" onSubmit={submit} noValidate>
      <h2 className="withdraw__heading">{t('paymentPassword.title')}</h2>
      <p className="withdraw__note">{t('paymentPassword.intro')}</p>
      <PinField
        label={t('paymentPassword.new')}
        value={values.paymentPassword}
        onChange={change('paymentPassword')}
        hint={t('paymentPassword.hint')}
        error={errors.fields.paymentPassword}
      />
      <PinField
        label={t('paymentPassword.confirm')}
        value={values.confirmPaymentPassword}
        onChange={change('confirmPaymentPassword')}
        error={errors.fields.confirmPaymentPassword}
      />
      <PasswordField
        label={t('paymentPassword.loginPassword')}
        value={values.loginPassword}
        onChange={change('loginPassword')}
        autoComplete="current-password"
        error={errors.fields.loginPassword}
      />
      <FormError error={errors.form} />
      <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
        {sending ? t('common.pleaseWait') : t('paymentPassword.save')}
      </button>
    </form>
  );
}
