import type { CSSProperties, ReactNode } from 'react';
import { PAGE_FADE_MS } from './layout';

/**
 * Fades each page in over 300 ms. The caller keys it by pathname, so every navigation mounts a
 * fresh element and the CSS animation runs again; reduced-motion users get no animation (CSS).
 * The page the app opens on is not faded (`animate` false): it is already on screen, drawn by
 * the server, and fading it in would blink it out first.
 */
export function PageFade({ animate, children }: { animate: boolean; children: ReactNode }) {
  if (!animate) return <div>{children}</div>;
  const style = { '--page-fade-ms': `${PAGE_FADE_MS}ms` } as CSSProperties;
  return (
    <div className="page-fade" style={style}>
      {children}
    </div>
  );
}
