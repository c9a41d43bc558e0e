import { describe, expect, it, vi } from 'vitest';
import { applyKioskPageStyle, kioskPageCss } from './page-style';

describe('kioskPageCss', () => {
  it('is nothing when nothing is switched off', () => {
    expect(kioskPageCss({ hideCursor: false, noSelect: false })).toBeNull();
  });

  it('hides the cursor', () => {
    const css = kioskPageCss({ hideCursor: true, noSelect: false })!;
    expect(css).toContain('cursor: none !important');
    expect(css).not.toContain('user-select');
  });

  it('stops selection and dragging, but not typing in form fields', () => {
    const css = kioskPageCss({ hideCursor: false, noSelect: true })!;
    expect(css).toContain('user-select: none !important');
    expect(css).toContain('-webkit-user-drag: none !important');
    expect(css).toMatch(/input, textarea[^{]*\{[^}]*user-select: text !important/);
    expect(css).not.toContain('cursor');
  });
});

describe('applyKioskPageStyle', () => {
  it('inserts the style as a user sheet into every document loaded', async () => {
    let domReady: (() => void) | undefined;
    const contents = {
      on: vi.fn((_event: 'dom-ready', listener: () => void) => (domReady = listener)),
      insertCSS: vi.fn(async () => 'key'),
    };
    applyKioskPageStyle(contents, 'a { cursor: none }');
    domReady!();
    domReady!();
    expect(contents.insertCSS.mock.calls).toEqual([
      ['a { cursor: none }', { cssOrigin: 'user' }],
      ['a { cursor: none }', { cssOrigin: 'user' }],
    ]);
  });

  it('does nothing without a style', () => {
    const contents = { on: vi.fn(), insertCSS: vi.fn(async () => 'key') };
    applyKioskPageStyle(contents, null);
    expect(contents.on).not.toHaveBeenCalled();
  });
});
