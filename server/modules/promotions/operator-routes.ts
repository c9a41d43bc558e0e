import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpsApplication, OpsApplicationPage, OpsApplicationParams, OpsApplicationsQuery } from '../../../contracts/promotions';
import { OpsRejectBody } from '../../../contracts/operator';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { operatorCheck, operatorOf } from '../operator/routes';
import { decideOnApplication, opsApplications } from './operator';

const tags = ['operator'];
/** The operator works during maintenance too, from the operator's own network. */
const config = { access: 'open' as const };

/** The operator's hand on promotions that need approval (`npm run ops -- promotion-applications`…). */
export const promotionOperatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.decorateRequest('operator', null);
  const preHandler = operatorCheck();

  app.get(
    '/ops/promotion-applications',
    {
      schema: {
        tags,
        summary: 'Applications to promotions by status (default: waiting for a decision), oldest first',
        security: bearerAuth,
        querystring: OpsApplicationsQuery,
        response: responses(OpsApplicationPage),
      },
      config,
      preHandler,
    },
    async (request) => ok(await opsApplications(app.ctx, request.query)),
  );

  app.post(
    '/ops/promotion-applications/:applicationId/approve',
    {
      schema: {
        tags,
        summary: 'Approve a waiting application: the player may then claim its reward',
        security: bearerAuth,
        params: OpsApplicationParams,
        response: responses(OpsApplication),
      },
      config,
      preHandler,
    },
    async (request) => ok(await decideOnApplication(app.ctx, operatorOf(request), request.params.applicationId, { approve: true })),
  );

  app.post(
    '/ops/promotion-applications/:applicationId/reject',
    {
      schema: {
        tags,
        summary: 'Reject a waiting application, with the reason the player will read',
        security: bearerAuth,
        params: OpsApplicationParams,
        body: OpsRejectBody,
        response: responses(OpsApplication),
      },
      config,
      preHandler,
    },
    async (request) =>
      ok(
        await decideOnApplication(app.ctx, operatorOf(request), request.params.applicationId, {
          approve: false,
          reason: request.body.reason,
        }),
      ),
  );
};
