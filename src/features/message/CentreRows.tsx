import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { openExternal } from '../../platform/openExternal';
import { useStores } from '../../stores/context';
import { CountBadge } from '../../ui/CountBadge';
import { Icon, type IconName } from '../../ui/Icon';

interface RowContentProps {
  icon: IconName;
  label: string;
  count?: number;
  outside?: boolean;
}

function RowContent({ icon, label, count = 0, outside = false }: RowContentProps) {
  const { t } = useTranslation();
  return (
    <>
      <Icon name={icon} />
      <span className="message-centre__label">
        {label}
        {outside && <span className="visually-hidden">{` (${t('messageCentre.opensOutside')})`}</span>}
      </span>
      <CountBadge count={count} />
      <Icon name="chevron" className="message-centre__chevron" />
    </>
  );
}

function ExternalRow({ url, children }: { url: string; children: ReactNode }) {
  return (
    <li>
      <button type="button" className="message-centre__row" onClick={() => void openExternal(url)}>
        {children}
      </button>
    </li>
  );
}

/**
 * The message centre's rows (SPEC §2 "Message center"): Telegram, announcements, inbox, live
 * chat and the affiliate link, each only when there is something behind it. Badges count only
 * for a signed-in player (the stores answer 0 otherwise).
 */
export const CentreRows = observer(function CentreRows({ onOpenInbox, onOpenChat }: { onOpenInbox: () => void; onOpenChat: () => void }) {
  const { t } = useTranslation();
  const { announcements, chat, inbox, system } = useStores();
  const telegram = system.telegramLink;
  const affiliate = system.resourceUrl('AFFILIATELINK');

  return (
    <ul className="message-centre__rows">
      {telegram && (
        <ExternalRow url={telegram}>
          <RowContent icon="send" label={t('messageCentre.telegram')} outside />
        </ExternalRow>
      )}
      <li>
        <Link to={PATHS.notice} className="message-centre__row">
          <RowContent icon="speaker" label={t('messageCentre.announcements')} count={announcements.unreadCount} />
        </Link>
      </li>
      <li>
        <button type="button" className="message-centre__row" onClick={onOpenInbox}>
          <RowContent icon="mail" label={t('messageCentre.inbox')} count={inbox.unreadCount} />
        </button>
      </li>
      {chat.available && (
        <li>
          <button type="button" className="message-centre__row" onClick={onOpenChat}>
            <RowContent icon="chat" label={t('messageCentre.liveChat')} count={chat.unreadCount} />
          </button>
        </li>
      )}
      {affiliate && (
        <ExternalRow url={affiliate}>
          <RowContent icon="link" label={t('messageCentre.affiliate')} outside />
        </ExternalRow>
      )}
    </ul>
  );
});
