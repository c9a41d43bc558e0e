/** SPEC §9: banner autoplay 5000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;

/**
 * The home banner's motion (SPEC §2), in Embla's terms: autoplay and loop only when there is more
 * than one banner; one banner stands still. A swipe does not stop the autoplay for good.
 */
export function bannerMotion(count: number): { loop: boolean; autoplay: false | { delay: number; stopOnInteraction: false } } {
  const moves = count > 1;
  return { loop: moves, autoplay: moves ? { delay: BANNER_AUTOPLAY_MS, stopOnInteraction: false } : false };
}
