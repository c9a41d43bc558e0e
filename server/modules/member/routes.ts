import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MEMBER_ICON_MAX_BYTES, MemberIconValue, MemberInfoValue } from '../../../contracts/session';
import { authedMember, requireRealMember, requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { readFileForm } from '../../http/file-form';
import { bearerAuth, responses } from '../../http/route-schema';
import { iconTooLarge, iconVersionOf, memberIcon, removeMemberIcon, setMemberIcon } from './icon';

const tags = ['member'];
const ICON_PATH = '/wps/member/info/icon';

export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only this plugin (and the other picture forms') reads multipart bodies: the profile picture.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { fileSize: MEMBER_ICON_MAX_BYTES, files: 1 } });

  app.get(
    '/wps/member/info',
    {
      schema: { tags, summary: 'The logged-in player', security: bearerAuth, response: responses(MemberInfoValue) },
      config: { beforePasswordChange: true },
      preHandler: requireSession,
    },
    async (request) => {
      const member = authedMember(request);
      const [merchant, icon] = await Promise.all([app.ctx.merchants.get(member.merchant_code), iconVersionOf(app.ctx, member.id)]);
      return ok({
        account: member.username,
        nickname: member.nickname,
        type: member.type,
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        firstTimeLogin: member.first_time_login,
        icon,
      });
    },
  );

  app.get(
    ICON_PATH,
    {
      schema: { tags, summary: 'The player’s profile picture (the image itself; NOT_FOUND when none)', security: bearerAuth },
      preHandler: requireRealMember,
    },
    async (request, reply) => {
      const icon = await memberIcon(app.ctx, authedMember(request).id);
      // The player's own face: kept by no shared cache; the client asks again when its version changes.
      return reply.type(icon.contentType).header('cache-control', 'no-store, private').send(icon.content);
    },
  );

  app.post(
    ICON_PATH,
    {
      schema: {
        tags,
        summary: 'Set the profile picture (multipart: `icon`, PNG/JPEG/WebP up to 5 MB, checked by its bytes, cut to a square)',
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        response: responses(MemberIconValue),
      },
      preHandler: requireRealMember,
    },
    async (request) => {
      const bytes = await readFileForm(request, { field: 'icon', maxBytes: MEMBER_ICON_MAX_BYTES, tooLarge: iconTooLarge });
      return ok({ icon: await setMemberIcon(app.ctx, authedMember(request).id, bytes) });
    },
  );

  app.delete(
    ICON_PATH,
    {
      schema: { tags, summary: 'Remove the profile picture', security: bearerAuth, response: responses(Type.Null()) },
      preHandler: requireRealMember,
    },
    async (request) => {
      await removeMemberIcon(app.ctx, authedMember(request).id);
      return ok(null);
    },
  );
};
