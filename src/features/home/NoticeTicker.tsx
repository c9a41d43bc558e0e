import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { useStores } from '../../stores/context';
import { Icon } from '../../ui/Icon';
import './NoticeTicker.css';

/** Between two notice titles in the marquee. */
const SEPARATOR = '\u2003\u2022\u2003';

/**
 * The notice bar (SPEC §2 "Notice bar"): the player notices' titles scroll by as a marquee, or a
 * 'no announcement' text stands still; a tap opens the notice page. Its name is "Announcements"
 * followed by what it shows, so a voice-control user can say the words on screen (WCAG 2.5.3).
 */
export const NoticeTicker = observer(function NoticeTicker() {
  const { t } = useTranslation();
  const { announcements } = useStores();
  const navigate = useNavigate();
  const text = announcements.notices.map((notice) => notice.title).join(SEPARATOR);
  // The marquee's pace stays even: its duration grows with the text.
  const style = { '--notice-chars': text.length } as CSSProperties;

  return (
    <button type="button" className="notice" onClick={() => navigate(PATHS.notice)}>
      <Icon name="speaker" className="notice__icon" />
      <span className="visually-hidden">{t('home.notices')}:</span>{' '}
      <span className="notice__window">
        {text ? (
          <span className="notice__marquee" style={style}>
            {text}
          </span>
        ) : (
          t('home.noNotice')
        )}
      </span>
    </button>
  );
});
