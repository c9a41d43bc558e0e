import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Announcement } from '../../api';
import { openExternal } from '../../platform/openExternal';
import { useStores } from '../../stores/context';
import { bannerAction } from './bannerAction';
import { BannerSlide, BannerTrack } from './BannerSlide';
import './HomeBanners.css';

const BannerCarousel = lazy(() => import('./BannerCarousel'));

/**
 * The promotions banner at the top of home. The region keeps a fixed height while the
 * announcements and the carousel code arrive, so the page below does not jump; no banners, no region.
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
      {loaded && (
        // The first banner shows at once, where the carousel will hold it, while its code arrives.
        <Suspense
          fallback={
            <BannerTrack>
              <BannerSlide banner={banners[0]!} onOpen={open} />
            </BannerTrack>
          }
        >
          <BannerCarousel banners={banners} onOpen={open} />
        </Suspense>
      )}
    </section>
  );
});
