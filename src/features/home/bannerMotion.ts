/** SPEC §9: banner autoplay 5000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;

/** Swiper's motion for the home banner (SPEC §2): autoplay and loop only when there is more than one; one banner stands still. */
export function bannerMotion(count: number): { loop: boolean; autoplay: false | { delay: number; disableOnInteraction: boolean } } {
  const moves = count > 1;
  return { loop: moves, autoplay: moves ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false } : false };
}
