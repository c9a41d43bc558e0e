import type { ReactNode, Ref } from 'react';
import type { Announcement } from '../../api';

/** One banner: its picture, named by its title, as a button that follows its link. */
export function BannerSlide({ banner, onOpen }: { banner: Announcement; onOpen: (banner: Announcement) => void }) {
  return (
    <button type="button" className="banners__slide" onClick={() => onOpen(banner)}>
      <img className="banners__image" src={banner.url} alt={banner.title} />
    </button>
  );
}

/** The window the slides show through and the track that holds them (the carousel moves it). */
export function BannerTrack({ viewportRef, children }: { viewportRef?: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div className="banners__viewport" ref={viewportRef}>
      <div className="banners__track">{children}</div>
    </div>
  );
}
