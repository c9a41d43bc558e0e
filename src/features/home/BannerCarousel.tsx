import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { Announcement } from '../../api';
import { bannerMotion } from './bannerMotion';

/** The swiping banner images; loaded lazily, since Swiper is heavy and not needed for the first paint. */
export default function BannerCarousel({ banners, onOpen }: { banners: Announcement[]; onOpen: (banner: Announcement) => void }) {
  return (
    <Swiper className="banners__swiper" modules={[Autoplay]} {...bannerMotion(banners.length)}>
      {banners.map((banner) => (
        <SwiperSlide key={banner.id}>
          <button type="button" className="banners__slide" onClick={() => onOpen(banner)}>
            <img className="banners__image" src={banner.url} alt={banner.title} />
          </button>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
