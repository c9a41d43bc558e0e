import { createHash } from 'node:crypto';

/**
 * The shell of a sandbox provider's server-rendered page (the PayMongo checkout, the Xendit
 * testers' page): plain HTML for phones, one inline stylesheet, no script. What a page says and
 * shows stays with its provider.
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Centavos as ₱#,##0.00, in whole numbers (no float rounding). */
export function formatAmount(centavos: number): string {
  return `₱${Math.floor(centavos / 100).toLocaleString('en-US')}.${String(centavos % 100).padStart(2, '0')}`;
}

/**
 * The rules every sandbox page's stylesheet opens with, so they look like one family: the type
 * and colours, a phone-first column at most `maxWidthPx` wide, and the page's heading.
 */
export const baseCss = (maxWidthPx: number) => `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f9;color:#1b1f2a}
main{max-width:${maxWidthPx}px;min-width:320px;margin:0 auto;padding:16px}
h1{font-size:1.5rem;margin:8px 0 12px}
`;

/**
 * The policy of a page styled by `css`: no script at all, its one inline style by hash, and forms
 * posting only here. Browsers check form-action on the redirect that follows a post too, so a
 * page whose forms end at another site names those addresses (`formTargets`), whose origins are
 * allowed as well.
 */
export function pagePolicy(css: string): (formTargets?: readonly string[]) => string {
  const styleHash = createHash('sha256').update(css).digest('base64');
  return (formTargets = []) => {
    const origins = [...new Set(formTargets.map((url) => new URL(url).origin))];
    return [
      "default-src 'none'",
      `style-src 'sha256-${styleHash}'`,
      `form-action 'self' ${origins.join(' ')}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; ');
  };
}

/** A whole document around `main` (HTML, already escaped): `title` is text, `css` the one stylesheet its policy allows. */
export function htmlPage(page: { lang: string; title: string; css: string }, main: string): string {
  return `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(page.title)}</title>
<style>${page.css}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}
