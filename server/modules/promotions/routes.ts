import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClaimResult, PromotionBody, PromotionList, PromotionView } from '../../../contracts/promotions';
import { authedMember, bearerToken, requireRealMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { applyToPromotion, claimPromotion, promotionList } from './service';

const tags = ['promotions'];

/** /m/activity's calls (contracts/promotions.ts): the list is open to visitors; taking part needs a real account. */
export const promotionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wps/activity/promotions',
    {
      schema: {
        tags,
        summary: 'Every running or announced promotion, with the logged-in player’s state in it (SPEC §4 activity labels)',
        response: responses(PromotionList),
      },
    },
    async (request) => ok(await promotionList(app.ctx, bearerToken(request))),
  );

  app.post(
    '/wps/activity/promotions/apply',
    {
      schema: {
        tags,
        summary: 'Apply to a promotion the operator approves (once per player; send an Idempotency-Key header)',
        security: bearerAuth,
        body: PromotionBody,
        response: responses(PromotionView),
      },
      config: { idempotent: true },
      preHandler: requireRealMember,
    },
    async (request) => ok(await applyToPromotion(app.ctx, authedMember(request), request.body.promotionId)),
  );

  app.post(
    '/wps/activity/promotions/claim',
    {
      schema: {
        tags,
        summary: 'Be paid today’s check-in, last week’s cashback or an approved application, once (send an Idempotency-Key header)',
        security: bearerAuth,
        body: PromotionBody,
        response: responses(ClaimResult),
      },
      config: { idempotent: true },
      preHandler: requireRealMember,
    },
    async (request) => ok(await claimPromotion(app.ctx, authedMember(request), request.body.promotionId)),
  );
};
