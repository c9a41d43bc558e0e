import type { KioskOptions } from '../config';

/**
 * The style a kiosk adds to its pages: no cursor (a touch screen), no text selection outside
 * form fields (a long press would select) and no dragging of links and pictures. Null when
 * nothing is switched off.
 */
export function kioskPageCss({ hideCursor, noSelect }: Pick<KioskOptions, 'hideCursor' | 'noSelect'>): string | null {
  const rules: string[] = [];
  if (hideCursor) rules.push('*, *::before, *::after { cursor: none !important; }');
  if (noSelect) {
    rules.push(
      '*, *::before, *::after { -webkit-user-select: none !important; user-select: none !important; -webkit-user-drag: none !important; }',
    );
    rules.push('input, textarea, [contenteditable="true"] { -webkit-user-select: text !important; user-select: text !important; }');
  }
  return rules.length ? rules.join('\n') : null;
}

/** The part of a WebContents the style is applied to. */
export interface StyledContents {
  on(event: 'dom-ready', listener: () => void): unknown;
  insertCSS(css: string, options?: { cssOrigin?: 'user' | 'author' }): Promise<string>;
}

/**
 * Applies the kiosk style to every document the contents load (insertCSS lasts one document).
 * As a user style sheet, so no page rule can take it back.
 */
export function applyKioskPageStyle(contents: StyledContents, css: string | null): void {
  if (!css) return;
  contents.on('dom-ready', () => {
    contents.insertCSS(css, { cssOrigin: 'user' }).catch((error: unknown) => console.error('kiosk style failed', error));
  });
}
