import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundBody } from '../http/error-handler';
import { loadFirstScreen, pageWithFirstScreen } from './first-screen';
import { registerOpsPage } from './ops-page';
import { pageWithAnswers, type PageAnswers } from './page-answers';

/** Client routes live under /m (and /): any path there gets the page, the client's router decides. */
const CLIENT_ROUTES = ['/', '/m', '/m/*'];

/**
 * Serves the built renderer. Hashed assets are cached for a year; index.html never, so a
 * deploy reaches players on their next load. A client route gets index.html with the route's
 * first screen drawn inside (first-screen.ts) and the answers it was drawn with (page-answers.ts),
 * or with the start answers alone when it cannot be drawn; /index.html itself, which the
 * service worker keeps, goes without.
 */
export async function registerWeb(app: FastifyInstance, webDir: string, firstScreenDir: string, answers: PageAnswers): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  // Read once, like its style hashes (inline-blocks.ts): a new build means a restart.
  const page = hasWeb ? readFileSync(indexFile, 'utf8') : '';
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside every text asset (vite-plugin-compression2): a phone
      // on mobile data gets them at maximum compression, at no cost to the server per request.
      preCompressed: true,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const draw = await loadFirstScreen(app, firstScreenDir);
    const pageFor = async (request: FastifyRequest): Promise<string> => {
      const start = await answers(request);
      if (!draw) return pageWithAnswers(page, start);
      try {
        const screen = await draw(request, start);
        return pageWithAnswers(pageWithFirstScreen(page, screen.html), screen.answers);
      } catch (error) {
        request.log.warn({ err: error }, 'first screen not drawn');
        return pageWithAnswers(page, start);
      }
    };
    // Routes rather than the not-found handler, so the page is compressed like any answer.
    for (const url of CLIENT_ROUTES) {
      app.get(url, { schema: { hide: true } }, async (request, reply) => {
        const html = await pageFor(request);
        // Private: the answers hold the caller's address, which no shared cache may hand to another.
        return reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(html);
      });
    }
    // The back-office console's page (dist/ops), at /ops and its client routes.
    registerOpsPage(app, webDir);
  }
  app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request.url.split('?')[0] ?? '')));
}
