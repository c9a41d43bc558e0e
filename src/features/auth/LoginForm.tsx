import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginRequest, LoginType } from '../../../contracts/account';
import { toApiError } from '../../api';
import { PATHS } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import type { RememberedLogin } from '../../platform/rememberedLogin';
import { DEFAULT_COUNTRY, type Phone } from '../../stores/AccountStore';
import { useStores } from '../../stores/context';
import { LOADING_MAX_MS } from '../../stores/UiStore';
import { Tabs } from '../../ui/Tabs';
import { CaptchaField } from '../../ui/form/CaptchaField';
import { Disclaimer } from '../../ui/form/Disclaimer';
import { FormError } from '../../ui/form/FormError';
import { PasswordField } from '../../ui/form/PasswordField';
import { SmsCodeFields } from '../../ui/form/SmsCodeFields';
import { useCaptcha } from '../../ui/form/useCaptcha';
import { UsernameField } from '../../ui/form/UsernameField';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { useSessionStart } from './useSessionStart';

const LOGIN_FIELDS = ['username', 'password', 'mobileNum', 'verificationCode', 'captcha'] as const;

/**
 * Username + password or SMS-code login, and the free-trial entry (SPEC §2 "Login screen").
 * Facebook and Google buttons would need both their whitelabel flag and a provider
 * configuration (firebase keys); this product has no provider configuration yet, so the screen
 * offers no social login at all.
 */
export const LoginForm = observer(function LoginForm() {
  const { t } = useTranslation();
  const { session, system } = useStores();
  const hintId = useId();
  const [method, setMethod] = useState<LoginType>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState<Phone>({ countryDialingCode: DEFAULT_COUNTRY.dialingCode, mobileNum: '' });
  const [messageCode, setMessageCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [agreed, setAgreed] = useState(false);
  // Hidden until a refused login says the next one needs a captcha (SPEC §4 "Login").
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const { captcha, refresh: refreshCaptcha } = useCaptcha(captchaNeeded);
  const errors = useFormErrors();
  const smsAllowed = system.settings?.mobileVerificationLogin ?? false;
  const activeMethod = smsAllowed ? method : 'username';

  // The key and the proof of work are ready by the time the player has typed.
  useEffect(() => {
    if (activeMethod === 'username') session.prepareLogin();
  }, [activeMethod, session]);

  useLoad('rememberedLogin', () => session.rememberedLogin(), {
    onValue: (record) => {
      if (!record) return;
      setRemember(true);
      setMethod(record.type);
      if (record.type === 'sms') setPhone({ countryDialingCode: record.countryDialingCode, mobileNum: record.username });
      else {
        setUsername(record.username);
        setPassword(record.password);
      }
    },
  });

  const onLoginRefused = (caught: unknown) => {
    const error = toApiError(caught);
    errors.apply(error, LOGIN_FIELDS);
    // The proof went with the refused attempt: make the next one while the player corrects.
    if (activeMethod === 'username') session.prepareLogin();
    // The captcha is spent by any use: after a failure, show one (if asked) and always a new one.
    if (captchaNeeded || error.detail<boolean>('captcha', 'boolean')) {
      setCaptchaAnswer('');
      if (captchaNeeded) void refreshCaptcha();
      else setCaptchaNeeded(true);
    }
  };

  /** Shared by both entries: overlay while the call runs, translated error, next screen on success. */
  const run = useSessionStart(errors, onLoginRefused);

  const requestOf = (): LoginRequest | null => {
    const captchaFields = captchaNeeded ? { identifying: captchaAnswer, captchaId: captcha?.captchaId } : {};
    if (activeMethod === 'sms') {
      if (!phone.mobileNum || !messageCode) return null;
      return { type: 'sms', ...phone, messageCode, ...captchaFields };
    }
    if (!username.trim() || !password) return null;
    return { type: 'username', username: username.trim(), password, ...captchaFields };
  };

  const rememberedOf = (request: LoginRequest): RememberedLogin | null => {
    if (!remember) return null;
    return request.type === 'sms'
      ? { type: 'sms', username: phone.mobileNum, password: '', countryDialingCode: phone.countryDialingCode }
      : { type: 'username', username: request.username ?? '', password, countryDialingCode: phone.countryDialingCode };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) return;
    const request = requestOf();
    if (!request) {
      errors.setForm(activeMethod === 'sms' ? 'login.requiredSms' : 'auth.required');
      return;
    }
    if (captchaNeeded && !captchaAnswer) {
      errors.reset({ captcha: 'errors.CAPTCHA_REQUIRED' });
      return;
    }
    void run(async () => {
      const value = await session.login(request, rememberedOf(request));
      return value.firstTimeLogin ? PATHS.changePsw : PATHS.home;
    });
  };

  const startTrial = async () => {
    await session.loginTrial();
    return PATHS.home;
  };

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      {smsAllowed && (
        <Tabs
          label={t('login.method')}
          tabs={[
            { id: 'username', label: t('auth.username') },
            { id: 'sms', label: t('account.smsCode') },
          ]}
          value={activeMethod}
          onChange={(next) => {
            setMethod(next);
            errors.reset();
          }}
        />
      )}
      {activeMethod === 'username' ? (
        <>
          <UsernameField value={username} onChange={setUsername} error={errors.fields.username} />
          <PasswordField value={password} onChange={setPassword} autoComplete="current-password" error={errors.fields.password} />
        </>
      ) : (
        <SmsCodeFields
          purpose="login"
          phone={phone}
          onPhoneChange={setPhone}
          code={messageCode}
          onCodeChange={setMessageCode}
          errors={errors}
          fields={LOGIN_FIELDS}
        />
      )}
      {captchaNeeded && (
        <CaptchaField
          value={captchaAnswer}
          onChange={setCaptchaAnswer}
          captcha={captcha}
          onRefresh={() => void refreshCaptcha()}
          error={errors.fields.captcha}
        />
      )}
      <label className="checkbox-row">
        <input
          type="checkbox"
          checked={remember}
          onChange={(event) => {
            setRemember(event.target.checked);
            if (!event.target.checked) void session.forgetRememberedLogin();
          }}
        />
        {t('login.remember')}
      </label>
      <Disclaimer checked={agreed} onChange={setAgreed} hintId={hintId} agreeKey="auth.agreeWithLinks" />
      <FormError error={errors.form} />
      <button type="submit" className="btn btn--primary btn--block" disabled={!agreed} aria-describedby={agreed ? undefined : hintId}>
        {t('auth.login')}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={() => void run(startTrial, LOADING_MAX_MS.trial)}>
        {t('auth.playFree')}
      </button>
    </form>
  );
});
