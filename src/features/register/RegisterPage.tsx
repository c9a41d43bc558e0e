import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import type { RegisterSettingsValue } from '../../../contracts/account';
import { PATHS } from '../../app/routes';
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

type Loaded = { settings: RegisterSettingsValue } | { error: string } | null;

/**
 * Registration (SPEC §2 "Register screen"): step 1 is the form; step 2 (KYC details) follows
 * only with mandatory KYC and is built by a later issue, so it is a titled placeholder here.
 */
export default observer(function RegisterPage() {
  const { t } = useTranslation();
  const { account } = useStores();
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [step, setStep] = useState<1 | 2>(1);

  useEffect(() => {
    let live = true;
    account.registerSettings().then(
      (settings) => live && setLoaded({ settings }),
      (error: unknown) => live && setLoaded({ error: errorKeyOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [account]);

  // Wallet-app builds sign players up in the wallet app (SPEC §2).
  if (isWalletVariant()) return <Navigate to={PATHS.home} replace />;

  return (
    <section className="page form-page">
      <PageTop id="register" logo />
      {loaded === null && <Spinner label={t('common.loading')} />}
      {loaded && 'error' in loaded && <FormError error={loaded.error} />}
      {loaded && 'settings' in loaded && !loaded.settings.enabled && <p role="alert">{t('errors.REGISTRATION_CLOSED')}</p>}
      {loaded && 'settings' in loaded && loaded.settings.enabled && step === 1 && (
        <RegisterForm settings={loaded.settings} onStepDone={() => setStep(2)} />
      )}
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
