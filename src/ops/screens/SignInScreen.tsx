import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsStore } from '../stores/context';
import { CodeField } from './CodeField';
import { EnrolStep } from './EnrolStep';
import { FormAlert } from './FormAlert';
import { useFailure } from './useFailure';

/** Step two for an enrolled account: the authenticator's current code. */
const TotpStep = observer(function TotpStep({ username, password }: { username: string; password: string }) {
  const { t } = useTranslation();
  const { session } = useOpsStore();
  const [code, setCode] = useState('');
  const { error, busy, run } = useFailure();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => session.signIn(username, password, code));
  };
  return (
    <form className="ops-card" onSubmit={submit}>
      <h1>{t('ops.signIn.codeTitle')}</h1>
      <p>{t('ops.signIn.codeHint')}</p>
      <CodeField value={code} onChange={setCode} />
      <FormAlert error={error} />
      <div className="ops-actions">
        <button type="button" className="ops-button ops-button--quiet" onClick={() => session.restart()}>
          {t('ops.signIn.back')}
        </button>
        <button type="submit" className="ops-button" disabled={busy || code.length !== 6}>
          {t('ops.signIn.verify')}
        </button>
      </div>
    </form>
  );
});

/** Step one: username and password. */
const CredentialsStep = observer(function CredentialsStep() {
  const { t } = useTranslation();
  const { session } = useOpsStore();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, run } = useFailure();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => session.signIn(username.trim().toLowerCase(), password));
  };
  const notice = session.signedOutBecause ? t(`ops.signIn.${session.signedOutBecause}`) : null;
  return (
    <form className="ops-card" onSubmit={submit}>
      <h1>{t('ops.signIn.title')}</h1>
      {notice && <p className="ops-notice">{notice}</p>}
      <label className="ops-field">
        <span>{t('ops.signIn.username')}</span>
        <input value={username} onChange={(event) => setUsername(event.currentTarget.value)} autoComplete="username" required />
      </label>
      <label className="ops-field">
        <span>{t('ops.signIn.password')}</span>
        <input
          type="password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoComplete="current-password"
          required
        />
      </label>
      <FormAlert error={error} />
      <button type="submit" className="ops-button" disabled={busy || !username || !password}>
        {t('ops.signIn.submit')}
      </button>
    </form>
  );
});

/** /ops/sign-in: password, then the TOTP code or, the first time, the authenticator's enrolment. */
export const SignInScreen = observer(function SignInScreen() {
  const { session } = useOpsStore();
  const step = session.step;
  return (
    <div className="ops-sign-in">
      {step.kind === 'credentials' && <CredentialsStep />}
      {step.kind === 'totp' && <TotpStep username={step.username} password={step.password} />}
      {step.kind === 'enrol' && <EnrolStep step={step} />}
    </div>
  );
});
