import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { isWalletVariant } from '../../platform/appInfo';
import { useStores } from '../../stores/context';
import { PageTop } from '../../ui/PageTop';
import '../../ui/form/form.css';
import { LoginForm } from './LoginForm';

export const LoginPage = observer(function LoginPage() {
  const { t } = useTranslation();
  const { system } = useStores();

  // E-wallet hosts sign players in themselves (SPEC §2 "Login screen").
  if (isWalletVariant()) return <Navigate to={PATHS.home} replace />;

  return (
    <section className="page form-page">
      <PageTop id="login" logo />
      <LoginForm />
      <nav className="form-page__links" aria-label={t('auth.moreOptions')}>
        {system.directRegistration && <Link to={PATHS.register}>{t('auth.register')}</Link>}
        <Link to={PATHS.forget}>{t('auth.forgotPassword')}</Link>
      </nav>
    </section>
  );
});
