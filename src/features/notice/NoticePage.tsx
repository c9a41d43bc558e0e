import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../api';
import { useStores } from '../../stores/context';
import './NoticePage.css';

/** One player notice: its title opens and closes its content; opening an unread one marks it read. */
const NoticeItem = observer(function NoticeItem({ notice, showUnread }: { notice: Announcement; showUnread: boolean }) {
  const { t } = useTranslation();
  const { announcements } = useStores();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const unread = showUnread && !notice.read;

  const toggle = () => {
    if (!open) announcements.markRead(notice.announcementId);
    setOpen(!open);
  };

  return (
    <li className="notice-item">
      <h2 className="notice-item__heading">
        <button type="button" className="notice-item__toggle" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
          <span className="notice-item__title">{notice.title}</span>
          {unread && (
            <span className="notice-item__dot">
              <span className="visually-hidden">{t('notice.unread')}</span>
            </span>
          )}
        </button>
      </h2>
      <div id={panelId} className="notice-item__content" hidden={!open}>
        {notice.content}
      </div>
    </li>
  );
});

/**
 * The announcements page (/m/notice): the player notices in the server's order, each expandable.
 * Visitors can read them; only a player's opening marks one read (the store refetches after).
 */
const NoticePage = observer(function NoticePage() {
  const { t } = useTranslation();
  const { announcements, session } = useStores();

  useEffect(() => {
    void announcements.load();
  }, [announcements]);

  const notices = announcements.notices;
  return (
    <section className="page notice-page">
      {notices.length === 0 ? (
        announcements.loaded && <p className="notice-page__empty">{t('home.noNotice')}</p>
      ) : (
        <ul className="notice-page__list">
          {notices.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} showUnread={session.isLoggedIn} />
          ))}
        </ul>
      )}
    </section>
  );
});

export default NoticePage;
