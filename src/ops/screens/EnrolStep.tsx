import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../ui/QrCode';
import type { SignInStep } from '../stores/SessionStore';
import { useOpsStore } from '../stores/context';
import { FormAlert } from './FormAlert';
import { CodeField } from './CodeField';
import { useFailure } from './useFailure';

/** The contract's shortest password (StaffEnrolBody.newPassword). */
const MIN_PASSWORD = 12;

/**
 * A first sign-in: the authenticator is enrolled from the QR code (or the key typed in) and its
 * first code proves it; after a one-time password, the staff member's own password comes with it.
 */
export const EnrolStep = observer(function EnrolStep({ step }: { step: Extract<SignInStep, { kind: 'enrol' }> }) {
  const { t } = useTranslation();
  const { session } = useOpsStore();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { error, setError, busy, run } = useFailure();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step.mustChangePassword && password.length < MIN_PASSWORD) return setError(t('ops.signIn.passwordShort'));
    if (step.mustChangePassword && password !== repeat) return setError(t('ops.signIn.passwordsDiffer'));
    void run(() => session.enrol(code, step.mustChangePassword ? password : undefined));
  };
  return (
    <form className="ops-card ops-enrol" onSubmit={submit}>
      <h1>{t('ops.signIn.enrolTitle')}</h1>
      <p>{t('ops.signIn.enrolHint')}</p>
      <QrCode text={step.otpauthUri} label={t('ops.signIn.qr')} />
      <p>
        {t('ops.signIn.secret')}: <code className="ops-secret">{step.secret}</code>
      </p>
      <CodeField value={code} onChange={setCode} />
      {step.mustChangePassword && (
        <>
          <p>{t('ops.signIn.newPasswordHint')}</p>
          <label className="ops-field">
            <span>{t('ops.signIn.newPassword')}</span>
            <input type="password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} autoComplete="new-password" />
          </label>
          <label className="ops-field">
            <span>{t('ops.signIn.confirmPassword')}</span>
            <input type="password" value={repeat} onChange={(e) => setRepeat(e.currentTarget.value)} autoComplete="new-password" />
          </label>
        </>
      )}
      <FormAlert error={error} />
      <div className="ops-actions">
        <button type="button" className="ops-button ops-button--quiet" onClick={() => session.restart()}>
          {t('ops.signIn.back')}
        </button>
        <button type="submit" className="ops-button" disabled={busy || code.length !== 6}>
          {t('ops.signIn.finish')}
        </button>
      </div>
    </form>
  );
});
