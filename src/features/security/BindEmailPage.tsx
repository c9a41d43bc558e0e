import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import { useSending } from '../../lib/useSending';
import { useStores } from '../../stores/context';
import { FormSubmit } from '../../ui/form/FormSubmit';
import { LoginPasswordCheck } from '../../ui/form/LoginPasswordCheck';
import { SendCodeButton } from '../../ui/form/SendCodeButton';
import { digitsOnly, TextField } from '../../ui/form/TextField';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { useFormValues } from '../../ui/form/useFormValues';
import './security.css';

const FIELDS = ['email', 'verificationCode', 'loginPassword'] as const;
/** The registration form's email rule, which the server applies too. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const CODE_LENGTH = 6;

/**
 * Binding an email: a code sent to it (in the sandbox, to the outbox), then the code and the login
 * password (a forgotten login password's reset code goes to this address, so a stolen session
 * alone must not change it). A bound address shows masked; binding another replaces it.
 */
export default observer(function BindEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { security, ui } = useStores();
  const facts = useLoad('centre', () => security.centre());
  const errors = useFormErrors();
  const { values, setValues, change } = useFormValues({ email: '', verificationCode: '', loginPassword: '' }, errors);
  const { sending, send } = useSending();
  const email = values.email.trim();

  const sendCode = async (): Promise<number | null> => {
    errors.reset();
    if (!EMAIL.test(email)) {
      errors.setField('email', 'fieldInvalid.email');
      return null;
    }
    const next = await security.sendEmailCode(email);
    ui.showToast('security.email.sent');
    return next;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!EMAIL.test(email)) found.email = 'fieldInvalid.email';
    if (values.verificationCode.length !== CODE_LENGTH) found.verificationCode = 'security.email.codeRequired';
    if (!values.loginPassword) found.loginPassword = 'account.enterPassword';
    errors.reset(found);
    if (Object.keys(found).length > 0) return;
    void send(async () => {
      try {
        await security.bindEmail({ email, code: values.verificationCode, loginPassword: values.loginPassword });
        ui.showToast('security.email.bound');
        navigate(PATHS.security, { replace: true });
      } catch (error) {
        setValues((current) => ({ ...current, loginPassword: '' }));
        errors.apply(error, FIELDS);
      }
    });
  };

  return (
    <section className="page security">
      <form className="security__step form-stack" onSubmit={submit} noValidate>
        <p className="security__note">
          {facts.value?.email ? t('security.email.current', { email: facts.value.email }) : t('security.email.intro')}
        </p>
        <TextField
          label={t('security.email.address')}
          value={values.email}
          onChange={change('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          required
          error={errors.fields.email}
        />
        <TextField
          label={t('security.email.code')}
          value={values.verificationCode}
          onChange={(typed) => change('verificationCode')(digitsOnly(typed, CODE_LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          required
          error={errors.fields.verificationCode}
          addon={<SendCodeButton onSend={sendCode} onError={(error) => errors.apply(error, FIELDS)} />}
        />
        <LoginPasswordCheck value={values.loginPassword} onChange={change('loginPassword')} error={errors.fields.loginPassword} />
        <FormSubmit error={errors.form} sending={sending} label={t('security.email.bind')} />
      </form>
    </section>
  );
});
