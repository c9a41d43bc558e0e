import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositLink } from '../app/DepositLink';
import { GuardedLink } from '../app/GuardedLink';
import { PATHS } from '../app/routes';
import { useLiveChatLauncher } from '../app/useLiveChatLauncher';
import { isInstalledApp, isWalletVariant } from '../platform/appInfo';
import { useStores } from '../stores/context';
import { SOCIAL_NETWORKS } from '../stores/SystemStore';
import { Icon, type IconName } from './Icon';
import { useOpenLink } from './useOpenLink';

const ROWS: ReadonlyArray<{ key: string; to: string; icon: IconName }> = [
  { key: 'menu.deposit', to: PATHS.voucherCenter, icon: 'wallet' },
  { key: 'menu.withdraw', to: PATHS.withdraw, icon: 'withdraw' },
  { key: 'menu.bettingRecord', to: PATHS.gameRecord, icon: 'record' },
  { key: 'menu.transactions', to: PATHS.transactions, icon: 'transactions' },
];

/** The networks listed only when the merchant has a link for them; Telegram has its own row. */
const OPTIONAL_NETWORKS = SOCIAL_NETWORKS.filter((network) => network !== 'TELEGRAM');

/**
 * The menu rows of SPEC §2 "Right-side menu": deposit, withdraw, betting record (and the
 * transaction history after it); live chat when the merchant offers the platform's own (CBS3) or a
 * live-chat service; app download outside
 * an installed app and the GCash/Maya variant; Telegram; then Instagram, WhatsApp, Viber and
 * Facebook, each only with a link. Telegram is always listed, as the spec has it: without a link
 * its tap says so.
 */
export const SideMenuLinks = observer(function SideMenuLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { chat, system } = useStores();
  const openLink = useOpenLink();
  const launchChat = useLiveChatLauncher();
  const liveChat = system.liveChat;
  const open = (url: string | null, unavailableKey: string) => {
    openLink(url, unavailableKey);
    onNavigate();
  };
  // Whether the merchant offers the platform's own chat (CBS3) is a whitelabel flag.
  useEffect(() => void system.loadWhitelabel(), [system]);
  // The platform's own chat when the merchant offers it, else its live-chat service's link.
  const openChat = chat.available
    ? () => {
        launchChat();
        onNavigate();
      }
    : liveChat
      ? () => open(liveChat.path, 'toasts.noCustomerService')
      : null;

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
      {openChat && (
        <li>
          <button type="button" className="side-menu__row" onClick={openChat}>
            <Icon name="chat" />
            {t('menu.liveChat')}
          </button>
        </li>
      )}
      {!isInstalledApp() && !isWalletVariant() && (
        <li>
          <GuardedLink to={PATHS.app} className="side-menu__row" onAfterClick={onNavigate}>
            <Icon name="download" />
            {t('menu.appDownload')}
          </GuardedLink>
        </li>
      )}
      <li>
        <button type="button" className="side-menu__row" onClick={() => open(system.telegramLink, 'toasts.noTelegram')}>
          <Icon name="link" />
          {t('social.TELEGRAM')}
        </button>
      </li>
      {OPTIONAL_NETWORKS.map((network) => {
        const url = system.socialLink(network);
        return (
          url && (
            <li key={network}>
              <button type="button" className="side-menu__row" onClick={() => open(url, 'toasts.linkUnavailable')}>
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
