import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api';
import { useSending } from '../../lib/useSending';
import { useStores } from '../../stores/context';
import { FormSubmit } from '../../ui/form/FormSubmit';
import { LoginPasswordCheck } from '../../ui/form/LoginPasswordCheck';
import { NewPinFields } from '../../ui/form/NewPinFields';
import { isWholePin } from '../../ui/form/PinField';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { useFormValues } from '../../ui/form/useFormValues';

const FIELDS = ['paymentPassword', 'confirmPaymentPassword', 'loginPassword'] as const;

/**
 * The second gate: a payment password, asked before money leaves. Six digits and their
 * confirmation, with the login password (the server wants it, so an open session on a borrowed
 * phone cannot set one); the server refuses guessable ones (123456, 111111) at the field.
 */
export function SetPaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { security, ui } = useStores();
  const errors = useFormErrors();
  const { values, change } = useFormValues({ paymentPassword: '', confirmPaymentPassword: '', loginPassword: '' }, errors);
  const { sending, send } = useSending();

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
      <NewPinFields name="paymentPassword" values={values} change={change} errors={errors} />
      <LoginPasswordCheck value={values.loginPassword} onChange={change('loginPassword')} error={errors.fields.loginPassword} />
      <FormSubmit error={errors.form} sending={sending} label={t('paymentPassword.save')} />
    </form>
  );
}
