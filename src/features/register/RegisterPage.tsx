import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import { isWalletVariant } from '../../platform/appInfo';
import { useStores } from '../../stores/context';
import { ComingSoon } from '../../ui/ComingSoon';
import { FormError } from '../../ui/form/FormError';
import { PageTop } from '../../ui/PageTop';
import { Spinner } from '../../ui/Spinner';
import { errorKeyOf } from '../../ui/form/useFormErrors';
import { RegisterForm } from './RegisterForm';
import '../../ui/form/form.css';
import './RegisterPage.css';

/**
 * Registration (SPEC §2 "Register screen"): step 1 is the form; step 2 (KYC details) follows
 * only with mandatory KYC and is built by a later issue, so it is a titled placeholder here.
 */
export default observer(function RegisterPage() {
  const { t } = useTranslation();
  const { account } = useStores();
  const loaded = useLoad('registerSettings', () => account.registerSettings());
  const settings = loaded.value;
  const [step, setStep] = useState<1 | 2>(1);

  // Wallet-app builds sign players up in the wallet app (SPEC §2).
  if (isWalletVariant()) return <Navigate to={PATHS.home} replace />;

  return (
    <section className="page form-page">
      <PageTop id="register" logo />
      {loaded.loading && <Spinner label={t('common.loading')} />}
      {loaded.error !== null && <FormError error={errorKeyOf(loaded.error)} />}
      {settings && !settings.enabled && <p role="alert">{t('errors.REGISTRATION_CLOSED')}</p>}
      {settings && settings.enabled && step === 1 && <RegisterForm settings={settings} onStepDone={() => setStep(2)} />}
      {step === 2 && (
        <section className="register-step" aria-labelledby="register-step-2">
          <h2 id="register-step-2">{t('register.step2Title')}</h2>
          <ComingSoon />
          <button type="button" className="btn btn--ghost btn--block" onClick={() => setStep(1)}>
            {t('common.back')}
          </button>
        </section>
      )}
      <nav className="form-page__links" aria-label={t('auth.moreOptions')}>
        <Link to={PATHS.login}>{t('register.haveAccount')}</Link>
      </nav>
    </section>
  );
});
