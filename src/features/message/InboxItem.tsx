import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '../../api/inbox';
import { formatTime } from '../../lib/formatTime';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useMoney } from '../../ui/useMoney';
import { wordingOf } from './messageWording';

interface InboxItemProps {
  message: InboxMessage;
  onOpen: (message: InboxMessage) => void;
  onDelete: (message: InboxMessage) => void;
}

/** One message: its title opens it (marking it read); delete asks first, since it cannot be undone. */
export function InboxItem({ message, onOpen, onDelete }: InboxItemProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const panelId = useId();
  const { title, body } = wordingOf(message, t, money);

  const toggle = () => {
    if (!open && !message.read) onOpen(message);
    setOpen(!open);
  };

  return (
    <li className={`inbox-item${message.read ? '' : ' inbox-item--unread'}`}>
      <h3 className="inbox-item__heading">
        <button type="button" className="inbox-item__toggle" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
          <span className="inbox-item__title">{title}</span>
          <span className="inbox-item__meta">
            {message.sender === 'operator' ? t('inbox.fromOperator') : t('inbox.fromPlatform')} · {formatTime(message.sentAt)}
          </span>
          {!message.read && (
            <span className="inbox-item__dot">
              <span className="visually-hidden">{t('inbox.unread')}</span>
            </span>
          )}
        </button>
      </h3>
      <div id={panelId} className="inbox-item__content" hidden={!open}>
        <p className="inbox-item__body">{body}</p>
        <button
          type="button"
          className="btn btn--ghost inbox-item__delete"
          onClick={() => setConfirming(true)}
          aria-label={t('inbox.deleteWhat', { title })}
        >
          {t('inbox.delete')}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('inbox.delete')}
          message={t('inbox.deleteConfirm')}
          confirmLabel={t('inbox.delete')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onDelete(message);
          }}
        />
      )}
    </li>
  );
}
