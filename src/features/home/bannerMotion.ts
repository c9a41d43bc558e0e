/** SPEC §9: banner autoplay 5000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;

export interface BannerMotion {
  /** After the last banner comes the first again, by swipe or by autoplay. */
  loop: boolean;
  /** How often the carousel moves on by itself; null when it stands still. */
  autoplayMs: number | null;
}

/** The home banner's motion (SPEC §2): autoplay and loop only when there is more than one banner. */
export function bannerMotion(count: number): BannerMotion {
  const moves = count > 1;
  return { loop: moves, autoplayMs: moves ? BANNER_AUTOPLAY_MS : null };
}

/**
 * The slides the track holds. A loop puts a copy of the last banner before the first and a copy
 * of the first after the last, so a swipe or the autoplay always has a neighbour to move to;
 * copies are hidden from assistive technology, which meets each banner once.
 */
export function loopSlides<T>(items: readonly T[], loop: boolean): { item: T; copy: boolean }[] {
  const real = items.map((item) => ({ item, copy: false }));
  if (!loop || items.length < 2) return real;
  return [{ item: items.at(-1)!, copy: true }, ...real, { item: items[0]!, copy: true }];
}

/**
 * Where the track jumps, without animation, when it comes to rest at `index` of the slides:
 * from a copy to the banner it copies (the picture is the same, so the player sees no jump);
 * null when it rests on a real banner.
 */
export function restingJump(index: number, count: number, loop: boolean): number | null {
  if (!loop || count < 2) return null;
  if (index <= 0) return count;
  if (index >= count + 1) return 1;
  return null;
}
