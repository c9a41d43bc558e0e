import sanitizeHtml from 'sanitize-html';
import { OPERATOR_HTML_ATTRIBUTES, OPERATOR_HTML_SCHEMES, OPERATOR_HTML_TAGS } from '../../contracts/operator-html';

/**
 * Operator HTML (help topics) cut down to the allow-list before it is stored (sanitize-html: a
 * parser-based sanitiser made for Node, no DOM to emulate). The client sanitises it again before
 * showing it (src/lib/sanitizeHtml.ts, DOMPurify, the same list): what is stored is what players
 * can see, and a tag the client would drop is dropped here, where the editor's preview shows it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...OPERATOR_HTML_TAGS],
  // rel only as the link transform below sets it.
  allowedAttributes: { '*': [...OPERATOR_HTML_ATTRIBUTES], a: ['rel'] },
  allowedSchemes: [...OPERATOR_HTML_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style elements go with their text; any other refused tag leaves its text behind.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
  transformTags: {
    // A link that opens a new tab cannot reach back to the page; any other keeps no target.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest };
    },
  },
};

/** `html` with only the allowed tags, attributes and link schemes. */
export function cleanOperatorHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
