import type { ReactNode } from 'react';
import { render, type ComponentChild } from 'preact';

/**
 * Renders `app` over `drawn` (the server's first screen, the one element its parent keeps),
 * reusing the elements already there: each keeps its place and gets the client's attributes and
 * listeners, and only what differs is created or removed. React's `createRoot` (preact/compat's
 * too) empties the container first, and `hydrateRoot` skips attributes it assumes the server
 * wrote, which it cannot here (style attributes stay out of the server's page for the CSP);
 * Preact's own `render` diffs against the existing elements. `drawn` stays as the app's wrapper
 * (base.css lays it out as if absent), so whatever the server drew that the client does not is
 * inside it and taken away. The one place the app calls Preact by name (README "Speed on a phone").
 */
export function adoptRender(app: ReactNode, drawn: HTMLElement): void {
  const container = drawn.parentElement;
  if (!container) throw new Error('the first screen is not in the page');
  for (const node of [...container.childNodes]) if (node !== drawn) node.remove();
  render((<div className={drawn.className}>{app}</div>) as ComponentChild, container);
}
