import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../api';
import { useStores } from '../../stores/context';
import { Modal } from '../../ui/Modal';
import '../../ui/ConfirmDialog.css';

/**
 * The operator's login pop-ups (SPEC §2 "Home", announcement type PU): on home, a signed-in
 * player sees each one once. The first unread one is marked read as it is shown (the server keeps
 * the flag per player), so it does not come back on the next visit; the next one follows when it is
 * closed. None shows over another dialog (the KYC popup first): it waits until that one closes.
 */
export const LoginPopups = observer(function LoginPopups() {
  const { t } = useTranslation();
  const { announcements, session, ui } = useStores();
  const titleId = useId();
  const [shown, setShown] = useState<Announcement | null>(null);
  const next = session.isLoggedIn && ui.dialog === null ? (announcements.popups.find((popup) => !popup.read) ?? null) : null;

  useEffect(() => {
    if (shown || !next) return;
    setShown(next);
    announcements.markRead(next.announcementId);
  }, [shown, next, announcements]);

  if (!shown || ui.dialog !== null) return null;
  const close = () => setShown(null);
  return (
    <Modal className="dialog login-popup" aria-labelledby={titleId} onClose={close}>
      <h2 id={titleId} className="dialog__title">
        {shown.title}
      </h2>
      <p className="dialog__message">{shown.content}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--primary" onClick={close}>
          {t('common.ok')}
        </button>
      </div>
    </Modal>
  );
});
