import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../api';
import { bannerMotion, loopSlides } from './bannerMotion';
import { useBannerScroller } from './useBannerScroller';

/**
 * One banner: its picture, named by its title, as a button that follows its link. A picture that
 * failed to load says so, and the tap loads it again instead (SPEC §8 'Image failed to load,
 * click to retry').
 */
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
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <button
      type="button"
      className={lead ? 'banners__slide banners__slide--lead' : 'banners__slide'}
      // A new <img> after a failure: the browser asks for the picture again.
      onClick={() => (failed ? setFailed(false) : onOpen(banner))}
      // A loop's copy: the same banner, met once by assistive technology and the keyboard.
      {...(copy ? { 'aria-hidden': true, tabIndex: -1 } : {})}
    >
      {failed ? (
        <span className="banners__failed">{t('common.imageFailedRetry')}</span>
      ) : (
        <img className="banners__image" src={banner.url} alt={copy ? '' : banner.title} onError={() => setFailed(true)} />
      )}
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
