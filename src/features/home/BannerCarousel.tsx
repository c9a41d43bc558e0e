import { useRef } from 'react';
import type { Announcement } from '../../api';
import { bannerMotion, loopSlides } from './bannerMotion';
import { useBannerScroller } from './useBannerScroller';

/** One banner: its picture, named by its title, as a button that follows its link. */
function BannerSlide({
  banner,
  copy,
  lead,
  onOpen,
}: {
  banner: Announcement;
  copy: boolean;
  lead: boolean;
  onOpen: (banner: Announcement) => void;
}) {
  return (
    <button
      type="button"
      className={lead ? 'banners__slide banners__slide--lead' : 'banners__slide'}
      onClick={() => onOpen(banner)}
      // A loop's copy: the same banner, met once by assistive technology and the keyboard.
      {...(copy ? { 'aria-hidden': true, tabIndex: -1 } : {})}
    >
      <img className="banners__image" src={banner.url} alt={copy ? '' : banner.title} />
    </button>
  );
}

/**
 * The swiping banner pictures: a row the browser scrolls and snaps, with no carousel library (it
 * was Swiper at 25 KB, then Embla at 8 KB and 50 ms of measuring on a phone's first load).
 */
export function BannerCarousel({ banners, onOpen }: { banners: Announcement[]; onOpen: (banner: Announcement) => void }) {
  const viewport = useRef<HTMLDivElement>(null);
  const motion = bannerMotion(banners.length);
  useBannerScroller(viewport, banners.length, motion);
  return (
    <div className="banners__viewport" ref={viewport}>
      {loopSlides(banners, motion.loop).map(({ item, copy }, index) => (
        <BannerSlide key={`${index}-${item.id}`} banner={item} copy={copy} lead={copy && index === 0} onOpen={onOpen} />
      ))}
    </div>
  );
}
