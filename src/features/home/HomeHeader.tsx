import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { isWalletVariant } from '../../platform/appInfo';
import { useStores } from '../../stores/context';
import { Icon } from '../../ui/Icon';
import { Logo } from '../../ui/Logo';
import { HomeBalance } from './HomeBalance';
import './HomeHeader.css';

/** Home's own header (the route header is hidden on home). */
export const HomeHeader = observer(function HomeHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, system, ui } = useStores();

  return (
    <header className={session.isLoggedIn ? 'home-header' : 'home-header home-header--visitor'}>
      <Logo />
      <div className="home-header__end">
        {session.isLoggedIn ? (
          <HomeBalance />
        ) : (
          // Visitor buttons are hidden on GCash/Maya-style hosts (SPEC §2 "Home header").
          !isWalletVariant() && (
            <>
              <button type="button" className="btn btn--primary btn--small" onClick={() => navigate(PATHS.login)}>
                {t('auth.login')}
              </button>
              {system.directRegistration && (
                <button type="button" className="btn btn--ghost btn--small" onClick={() => navigate(PATHS.register)}>
                  {t('auth.register')}
                </button>
              )}
            </>
          )
        )}
        <button type="button" className="icon-btn" aria-label={t('header.openMenu')} onClick={ui.openSideMenu}>
          <Icon name="menu" />
        </button>
      </div>
    </header>
  );
});
