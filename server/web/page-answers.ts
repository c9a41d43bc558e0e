import type { FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import type { SystemAnswers } from '../modules/system/answers';

/** The id of the <script type="application/json"> that carries them (src/api/pageAnswers.ts reads it). */
export const PAGE_ANSWERS_ID = 'page-answers';

/** Answers to the calls every client makes at start, keyed by path, each in the API's envelope. */
export type PageAnswers = (request: FastifyRequest) => Promise<Record<string, unknown>>;

/**
 * The status and the settings, put inside the page: the first screen renders with them, one
 * round trip and one render sooner than when the client asks for them after its scripts ran.
 */
export function startAnswers(system: SystemAnswers): PageAnswers {
  return async (request) => {
    const [status, settings] = await Promise.all([system.status(request.ip), system.settings()]);
    return { '/wps/system/status': ok(status), '/wps/system/settings/consolidated': ok(settings) };
  };
}

/** JSON that cannot end its <script> element or start markup, whatever the strings in it hold. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** index.html with the answers inside its head. Data, not a script: the CSP has nothing to allow. */
export function pageWithAnswers(html: string, answers: Record<string, unknown>): string {
  const block = `<script type="application/json" id="${PAGE_ANSWERS_ID}">${scriptSafeJson(answers)}</script>`;
  return html.replace('</head>', () => `${block}</head>`);
}
