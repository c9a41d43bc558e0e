import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from '../http/error-handler';

/** Client routes live under /m (and /): any unknown path there gets index.html. */
export function isClientRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/' || pathname === '/m' || pathname.startsWith('/m/');
}

/**
 * Serves the built renderer. Hashed assets are cached for a year; index.html never, so a
 * deploy reaches players on their next load.
 */
export async function registerWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDir, 'index.html'));
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
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && request.method === 'GET' && isClientRoute(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(notFoundBody(request.url.split('?')[0] ?? ''));
  });
}
