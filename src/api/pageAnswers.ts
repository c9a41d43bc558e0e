/** The id the server gives the block (server/web/page-answers.ts). */
const PAGE_ANSWERS_ID = 'page-answers';

/**
 * The answers the server put inside the page (the status and settings every start asks for),
 * keyed by API path, each in its envelope. Read once: the block is removed, so a later read
 * (or a copy of the page the worker kept) finds nothing and the client asks the server. Anything
 * that is not an object of /wps paths is ignored, as if the page had no answers.
 */
export function readPageAnswers(doc: Document): Map<string, unknown> {
  const block = doc.getElementById(PAGE_ANSWERS_ID);
  if (!block) return new Map();
  block.remove();
  try {
    const parsed: unknown = JSON.parse(block.textContent ?? '');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return new Map();
    return new Map(Object.entries(parsed).filter(([path]) => path.startsWith('/wps/')));
  } catch {
    return new Map();
  }
}
