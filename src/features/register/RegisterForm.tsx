import { observer } from 'mobx-react-lite';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { RegisterBody, RegisterFieldName, RegisterSettingsValue } from '../../../contracts/account';
import { REGISTER_KYC_FIELDS } from '../../../contracts/kyc-constants';
import { REGISTER_FIELDS } from '../../../contracts/register-fields';
import { toApiError, type RegisterKind } from '../../api';
import { PATHS } from '../../app/routes';
import { RegisterPhotos } from '../kyc/RegisterPhotos';
import { MISSING_TOAST_MS, useIdPhotos, type IdPhotos } from '../kyc/useIdPhotos';
import { loadTexts } from '../../i18n';
import { useLoad } from '../../lib/useLoad';
import { registerMethod } from '../../platform/appInfo';
import { DEFAULT_COUNTRY } from '../../stores/AccountStore';
import { useStores } from '../../stores/context';
import { Tabs } from '../../ui/Tabs';
import { CaptchaField } from '../../ui/form/CaptchaField';
import { Disclaimer } from '../../ui/form/Disclaimer';
import { PasswordField } from '../../ui/form/PasswordField';
import { SmsCodeFields } from '../../ui/form/SmsCodeFields';
import { TextField } from '../../ui/form/TextField';
import { useCaptcha } from '../../ui/form/useCaptcha';
import { FormError } from '../../ui/form/FormError';
import { LoadStatus } from '../../ui/LoadStatus';
import { useFormErrors } from '../../ui/form/useFormErrors';
import { birthdayRange, checkField, planFields, validateRegister, type RegisterValues } from './registerRules';

const EMPTY: RegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  countryDialingCode: DEFAULT_COUNTRY.dialingCode,
  birthday: '',
  nickname: '',
  email: '',
  affiliateCode: '',
  facebook: '',
  whatsapp: '',
  line: '',
  captcha: '',
  verificationCode: '',
};

/** The body fields named like the form's (captcha and SMS code are added separately). */
const BODY_FIELDS = REGISTER_FIELDS.filter((name) => name !== 'captcha');

/** Registers with step 1's fields and `extra` (step 2's KYC fields); rejects with the refusal, already shown at step 1's fields. */
export type SendRegistration = (extra?: Partial<RegisterBody>) => Promise<void>;

/** Step 2's fields: their refusals belong to step 2, not to this form. */
const KYC_FIELDS: ReadonlySet<string> = new Set(REGISTER_KYC_FIELDS);

interface RegisterFormProps {
  settings: RegisterSettingsValue;
  /** Mandatory KYC: step 1 passes its checks, then step 2 takes over and sends with `send` (SPEC §4 "Registration"). */
  onStepDone: (send: SendRegistration, photos: IdPhotos) => void;
  /** Registered without mandatory KYC, with the optional photos picked: they are sent next. */
  onRegisteredWithPhotos: (photos: IdPhotos) => void;
}

/**
 * Step 1 of registration, rendered from the server's field settings, with the ID photos: needed
 * under mandatory KYC, optional otherwise, where any photo picked means all three (SPEC §2
 * "Register screen", §5).
 */
export const RegisterForm = observer(function RegisterForm({ settings, onStepDone, onRegisteredWithPhotos }: RegisterFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { account, session, ui } = useStores();
  const hintId = useId();
  const urlAffiliate = query.get('affiliateCode')?.trim() ?? '';
  const initial = useMemo(() => ({ ...EMPTY, affiliateCode: urlAffiliate }), [urlAffiliate]);
  const [method, setMethod] = useState<RegisterKind>(settings.usernameMethod ? 'username' : 'mobile');
  const [values, setValues] = useState<RegisterValues>(initial);
  const [accepted, setAccepted] = useState(false);
  // A code verified once (from the link on load, or on blur) is not asked about again.
  const [verifiedAffiliate, setVerifiedAffiliate] = useState<string | null>(null);
  const affiliateRef = useRef<HTMLInputElement>(null);
  const errors = useFormErrors();
  const photos = useIdPhotos();
  // The photo slots' texts are the KYC popup's, fetched with them after the form shows.
  const photoTexts = useLoad('memberTexts', () => loadTexts('member'));
  const [tooManyPhotos, setTooManyPhotos] = useState(false);
  const plan = useMemo(() => planFields(settings, method), [settings, method]);
  const { captcha, refresh: refreshCaptcha } = useCaptcha(plan.has('captcha'));
  const range = birthdayRange(settings.minimumAge);
  const fieldNames = [...plan.keys(), 'verificationCode'];

  // A referral link's code is checked on load: a wrong one says the link is at fault (SPEC §8
  // 'Referrer link error'), for the player to ask for a new link or clear the code.
  useLoad(urlAffiliate || null, () => account.affiliateValid(urlAffiliate), {
    onValue: (valid) => (valid ? setVerifiedAffiliate(urlAffiliate) : errors.setField('affiliateCode', 'register.referrerLinkError')),
  });

  const set = (name: keyof RegisterValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    errors.setField(name, null);
  };

  const onUsernameBlur = async () => {
    const fieldPlan = plan.get('username');
    if (!fieldPlan || !values.username || checkField(fieldPlan, values.username)) return;
    const available = await account.usernameAvailable(values.username.trim()).catch(() => true);
    if (!available) errors.setField('username', 'errors.USERNAME_TAKEN');
  };

  const onAffiliateBlur = async () => {
    const code = values.affiliateCode.trim();
    if (!code || code === verifiedAffiliate) return;
    const valid = await account.affiliateValid(code).catch(() => false);
    if (valid) setVerifiedAffiliate(code);
    else {
      errors.setField('affiliateCode', 'errors.INVITATION_CODE_INVALID');
      affiliateRef.current?.focus();
    }
  };

  const reset = () => {
    setValues(initial);
    setAccepted(false);
    errors.reset();
    photos.clear();
    setTooManyPhotos(false);
    void refreshCaptcha();
  };

  const bodyOf = (): RegisterBody => {
    const body: RegisterBody = { registerMethod: registerMethod(), registerUrl: window.location.href, disclaimerAccepted: true };
    for (const name of BODY_FIELDS) {
      const value = values[name].trim();
      if (plan.has(name) && value) body[name] = name === 'password' || name === 'confirmPassword' ? values[name] : value;
    }
    if (body.mobileNum) {
      body.countryDialingCode = values.countryDialingCode;
      if (settings.smsVerification) body.verificationCode = values.verificationCode;
    }
    if (plan.has('captcha')) Object.assign(body, { captcha: values.captcha, captchaId: captcha?.captchaId });
    return body;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) return;
    const found = validateRegister(values, plan, settings);
    if (Object.keys(found).length > 0) {
      errors.reset(found);
      return;
    }
    const missingPhoto = photos.firstMissing();
    const withPhotos = missingPhoto === null;
    if (!withPhotos && (settings.mandatoryKyc || photos.any())) {
      ui.showToast(`kyc.upload.missing.${missingPhoto}`, MISSING_TOAST_MS);
      return;
    }
    if (settings.mandatoryKyc) {
      errors.reset();
      onStepDone(send, photos.photos());
      return;
    }
    try {
      await send();
      ui.showToast('register.success');
      if (withPhotos) onRegisteredWithPhotos(photos.photos());
      else navigate(PATHS.home, { replace: true });
    } catch {
      // Shown at its field by send.
    }
  };

  const send: SendRegistration = async (extra = {}) => {
    errors.reset();
    ui.showLoading();
    try {
      await session.register(method, { ...bodyOf(), ...extra });
    } catch (error) {
      if (!KYC_FIELDS.has(toApiError(error).field ?? '')) errors.apply(error, fieldNames);
      // SPEC §4: a failed registration resets the SMS code; the captcha was spent either way.
      setValues((current) => ({ ...current, verificationCode: '', captcha: '' }));
      void refreshCaptcha();
      throw error;
    } finally {
      ui.hideLoading();
    }
  };

  const text = (name: RegisterFieldName, extra: Partial<Parameters<typeof TextField>[0]> = {}) => {
    const fieldPlan = plan.get(name);
    if (!fieldPlan) return null;
    return (
      <TextField
        label={t(`register.fields.${name}`)}
        value={values[name]}
        onChange={set(name)}
        error={errors.fields[name]}
        required={fieldPlan.required}
        maxLength={fieldPlan.field.maxLength}
        {...extra}
      />
    );
  };

  // SPEC §5: a confirmation that equals the password says so ('confirmation correct').
  const confirmed = values.confirmPassword !== '' && values.confirmPassword === values.password;
  const password = (name: 'password' | 'confirmPassword') =>
    plan.has(name) && (
      <PasswordField
        label={t(`register.fields.${name}`)}
        value={values[name]}
        onChange={set(name)}
        autoComplete="new-password"
        error={errors.fields[name]}
        hint={name === 'confirmPassword' && confirmed ? t('account.confirmationCorrect') : undefined}
        maxLength={settings.passwordMaxLength}
      />
    );

  return (
    <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
      {settings.usernameMethod && settings.mobileMethod && (
        <Tabs
          label={t('register.method')}
          tabs={[
            { id: 'username', label: t('register.fields.username') },
            { id: 'mobile', label: t('account.mobileNumber') },
          ]}
          value={method}
          onChange={(next) => {
            setMethod(next);
            errors.reset();
          }}
        />
      )}
      {text('username', { autoComplete: 'username', autoCapitalize: 'none', onBlur: () => void onUsernameBlur() })}
      {password('password')}
      {password('confirmPassword')}
      {plan.has('mobileNum') &&
        (settings.smsVerification ? (
          <SmsCodeFields
            purpose="register"
            phone={{ countryDialingCode: values.countryDialingCode, mobileNum: values.mobileNum }}
            onPhoneChange={(phone) => {
              set('countryDialingCode')(phone.countryDialingCode);
              set('mobileNum')(phone.mobileNum);
            }}
            code={values.verificationCode}
            onCodeChange={set('verificationCode')}
            errors={errors}
            fields={fieldNames}
            mobileMaxLength={plan.get('mobileNum')!.field.maxLength}
          />
        ) : (
          text('mobileNum', { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' })
        ))}
      {text('birthday', { type: 'date', min: range.min, max: range.max })}
      {text('nickname', { autoComplete: 'nickname' })}
      {text('email', { type: 'email', autoComplete: 'email' })}
      {text('affiliateCode', { inputRef: affiliateRef, autoCapitalize: 'characters', onBlur: () => void onAffiliateBlur() })}
      {text('facebook', { autoCapitalize: 'none' })}
      {text('whatsapp', { type: 'tel', autoComplete: 'tel' })}
      {text('line', { autoCapitalize: 'none' })}
      {plan.has('captcha') && (
        <CaptchaField
          value={values.captcha}
          onChange={set('captcha')}
          captcha={captcha}
          onRefresh={() => void refreshCaptcha()}
          error={errors.fields.captcha}
        />
      )}
      <LoadStatus loaded={photoTexts} />
      {!photoTexts.loading && photoTexts.error === null && (
        <RegisterPhotos
          photos={photos}
          required={settings.mandatoryKyc}
          error={tooManyPhotos ? 'kyc.upload.tooMany' : null}
          onPick={(slot, files) => setTooManyPhotos(photos.pick(slot, files))}
        />
      )}
      <Disclaimer
        checked={accepted}
        onChange={setAccepted}
        hintId={hintId}
        agreeKey="register.acceptDisclaimer"
        intro={['register.disclaimerText', 'register.termsLinks']}
      />
      <FormError error={errors.form} />
      <button type="submit" className="btn btn--primary btn--block" disabled={!accepted} aria-describedby={accepted ? undefined : hintId}>
        {t('auth.register')}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={reset}>
        {t('register.reset')}
      </button>
    </form>
  );
});
