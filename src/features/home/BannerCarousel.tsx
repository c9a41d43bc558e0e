import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import type { Announcement } from '../../api';
import { BannerSlide, BannerTrack } from './BannerSlide';
import { bannerMotion } from './bannerMotion';

/**
 * The swiping banner images (Embla: about 8 KB where Swiper took 25 KB of the phone's budget,
 * and no animation-frame loop between slides). Loaded lazily, only when there are banners.
 */
export default function BannerCarousel({ banners, onOpen }: { banners: Announcement[]; onOpen: (banner: Announcement) => void }) {
  const { loop, autoplay } = bannerMotion(banners.length);
  const [viewport] = useEmblaCarousel({ loop }, autoplay ? [Autoplay(autoplay)] : []);
  return (
    <BannerTrack viewportRef={viewport}>
      {banners.map((banner) => (
        <BannerSlide key={banner.id} banner={banner} onOpen={onOpen} />
      ))}
    </BannerTrack>
  );
}
