import { type RefObject, useEffect } from 'react';
import { restingJump, type BannerMotion } from './bannerMotion';

/** How long a scroll must pause to count as ended, where the browser has no `scrollend` event. */
const SCROLL_PAUSE_MS = 150;

/** What starts the row moving under the player's hand or keys. */
const PLACE_BEFORE = ['pointerdown', 'touchstart', 'wheel', 'focusin'] as const;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Drives the banner track: the browser's own scroll snapping moves it (swipes feel native and no
 * script runs per frame); this moves it on every few seconds, and when it comes to rest on a
 * loop's copy puts it on the real banner. The autoplay waits while the page is hidden or a
 * banner has the keyboard's focus, and starts its count again after each touch.
 */
export function useBannerScroller(viewport: RefObject<HTMLDivElement | null>, count: number, { loop, autoplayMs }: BannerMotion): void {
  useEffect(() => {
    const track = viewport.current;
    if (!track) return;
    const width = () => track.clientWidth || 1;
    // The row opens on the first banner with the loop's copy in front of it left out
    // (HomeBanners.css), as the server's first screen drew it: putting the copy in and scrolling
    // past it at once moved the picture by a fraction of a pixel, which the browser counts as a
    // new largest paint after the scripts. It comes in, with the scroll that keeps it out of view,
    // before the row first moves: at a touch, a wheel, the keyboard's focus, or the autoplay.
    const place = () => {
      if ('placed' in track.dataset) return;
      track.dataset.placed = '';
      if (loop) track.scrollTo({ left: width(), behavior: 'instant' });
    };
    for (const type of PLACE_BEFORE) track.addEventListener(type, place, { passive: true, capture: true });
    const settle = () => {
      const to = restingJump(Math.round(track.scrollLeft / width()), count, loop);
      if (to !== null) track.scrollTo({ left: to * width(), behavior: 'instant' });
    };
    let pause: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(pause);
      pause = setTimeout(settle, SCROLL_PAUSE_MS);
    };
    const endEvent = 'onscrollend' in track ? 'scrollend' : 'scroll';
    const onEnd = endEvent === 'scrollend' ? settle : onScroll;
    track.addEventListener(endEvent, onEnd, { passive: true });

    let timer: ReturnType<typeof setInterval> | undefined;
    const advance = () => {
      if (document.hidden || track.contains(document.activeElement)) return;
      place();
      track.scrollBy({ left: width(), behavior: reducedMotion() ? 'instant' : 'smooth' });
    };
    const restart = () => {
      clearInterval(timer);
      if (autoplayMs) timer = setInterval(advance, autoplayMs);
    };
    track.addEventListener('pointerdown', restart, { passive: true });
    restart();
    return () => {
      clearInterval(timer);
      clearTimeout(pause);
      track.removeEventListener(endEvent, onEnd);
      track.removeEventListener('pointerdown', restart);
      for (const type of PLACE_BEFORE) track.removeEventListener(type, place, { capture: true });
    };
  }, [viewport, count, loop, autoplayMs]);
}
