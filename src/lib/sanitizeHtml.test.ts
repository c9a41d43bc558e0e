import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

/** The sanitised markup, parsed back, to ask what survived. */
function parsed(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

describe('sanitizeHtml (operator HTML)', () => {
  it('keeps the allowed markup: paragraphs, headings, lists, emphasis, tables and links', () => {
    const html =
      '<h3>Deposits</h3><p>Top up with <strong>GCash</strong> or <em>Maya</em>.<br>Any time.</p>' +
      '<ol><li>One</li><li>Two</li></ol><ul><li><a href="/m/help#privacy">Privacy</a></li></ul>' +
      '<table><thead><tr><th scope="col">Tier</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('strips script tags, event handlers and styles, and keeps the text around them', () => {
    const box = parsed(
      '<p onclick="steal()" style="position:fixed">Hello<script>alert(1)</script></p>' +
        '<img src="x" onerror="alert(2)"><svg onload="alert(3)"></svg><style>p{}</style><iframe src="https://evil.example"></iframe>',
    );
    expect(box.innerHTML).toBe('<p>Hello</p>');
    expect(box.querySelector('[onclick], [onerror], [onload], [style], script, img, svg, style, iframe')).toBeNull();
  });

  it('removes javascript:, data: and other schemes from links, however they are disguised', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' java\nscript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x']) {
      const link = parsed(`<a href="${href}">Click</a>`).querySelector('a')!;
      expect(link.hasAttribute('href'), href).toBe(false);
      expect(link.textContent).toBe('Click');
    }
  });

  it('keeps http(s), mailto, tel and relative links', () => {
    for (const href of [
      'https://www.pagcor.ph/',
      'http://example.ph/a?b=1',
      'mailto:help@pinoyplay.ph',
      'tel:+6321234567',
      '/m/help#terms',
      '#privacy',
      'rules.html',
    ]) {
      expect(parsed(`<a href="${href}">x</a>`).querySelector('a')!.getAttribute('href'), href).toBe(href);
    }
  });

  it('gives a link that opens a new tab rel="noopener noreferrer", and drops any other target or rel', () => {
    const blank = parsed('<a href="https://www.pagcor.ph/" target="_blank" rel="opener">PAGCOR</a>').querySelector('a')!;
    expect(blank.getAttribute('rel')).toBe('noopener noreferrer');
    expect(blank.getAttribute('target')).toBe('_blank');
    const top = parsed('<a href="/m/home" target="_top" rel="opener">Home</a>').querySelector('a')!;
    expect(top.hasAttribute('target')).toBe(false);
    expect(top.hasAttribute('rel')).toBe(false);
  });

  it('lets no form or its controls through', () => {
    expect(
      parsed('<form action="https://evil.example"><input name="pin"><button>Send</button></form>').querySelector('form, input, button'),
    ).toBeNull();
  });
});
