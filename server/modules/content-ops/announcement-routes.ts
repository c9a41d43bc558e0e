import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BANNER_IMAGE_MAX_BYTES,
  OpsAnnouncement,
  OpsAnnouncementChange,
  OpsAnnouncementCreate,
  OpsAnnouncementList,
  OpsAnnouncementParams,
  OpsAnnouncementsQuery,
} from '../../../contracts/content-ops';
import { errors } from '../../http/app-error';
import { readFileForm } from '../../http/file-form';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { staffGuard, staffOf } from '../staff/guard';
import { changeAnnouncement, consoleAnnouncements, createAnnouncement, deleteAnnouncement, uploadBannerImage } from './announcements';

const tags = ['content'];
/** The console works during maintenance, as the operator API does. */
const config = { access: 'open' as const };
const security = bearerAuth;
const preHandler = staffGuard('content.edit');

const readBannerForm = (request: Parameters<typeof readFileForm>[0]) =>
  readFileForm(request, {
    field: 'image',
    maxBytes: BANNER_IMAGE_MAX_BYTES,
    tooLarge: () => errors.fieldInvalid('image', 'The picture must be at most 2 MB'),
  });

/** Announcements, banners and pop-ups under /ops/api/content/announcements (content.edit). */
export const announcementOpsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only this plugin (and the receipt's) reads multipart bodies; every other route keeps refusing them.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { fileSize: BANNER_IMAGE_MAX_BYTES, files: 1 } });

  app.get(
    '/ops/api/content/announcements',
    {
      schema: {
        tags,
        summary: 'Banners (B), player notices (PL), pop-ups (PU) and promotion notices (PR), published or not',
        security,
        querystring: OpsAnnouncementsQuery,
        response: responses(OpsAnnouncementList),
      },
      config,
      preHandler,
    },
    async (request) => ok({ list: await consoleAnnouncements(app.ctx, request.query.type) }),
  );

  app.post(
    '/ops/api/content/announcements',
    {
      schema: {
        tags,
        summary: 'A new announcement (unpublished unless `published`); a banner names its group',
        security,
        body: OpsAnnouncementCreate,
        response: responses(OpsAnnouncement),
      },
      config,
      preHandler,
    },
    async (request) => ok(await createAnnouncement(app.ctx, staffOf(request), request.body)),
  );

  app.patch(
    '/ops/api/content/announcements/:announcementId',
    {
      schema: {
        tags,
        summary: 'Change an announcement, publish it or take it down: players see it on their next request',
        security,
        params: OpsAnnouncementParams,
        body: OpsAnnouncementChange,
        response: responses(OpsAnnouncement),
      },
      config,
      preHandler,
    },
    async (request) => ok(await changeAnnouncement(app.ctx, staffOf(request), request.params.announcementId, request.body)),
  );

  app.delete(
    '/ops/api/content/announcements/:announcementId',
    {
      schema: { tags, summary: 'Delete an announcement', security, params: OpsAnnouncementParams, response: responses(Type.Null()) },
      config,
      preHandler,
    },
    async (request) => {
      await deleteAnnouncement(app.ctx, staffOf(request), request.params.announcementId);
      return ok(null);
    },
  );

  app.post(
    '/ops/api/content/announcements/:announcementId/image',
    {
      schema: {
        tags,
        summary: 'A banner’s picture (multipart: `image`, PNG/JPEG/WebP up to 2 MB, checked by its bytes)',
        security,
        params: OpsAnnouncementParams,
        consumes: ['multipart/form-data'],
        response: responses(OpsAnnouncement),
      },
      config,
      preHandler,
    },
    async (request) => ok(await uploadBannerImage(app.ctx, staffOf(request), request.params.announcementId, await readBannerForm(request))),
  );
};
