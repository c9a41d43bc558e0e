import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { toApiError } from '../../api';
import { useStores } from '../../stores/context';
import { LOADING_MAX_MS } from '../../stores/UiStore';
import { Disclaimer } from './Disclaimer';
import { PasswordField } from './PasswordField';

/** Username + password login and the free-trial entry (SPEC §2 "Login screen"). */
export const LoginForm = observer(function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, ui } = useStores();
  const usernameId = useId();
  const hintId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  /** Shared by both entries: overlay while the call runs, translated error, home on success. */
  const run = async (start: () => Promise<void>, loadingMaxMs?: number) => {
    setErrorKey(null);
    ui.showLoading(loadingMaxMs);
    try {
      await start();
      navigate(PATHS.home, { replace: true });
    } catch (error) {
      setErrorKey(toApiError(error).i18nKey);
    } finally {
      ui.hideLoading();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) return;
    if (!username.trim() || !password) {
      setErrorKey('auth.required');
      return;
    }
    void run(() => session.login(username.trim(), password));
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={usernameId}>{t('auth.username')}</label>
        <input
          id={usernameId}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="username"
          autoCapitalize="none"
          maxLength={64}
          required
        />
      </div>
      <PasswordField value={password} onChange={setPassword} autoComplete="current-password" />
      <Disclaimer checked={agreed} onChange={setAgreed} hintId={hintId} />
      {errorKey && (
        <p className="form-error" role="alert">
          {t(errorKey)}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={!agreed} aria-describedby={agreed ? undefined : hintId}>
        {t('auth.login')}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={() => void run(session.loginTrial, LOADING_MAX_MS.trial)}>
        {t('auth.playFree')}
      </button>
    </form>
  );
});
