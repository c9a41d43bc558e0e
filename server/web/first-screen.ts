import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The build of src/entry-server.tsx (scripts/vite/first-screen-build.ts writes it beside the client's). */
export const FIRST_SCREEN_MODULE = 'entry-server.js';

/** What the server build exports (src/entry-server.tsx). */
interface FirstScreenModule {
  renderFirstScreen(url: string, startAnswers: Record<string, unknown>, ask: (path: string) => Promise<unknown>): Promise<FirstScreen>;
}

/** A route's first screen: its markup for #root and every answer it was drawn with. */
export interface FirstScreen {
  html: string;
  answers: Record<string, unknown>;
}

/** Draws the first screen of a request with the page's start answers, or says why it could not. */
export type DrawFirstScreen = (request: FastifyRequest, startAnswers: Record<string, unknown>) => Promise<FirstScreen>;

/**
 * A drawing slower than this is dropped and the page goes without: the client draws the screen
 * itself a little later, which beats a page that waits on the server.
 */
export const FIRST_SCREEN_LIMIT_MS = 250;

/**
 * Loads the first screen's server build from `ssrDir`; null when there is none (no build yet,
 * or a client built without it), and the pages go without. The calls the screen makes are asked
 * of the platform itself, as the visitor (their address, so the rate limit counts them), and any
 * refusal drops the drawing: a screen drawn from a failed call would not be the client's.
 */
export async function loadFirstScreen(app: FastifyInstance, ssrDir: string): Promise<DrawFirstScreen | null> {
  const file = path.join(ssrDir, FIRST_SCREEN_MODULE);
  if (!existsSync(file)) return null;
  const { renderFirstScreen } = (await import(pathToFileURL(file).href)) as FirstScreenModule;
  return (request, startAnswers) => {
    const ask = async (url: string) => {
      const answer = await app.inject({ method: 'GET', url, remoteAddress: request.ip });
      const body = answer.json<{ success?: unknown }>();
      if (answer.statusCode !== 200 || body.success !== true)
        throw new Error(`first screen: ${url.split('?')[0]} was refused (${answer.statusCode})`);
      return body;
    };
    return withinLimit(renderFirstScreen(request.url, startAnswers, ask), FIRST_SCREEN_LIMIT_MS);
  };
}

function withinLimit<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`first screen: not drawn within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * index.html with the drawn screen at the start of #root, before the app's bar (base.css hides
 * the bar behind it, and hides the screen instead for a player with stored state). `inert`: its
 * controls take no tap or key until the client has taken them over (app/adoptRender.tsx).
 */
export function pageWithFirstScreen(html: string, markup: string): string {
  return html.replace('<div id="root">', () => `<div id="root"><div class="first-screen" inert>${withoutStyleAttributes(markup)}</div>`);
}

/**
 * The CSP allows no style attribute (the client sets such styles through the DOM, which it
 * allows); what they carry (custom properties of animations) does not show in a first paint.
 * Attribute values never hold a raw `>` or `"`, so a tag ends at the first `>`.
 */
function withoutStyleAttributes(markup: string): string {
  return markup.replace(/<[a-zA-Z][^>]*>/g, (tag) => tag.replace(/ style="[^"]*"/g, ''));
}
