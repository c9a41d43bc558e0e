import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../app/routes';
import { isInstalledApp } from '../platform/appInfo';
import './TopBanner.css';

/**
 * The top banner slot of home (layout rule). It invites browser players to the app; inside the
 * app or an installed PWA there is nothing to invite to, so it stays empty there.
 */
export function TopBanner() {
  const { t } = useTranslation();
  if (isInstalledApp()) return null;
  return (
    <aside className="top-banner" aria-label={t('banner.label')}>
      <img src="/icons/logo.svg" alt="" width={24} height={24} />
      <span className="top-banner__text">{t('banner.text')}</span>
      <Link className="btn btn--primary btn--small" to={PATHS.app}>
        {t('banner.download')}
      </Link>
    </aside>
  );
}
