import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { OPERATOR_HTML_ATTRIBUTES, OPERATOR_HTML_TAGS } from '../../contracts/operator-html';

/**
 * Operator HTML (help topics) made safe to put in the page, by DOMPurify with a strict allow-list:
 * text structure and links only. No script, no style, no event handler, no form, frame or image
 * (an image could track who reads); links only to http(s), mailto, tel or a relative address;
 * a link that opens a new tab gets rel="noopener noreferrer". Import it only from lazily loaded
 * screens, so DOMPurify loads with them. The allow-list is the one the server's sanitiser applies
 * too when operator HTML is saved (contracts/operator-html.ts).
 */
const ALLOWED_TAGS = [...OPERATOR_HTML_TAGS];
const ALLOWED_ATTR = [...OPERATOR_HTML_ATTRIBUTES];
/** http(s), mailto and tel, or no scheme at all (a path, a #hash, a relative file). */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let purifier: Purifier | null = null;

/** One instance of DOMPurify of our own, so its link hook touches nobody else's use of the library. */
function instance(): Purifier | null {
  if (purifier) return purifier;
  // Drawn on the server (first screen) there is no DOM to parse with: nothing is let through.
  if (typeof window === 'undefined') return null;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  return purifier;
}

/** The allowed part of `html` as markup; an empty string where it cannot be checked. */
export function sanitizeHtml(html: string): string {
  const purify = instance();
  if (!purify?.isSupported) return '';
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
}
