import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { GuardedLink } from '../app/GuardedLink';
import { PATHS } from '../app/routes';
import { openExternal } from '../platform/openExternal';
import { useStores } from '../stores/context';
import { Icon, type IconName } from './Icon';
import './FooterMenu.css';

/**
 * "Invite" opens the referral area. Referral links and invitation codes live in the member
 * centre, so the entry goes there and the member-centre rule applies: visitors get the login
 * page (the referral needs an account), trial players the register prompt.
 */
const LINKS: ReadonlyArray<{ key: string; to: string; icon: IconName }> = [
  { key: 'footer.promotion', to: PATHS.activity, icon: 'gift' },
  { key: 'footer.invite', to: PATHS.memberHome, icon: 'invite' },
  { key: 'footer.deposit', to: PATHS.voucherCenter, icon: 'wallet' },
  { key: 'footer.member', to: PATHS.memberHome, icon: 'user' },
];

export const FooterMenu = observer(function FooterMenu() {
  const { t } = useTranslation();
  const { system, ui } = useStores();

  /** SPEC §2: the home entry opens customer service (the first configured one). */
  const openCustomerService = () => {
    const entry = system.customerService[0];
    const notAvailable = () => ui.showToast('toasts.noCustomerService');
    if (!entry) notAvailable();
    else void openExternal(entry.path).then((opened) => opened || notAvailable());
  };

  return (
    <nav className="footer-menu" aria-label={t('footer.label')}>
      <button type="button" className="footer-menu__item" onClick={openCustomerService}>
        <Icon name="home" />
        <span>{t('footer.home')}</span>
      </button>
      {LINKS.map((link) => (
        <GuardedLink key={link.key} to={link.to} className="footer-menu__item">
          <Icon name={link.icon} />
          <span>{t(link.key)}</span>
        </GuardedLink>
      ))}
    </nav>
  );
});
