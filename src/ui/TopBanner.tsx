import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../app/routes';
import { isInstalledApp } from '../platform/appInfo';
import { useStores } from '../stores/context';
import './TopBanner.css';

/**
 * The download bar in home's top banner slot, with its download button (SPEC §2 "Home header"
 * and "Layout rules"). The layout puts the slot on home paths only and never in the GCash/Maya
 * variant; the bar then shows outside an installed app (desktop shell or home-screen app) when
 * the merchant's app window is on and a download is configured (SystemStore.offersAppDownload).
 * It opens the app page, which lists the downloads.
 */
export const TopBanner = observer(function TopBanner() {
  const { t } = useTranslation();
  const { system } = useStores();
  if (isInstalledApp() || !system.offersAppDownload) return null;
  return (
    <aside className="top-banner" aria-label={t('banner.label')}>
      <img src="/icons/logo.svg" alt="" width={24} height={24} />
      <span className="top-banner__text">{t('banner.text')}</span>
      <Link className="btn btn--primary btn--small" to={PATHS.app}>
        {t('banner.download')}
      </Link>
    </aside>
  );
});
