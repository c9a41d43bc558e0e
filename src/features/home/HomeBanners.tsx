import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Announcement } from '../../api';
import { openExternal } from '../../platform/openExternal';
import { useStores } from '../../stores/context';
import { bannerAction } from './bannerAction';
import { BannerCarousel } from './BannerCarousel';
import './HomeBanners.css';

/**
 * The promotions banner at the top of home. The region keeps a fixed height while the
 * announcements arrive, so the page below does not jump; no banners, no region.
 */
export const HomeBanners = observer(function HomeBanners() {
  const { t } = useTranslation();
  const { announcements } = useStores();
  const navigate = useNavigate();
  const { loaded, banners } = announcements;
  if (loaded && banners.length === 0) return null;

  const open = (banner: Announcement) => {
    const action = bannerAction(banner.linkUrl);
    if (action?.kind === 'navigate') navigate(action.to);
    else if (action?.kind === 'external') void openExternal(action.url);
  };

  return (
    <section className="banners" aria-label={t('home.banners')}>
      {loaded && <BannerCarousel banners={banners} onOpen={open} />}
    </section>
  );
});
