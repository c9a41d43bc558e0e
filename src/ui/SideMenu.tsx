import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedLink } from '../app/GuardedLink';
import { lazyBlock } from '../app/lazyPage';
import { PATHS } from '../app/routes';
import { isWalletVariant } from '../platform/appInfo';
import { useStores } from '../stores/context';
import { Icon } from './Icon';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import { Modal } from './Modal';
import { SideMenuLinks } from './SideMenuLinks';
import { SideMenuUser } from './SideMenuUser';
import { ThemeSwitch } from './ThemeSwitch';
import './SideMenu.css';

// Only a real player's open menu shows it: loaded then, not with every visitor's first screen (the 120 KB budget).
const WalletBalances = lazyBlock(() => import('./WalletBalances').then((m) => ({ default: m.WalletBalances })));

/** The right-side menu (SPEC §2), a modal drawer. */
export const SideMenu = observer(function SideMenu() {
  const { ui } = useStores();
  if (!ui.sideMenuOpen) return null;
  return <SideMenuPanel />;
});

const SideMenuPanel = observer(function SideMenuPanel() {
  const { t } = useTranslation();
  const { session, system, ui, wallet } = useStores();
  const close = ui.closeSideMenu;

  return (
    <Modal className="side-menu" backdrop="right" aria-label={t('menu.label')} onClose={close}>
      <div className="side-menu__top">
        <Logo />
        <button type="button" className="icon-btn" aria-label={t('menu.close')} onClick={close}>
          <Icon name="close" />
        </button>
      </div>

      {session.isLoggedIn ? (
        <>
          <SideMenuUser onNavigate={close} />
          {/* The total's parts, for a real account once the wallet has answered (trial credit is all play money). */}
          {session.viewer === 'member' && wallet.balances && (
            <Suspense fallback={null}>
              <WalletBalances />
            </Suspense>
          )}
        </>
      ) : (
        // Visitor entries are hidden in the GCash/Maya embedded environment (SPEC §2).
        !isWalletVariant() && (
          <div className="side-menu__visitor">
            <GuardedLink to={PATHS.login} className="btn btn--primary" onAfterClick={close}>
              {t('auth.login')}
            </GuardedLink>
            {system.directRegistration && (
              <GuardedLink to={PATHS.register} className="btn btn--ghost" onAfterClick={close}>
                {t('auth.register')}
              </GuardedLink>
            )}
            {/* SPEC §2 "Other": the free-trial action, beside signing in. */}
            <GuardedLink to={PATHS.trail} className="btn btn--ghost side-menu__trial" onAfterClick={close}>
              {t('titles.trail')}
            </GuardedLink>
            <GuardedLink to={PATHS.forget} className="side-menu__forgot" onAfterClick={close}>
              {t('auth.forgotPassword')}
            </GuardedLink>
          </div>
        )
      )}

      <SideMenuLinks onNavigate={close} />

      <div className="side-menu__settings">
        <LanguageSelect />
        <ThemeSwitch />
      </div>

      {session.isLoggedIn && (
        <button type="button" className="btn btn--ghost side-menu__signout" onClick={() => ui.openDialog('signOut')}>
          <Icon name="signOut" />
          {t('auth.signOut')}
        </button>
      )}
    </Modal>
  );
});
