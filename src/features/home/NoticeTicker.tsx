import { observer } from 'mobx-react-lite';
import { useId, type CSSProperties } from 'react';
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
 * 'no announcement' text stands still; a tap opens the notice page. The titles describe the button.
 */
export const NoticeTicker = observer(function NoticeTicker() {
  const { t } = useTranslation();
  const { announcements } = useStores();
  const navigate = useNavigate();
  const textId = useId();
  const text = announcements.notices.map((notice) => notice.title).join(SEPARATOR);
  // The marquee's pace stays even: its duration grows with the text.
  const style = { '--notice-chars': text.length } as CSSProperties;

  return (
    <button
      type="button"
      className="notice"
      aria-label={t('home.notices')}
      aria-describedby={textId}
      onClick={() => navigate(PATHS.notice)}
    >
      <Icon name="speaker" className="notice__icon" />
      <span className="notice__window">
        {text ? (
          <span id={textId} className="notice__marquee" style={style}>
            {text}
          </span>
        ) : (
          <span id={textId}>{t('home.noNotice')}</span>
        )}
      </span>
    </button>
  );
});
