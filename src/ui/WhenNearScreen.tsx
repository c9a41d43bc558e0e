import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a block starts loading, so it is there before the player reaches it. */
const AHEAD = '100px 0px';

/**
 * Renders a block below the fold only once it comes near the screen: its code, its data and its
 * rendering cost nothing at first paint on a slow phone. Until then an empty box of `minHeight`
 * holds its place. Where the browser cannot tell (no IntersectionObserver) it renders at once.
 */
export function WhenNearScreen({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const target = box.current;
    if (near || !target) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = <div ref={box} style={{ minHeight }} />;
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
