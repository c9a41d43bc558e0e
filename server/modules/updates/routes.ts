import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { notFoundBody } from '../../http/error-handler';
import { feedCacheControl, feedMediaType } from './feed-files';

const PREFIX = '/updates';

/**
 * The desktop shell's update feed (electron-builder's generic provider): `GET /updates/<name>`
 * sends latest*.yml and the installers from UPDATES_DIR (`npm run release` puts them there).
 * Only a flat name of a kind the feed holds is served (feed-files.ts), so no path reaches outside
 * the folder and there is no listing. @fastify/send answers ranges (electron-updater's
 * differential download asks for the changed blocks), ETag and If-Modified-Since.
 * Open to everyone, also during maintenance: an update may be what ends it.
 */
export const updateRoutes: FastifyPluginAsync = async (app) => {
  const root = app.ctx.config.updatesDir;
  // Registered here, not beside the web app's: this scope's `sendFile` is rooted in the feed.
  // The folder may not exist yet (a platform that has never published); files are looked up per request.
  await app.register(fastifyStatic, { root, serve: false, index: false, dotfiles: 'deny', logLevel: 'warn' });

  app.get<{ Params: { name: string } }>(
    `${PREFIX}/:name`,
    // Installers are compressed already; a compressed answer would also break byte ranges.
    { schema: { hide: true }, compress: false },
    async (request, reply) => {
      const { name } = request.params;
      const mediaType = feedMediaType(name);
      const file = mediaType ? await stat(path.join(root, name)).catch(() => null) : null;
      if (!mediaType || !file?.isFile()) return reply.status(404).send(notFoundBody(`${PREFIX}/${name}`));
      reply.type(mediaType).header('cache-control', feedCacheControl(name));
      return reply.sendFile(name, { cacheControl: false, contentType: false });
    },
  );
};
