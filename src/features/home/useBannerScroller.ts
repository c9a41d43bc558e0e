import { type RefObject, useEffect, useLayoutEffect } from 'react';
import { restingJump, type BannerMotion } from './bannerMotion';

/** How long a scroll must pause to count as ended, where the browser has no `scrollend` event. */
const SCROLL_PAUSE_MS = 150;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Drives the banner track: the browser's own scroll snapping moves it (swipes feel native and no
 * script runs per frame); this moves it on every few seconds, and when it comes to rest on a
 * loop's copy puts it on the real banner. The autoplay waits while the page is hidden or a
 * banner has the keyboard's focus, and starts its count again after each touch.
 */
export function useBannerScroller(viewport: RefObject<HTMLDivElement | null>, count: number, { loop, autoplayMs }: BannerMotion): void {
  // Before the first paint: a loop starts on the first banner, not on the copy in front of it.
  useLayoutEffect(() => {
    const track = viewport.current;
    if (track && loop) track.scrollTo({ left: track.clientWidth, behavior: 'instant' });
  }, [viewport, loop, count]);

  useEffect(() => {
    const track = viewport.current;
    if (!track) return;
    const width = () => track.clientWidth || 1;
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
    };
  }, [viewport, count, loop, autoplayMs]);
}
