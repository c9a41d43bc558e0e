import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Adjustment, AdjustmentDecisionBody, AdjustmentListQuery, AdjustmentPage, AdjustmentParams } from '../../../contracts/players-ops';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { staffGuard, staffOf } from '../staff/guard';
import { adjustmentPage, approveAdjustment, rejectAdjustment } from './adjustments';

const tags = ['players'];
const config = { access: 'open' as const };
const security = bearerAuth;

/** The approvers' side of adjustments: the list, and each decision by another staff member than the requester. */
export const adjustmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const approver = staffGuard('players.adjustApprove');

  app.get(
    '/ops/api/adjustments',
    {
      schema: {
        tags,
        summary: 'Adjustments in one state: pending (the default) oldest first, decided ones newest first',
        security,
        querystring: AdjustmentListQuery,
        response: responses(AdjustmentPage),
      },
      config,
      preHandler: approver,
    },
    async (request) => ok(await adjustmentPage(app.ctx, request.query)),
  );

  for (const [action, decide] of [
    ['approve', approveAdjustment],
    ['reject', rejectAdjustment],
  ] as const) {
    app.post(
      `/ops/api/adjustments/:adjustmentId/${action}`,
      {
        schema: {
          tags,
          summary: `${action === 'approve' ? 'Approve (the money moves now)' : 'Reject'} a pending adjustment, with a reason`,
          security,
          params: AdjustmentParams,
          body: AdjustmentDecisionBody,
          response: responses(Adjustment),
        },
        config,
        preHandler: approver,
      },
      async (request) => ok(await decide(app.ctx, staffOf(request), request.params.adjustmentId, request.body.reason)),
    );
  }
};
