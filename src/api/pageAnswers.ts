/** The id the server gives the block (server/web/page-answers.ts). */
const PAGE_ANSWERS_ID = 'page-answers';

/**
 * Calls whose answer holds the asker's own state (announcements: each one's read flag). The
 * server's first screen asks them as a visitor, since the page request carries no token; a
 * signed-in client asks the server itself, or a pop-up already read would show again on reload.
 */
const ASKER_DEPENDENT_PATHS: ReadonlySet<string> = new Set(['/wps/relay/MCSFE_getListAnnouncements']);

/** Whether the page's (visitor's) answer to this call is also the signed-in player's. */
export function pageAnswerServes(url: string, signedIn: boolean): boolean {
  return !signedIn || !ASKER_DEPENDENT_PATHS.has(url);
}

/**
 * How a GET is named among the page's answers: its path, and its query in the order the caller
 * gave it, as the browser would send it. The server's first screen records its calls by it.
 */
export function answerKey(url: string, params?: Record<string, unknown>): string {
  if (!params) return url;
  const query = new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name, String(value)]),
  ).toString();
  return query ? `${url}?${query}` : url;
}

/**
 * The answers the server put inside the page (the status and settings every start asks for, and
 * what the server's first screen loaded), keyed by call (answerKey), each in its envelope. Read
 * once: the block is removed, so a later read (or a copy of the page the worker kept) finds
 * nothing and the client asks the server. Anything that is not an object of /wps paths is
 * ignored, as if the page had no answers.
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
