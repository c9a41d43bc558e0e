import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { GuardedLink } from '../app/GuardedLink';
import { PATHS } from '../app/routes';
import { useStores } from '../stores/context';
import { Icon } from './Icon';
import { useBalanceText } from './useBalanceText';

/** Name and balance; tapping it opens the member centre (with the member-centre rule). */
export const SideMenuUser = observer(function SideMenuUser({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { session } = useStores();
  const balance = useBalanceText();
  return (
    <GuardedLink to={PATHS.memberHome} className="side-menu__user" onAfterClick={onNavigate}>
      <Icon name="user" className="side-menu__avatar" />
      <span className="side-menu__user-text">
        <span className="side-menu__name">{session.displayName}</span>
        <span className="side-menu__balance">
          <span className="visually-hidden">{t('menu.totalBalance')} </span>
          {balance}
        </span>
      </span>
      <Icon name="chevron" />
    </GuardedLink>
  );
});
