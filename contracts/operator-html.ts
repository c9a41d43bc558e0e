/**
 * What operator HTML (help topics) may hold: text structure and links only. No script, style,
 * event handler, form, frame or image (an image could track who reads). One list for both
 * sanitisers: the server's on the way in (server/lib/operator-html.ts, sanitize-html) and the
 * client's before showing it (src/lib/sanitizeHtml.ts, DOMPurify).
 */
export const OPERATOR_HTML_TAGS = [
  'p',
  'br',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'small',
  'blockquote',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Attributes kept on any allowed tag (a link's rel is set by the sanitiser, never taken as written). */
export const OPERATOR_HTML_ATTRIBUTES = ['href', 'target', 'title', 'colspan', 'rowspan', 'scope'] as const;

/** The link schemes kept: http(s), mailto and tel; an address without a scheme (a path, a #hash) is kept too. */
export const OPERATOR_HTML_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
