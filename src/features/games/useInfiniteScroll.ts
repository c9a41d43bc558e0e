import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';

/** SPEC §9: load when within 300 px of the end, at most once a second. */
export const INFINITE_SCROLL = { thresholdPx: 300, throttleMs: 1000 } as const;

/**
 * Calls `loadMore` while a sentinel element placed after the list is within the threshold of the
 * viewport and `canLoad` holds. A sentinel still in view after a page came in (short pages) loads
 * again once the throttle allows. `root` is the scrolling element when it is not the page itself.
 * Returns the ref for the sentinel.
 */
export function useInfiniteScroll(
  loadMore: () => void,
  canLoad: boolean,
  root?: RefObject<Element | null>,
): (node: Element | null) => void {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const [nearEnd, setNearEnd] = useState(false);
  const lastLoad = useRef(Number.NEGATIVE_INFINITY);
  const load = useEffectEvent(loadMore);

  useEffect(() => {
    if (!sentinel) return;
    const observer = new IntersectionObserver((entries) => setNearEnd(entries.some((entry) => entry.isIntersecting)), {
      root: root?.current ?? null,
      rootMargin: `0px 0px ${INFINITE_SCROLL.thresholdPx}px 0px`,
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, root]);

  useEffect(() => {
    if (!nearEnd || !canLoad) return;
    const wait = Math.max(0, lastLoad.current + INFINITE_SCROLL.throttleMs - Date.now());
    const timer = setTimeout(() => {
      lastLoad.current = Date.now();
      load();
    }, wait);
    return () => clearTimeout(timer);
  }, [nearEnd, canLoad]);

  return setSentinel;
}
