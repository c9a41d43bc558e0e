import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MemberInfoValue } from '../../../contracts/session';
import { authedMember, requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';

export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wps/member/info',
    {
      schema: { tags: ['member'], summary: 'The logged-in player', security: bearerAuth, response: responses(MemberInfoValue) },
      config: { beforePasswordChange: true },
      preHandler: requireSession,
    },
    async (request) => {
      const member = authedMember(request);
      const merchant = await app.ctx.merchants.get(member.merchant_code);
      return ok({
        account: member.username,
        nickname: member.nickname,
        type: member.type,
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        firstTimeLogin: member.first_time_login,
      });
    },
  );
};
