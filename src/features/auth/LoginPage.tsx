import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { isWalletVariant } from '../../platform/appInfo';
import { useStores } from '../../stores/context';
import { Icon } from '../../ui/Icon';
import { Logo } from '../../ui/Logo';
import { LoginForm } from './LoginForm';
import './LoginPage.css';

/** The route header is hidden on login, so the page has its own back arrow (always home) and h1. */
export const LoginPage = observer(function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { system } = useStores();

  // E-wallet hosts sign players in themselves (SPEC §2 "Login screen").
  if (isWalletVariant()) return <Navigate to={PATHS.home} replace />;

  return (
    <section className="page login-page">
      <div className="login-page__top">
        <button type="button" className="icon-btn" aria-label={t('common.back')} onClick={() => navigate(PATHS.home)}>
          <Icon name="back" />
        </button>
        <Logo />
      </div>
      <h1 className="page__title">{t('titles.login')}</h1>
      <LoginForm />
      <nav className="login-page__links" aria-label={t('auth.moreOptions')}>
        {system.directRegistration && <Link to={PATHS.register}>{t('auth.register')}</Link>}
        <Link to={PATHS.forget}>{t('auth.forgotPassword')}</Link>
      </nav>
    </section>
  );
});
