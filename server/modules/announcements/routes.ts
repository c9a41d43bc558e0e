import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AnnouncementList, AnnouncementsQuery, MarkReadBody } from '../../../contracts/announcements';
import { authedMember, bearerToken, requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { announcementsFor, bannerImage, bannerSvg, markAnnouncementRead } from './service';

export const announcementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      schema: {
        tags: ['announcements'],
        summary: 'Banners (B), player notices (PL), pop-ups (PU) and promotions (PR); read flags when logged in',
        querystring: AnnouncementsQuery,
        response: responses(AnnouncementList),
      },
    },
    async (request) =>
      ok(await announcementsFor(app.ctx, { types: request.query.types, groupName: request.query.groupName, token: bearerToken(request) })),
  );

  app.post(
    '/wps/relay/MCSFE_markAnnouncementAsRead',
    {
      schema: {
        tags: ['announcements'],
        summary: 'Mark an announcement as read',
        security: bearerAuth,
        body: MarkReadBody,
        response: responses(Type.Null()),
      },
      preHandler: requireSession,
    },
    async (request) => {
      await markAnnouncementRead(app.ctx, authedMember(request).id, request.body.announcementId);
      return ok(null);
    },
  );

  app.get(
    '/wps/banner/:file',
    {
      schema: {
        hide: true,
        // <id>.svg: drawn from its texts; <id>-<hash>.<ext>: the picture uploaded in the console.
        params: Type.Object({ file: Type.String({ pattern: '^[0-9]{1,12}(\\.svg|-[0-9a-f]{16}\\.(png|jpg|webp))$' }) }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (file.endsWith('.svg')) {
        const svg = await bannerSvg(app.ctx, Number(file.slice(0, -4)));
        return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
      }
      // Named by its content's hash: a changed picture has another name, so this one never changes.
      const image = await bannerImage(app.ctx, file);
      return reply.type(image.type).header('cache-control', 'public, max-age=31536000, immutable').send(image.bytes);
    },
  );
};
