import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DepositLink } from '../app/DepositLink';
import { GuardedLink } from '../app/GuardedLink';
import { PATHS } from '../app/routes';
import { useStores } from '../stores/context';
import { Icon } from './Icon';
import { useOpenLink } from './useOpenLink';
import './FooterMenu.css';

/** The bottom menu of SPEC §2: home, promotion, invite, deposit, member. */
export const FooterMenu = observer(function FooterMenu() {
  const { t } = useTranslation();
  const { system } = useStores();
  const openLink = useOpenLink();

  // Home opens customer service: the first configured entry (an app screen in the app, else outside it).
  const openCustomerService = () => openLink(system.customerService[0]?.path, 'toasts.noCustomerService');

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
      {/* The member's invitation (features/referral): visitors log in, trial players get free_reject. */}
      <GuardedLink to={PATHS.referral} className="footer-menu__item">
        <Icon name="invite" />
        <span>{t('footer.invite')}</span>
      </GuardedLink>
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
