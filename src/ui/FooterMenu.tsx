import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DepositLink } from '../app/DepositLink';
import { GuardedLink } from '../app/GuardedLink';
import { PATHS } from '../app/routes';
import { useAccessCheck } from '../app/useAccessCheck';
import { openExternal } from '../platform/openExternal';
import { useStores } from '../stores/context';
import { Icon } from './Icon';
import './FooterMenu.css';

/** The bottom menu of SPEC §2: home, promotion, invite, deposit, member. */
export const FooterMenu = observer(function FooterMenu() {
  const { t } = useTranslation();
  const { system, ui } = useStores();
  const { check } = useAccessCheck();

  /** Links come from the server: a missing or refused one gets a toast instead of a dead tap. */
  const openOrToast = (url: string | null | undefined, unavailableKey: string) => {
    const unavailable = () => ui.showToast(unavailableKey);
    if (!url) unavailable();
    else void openExternal(url).then((opened) => opened || unavailable());
  };

  // Home opens customer service: the first configured entry.
  const openCustomerService = () => openOrToast(system.customerService[0]?.path, 'toasts.noCustomerService');

  // Invite opens the referral link. Only a real account has one, so the member-centre rule
  // comes first: visitors go to login, trial players get the register prompt.
  const openReferral = () => {
    if (check(PATHS.memberHome)) openOrToast(system.referralLink, 'toasts.noReferral');
  };

  return (
    <nav className="footer-menu" aria-label={t('footer.label')}>
      <button type="button" className="footer-menu__item" onClick={openCustomerService}>
        <Icon name="home" />
        <span>{t('footer.home')}</span>
      </button>
      <GuardedLink to={PATHS.activity} className="footer-menu__item">
        <Icon name="gift" />
        <span>{t('footer.promotion')}</span>
      </GuardedLink>
      <button type="button" className="footer-menu__item" onClick={openReferral}>
        <Icon name="invite" />
        <span>{t('footer.invite')}</span>
      </button>
      <DepositLink to={PATHS.voucherCenter} className="footer-menu__item">
        <Icon name="wallet" />
        <span>{t('footer.deposit')}</span>
      </DepositLink>
      <GuardedLink to={PATHS.memberHome} className="footer-menu__item">
        <Icon name="user" />
        <span>{t('footer.member')}</span>
      </GuardedLink>
    </nav>
  );
});
