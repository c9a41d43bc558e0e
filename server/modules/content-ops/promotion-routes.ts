import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpsPromotion, OpsPromotionChange, OpsPromotionList, OpsPromotionParams } from '../../../contracts/content-ops';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { staffGuard, staffOf } from '../staff/guard';
import { changePromotion, consolePromotions } from './promotions';

const tags = ['content'];
/** The console works during maintenance. */
const config = { access: 'open' as const };
const security = bearerAuth;
const preHandler = staffGuard('content.edit');

/** Promotions under /ops/api/content/promotions (content.edit): their texts, dates, visibility and pay. */
export const promotionOpsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ops/api/content/promotions',
    {
      schema: { tags, summary: 'Every promotion, shown or hidden', security, response: responses(OpsPromotionList) },
      config,
      preHandler,
    },
    async () => ok({ list: await consolePromotions(app.ctx) }),
  );

  app.patch(
    '/ops/api/content/promotions/:promotionId',
    {
      schema: {
        tags,
        summary: 'Change a promotion’s titles, dates, visibility (active) or pay; /m/activity shows it on the next request',
        security,
        params: OpsPromotionParams,
        body: OpsPromotionChange,
        response: responses(OpsPromotion),
      },
      config,
      preHandler,
    },
    async (request) => ok(await changePromotion(app.ctx, staffOf(request), request.params.promotionId, request.body)),
  );
};
