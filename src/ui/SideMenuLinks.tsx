import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DepositLink } from '../app/DepositLink';
import { GuardedLink } from '../app/GuardedLink';
import { PATHS } from '../app/routes';
import { isInstalledApp } from '../platform/appInfo';
import { openExternal } from '../platform/openExternal';
import { useStores } from '../stores/context';
import { SOCIAL_NETWORKS } from '../stores/SystemStore';
import { Icon, type IconName } from './Icon';

const ROWS: ReadonlyArray<{ key: string; to: string; icon: IconName }> = [
  { key: 'menu.deposit', to: PATHS.voucherCenter, icon: 'wallet' },
  { key: 'menu.withdraw', to: PATHS.withdraw, icon: 'withdraw' },
  { key: 'menu.bettingRecord', to: PATHS.gameRecord, icon: 'record' },
  { key: 'menu.transactions', to: PATHS.transactions, icon: 'transactions' },
];

/** The menu rows; optional rows appear only when the merchant configured them (SPEC §2). */
export const SideMenuLinks = observer(function SideMenuLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { system } = useStores();
  const liveChat = system.liveChat;
  const open = (url: string) => {
    void openExternal(url);
    onNavigate();
  };

  return (
    <ul className="side-menu__rows">
      {ROWS.map((row) => {
        // The deposit row opens the e-wallet popup in the wallet variant (app/depositEntry.ts).
        const Row = row.to === PATHS.voucherCenter ? DepositLink : GuardedLink;
        return (
          <li key={row.key}>
            <Row to={row.to} className="side-menu__row" onAfterClick={onNavigate}>
              <Icon name={row.icon} />
              {t(row.key)}
            </Row>
          </li>
        );
      })}
      {liveChat && (
        <li>
          <button type="button" className="side-menu__row" onClick={() => open(liveChat.path)}>
            <Icon name="chat" />
            {t('menu.liveChat')}
          </button>
        </li>
      )}
      {!isInstalledApp() && (
        <li>
          <GuardedLink to={PATHS.app} className="side-menu__row" onAfterClick={onNavigate}>
            <Icon name="download" />
            {t('menu.appDownload')}
          </GuardedLink>
        </li>
      )}
      {SOCIAL_NETWORKS.map((network) => {
        const url = system.socialLink(network);
        return (
          url && (
            <li key={network}>
              <button type="button" className="side-menu__row" onClick={() => open(url)}>
                <Icon name="link" />
                {t(`social.${network}`)}
              </button>
            </li>
          )
        );
      })}
    </ul>
  );
});
