import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { useLoad } from '../../lib/useLoad';
import { isWalletVariant } from '../../platform/appInfo';
import { useStores } from '../../stores/context';
import { FormError } from '../../ui/form/FormError';
import { PageTop } from '../../ui/PageTop';
import { Spinner } from '../../ui/Spinner';
import { errorKeyOf } from '../../ui/form/useFormErrors';
import { loadTexts } from '../../i18n';
import type { IdPhotos } from '../kyc/useIdPhotos';
import { RegisterForm, type SendRegistration } from './RegisterForm';
import '../../ui/form/form.css';
import './RegisterPage.css';

/** Step 2 and the sending of the ID photos (features/kyc) with their texts, fetched only when step 1 holds photos. */
const RegisterKycFlow = lazy(() => Promise.all([import('../kyc/RegisterKycFlow'), loadTexts('member')]).then(([flow]) => flow));

/** What follows step 1: mandatory KYC's step 2 (which registers), or the optional photos of an account just made. */
interface AfterStep1 {
  send: SendRegistration | null;
  photos: IdPhotos;
}

/**
 * Registration (SPEC §2 "Register screen"): step 1 is the form with the ID photos; with mandatory
 * KYC, step 2 (the KYC details, which send the registration) follows, and the photos are sent once
 * the account exists (RegisterKycFlow). Step 1 stays mounted but hidden meanwhile, so going back
 * finds it as it was, with any refusal at its field.
 */
export default observer(function RegisterPage() {
  const { t } = useTranslation();
  const { account } = useStores();
  const loaded = useLoad('registerSettings', () => account.registerSettings());
  const settings = loaded.value;
  const [after, setAfter] = useState<AfterStep1 | null>(null);

  // Wallet-app builds sign players up in the wallet app (SPEC §2).
  if (isWalletVariant()) return <Navigate to={PATHS.home} replace />;

  return (
    <section className="page form-page">
      <PageTop id="register" logo />
      {loaded.loading && <Spinner label={t('common.loading')} />}
      {loaded.error !== null && <FormError error={errorKeyOf(loaded.error)} />}
      {settings && !settings.enabled && <p role="alert">{t('errors.REGISTRATION_CLOSED')}</p>}
      {settings && settings.enabled && (
        <div hidden={after !== null}>
          <RegisterForm
            settings={settings}
            onStepDone={(send, photos) => setAfter({ send, photos })}
            onRegisteredWithPhotos={(photos) => setAfter({ send: null, photos })}
          />
        </div>
      )}
      {settings && after && (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <RegisterKycFlow settings={settings} send={after.send} photos={after.photos} onBack={() => setAfter(null)} />
        </Suspense>
      )}
      <nav className="form-page__links" aria-label={t('auth.moreOptions')}>
        <Link to={PATHS.login}>{t('register.haveAccount')}</Link>
      </nav>
    </section>
  );
});
