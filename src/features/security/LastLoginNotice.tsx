import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/routes';
import { useStores } from '../../stores/context';
import { Icon } from '../../ui/Icon';
import { formatWhen } from './formatWhen';
import { whereText } from './whereText';
import './LastLoginNotice.css';

/**
 * After a login, home says when and from where the player logged in before (the login's answer),
 * with a way to the sessions list if that was not them, until they dismiss it or log out. A line
 * rather than a toast: it must stay long enough to be read and to be acted on.
 */
export const LastLoginNotice = observer(function LastLoginNotice() {
  const { t, i18n } = useTranslation();
  const { security, session } = useStores();
  const last = security.lastLogin;
  if (!session.isLoggedIn || !last) return null;
  return (
    <div className="last-login" role="status">
      <p className="last-login__text">
        {t('lastLogin.text', { when: formatWhen(last.time, i18n.language), where: whereText(t, last) })}{' '}
        <Link to={PATHS.securitySessions}>{t('lastLogin.review')}</Link>
      </p>
      <button type="button" className="icon-btn" aria-label={t('lastLogin.dismiss')} onClick={security.dismissLastLogin}>
        <Icon name="close" />
      </button>
    </div>
  );
});
