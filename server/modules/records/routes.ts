import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CancelSubOrderBody, OrderDetail, OrderDetailQuery, OrderPage, OrdersQuery } from '../../../contracts/records';
import { authedMember, requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { cancelSubOrder, orderPage, roundDetail } from './service';

export const recordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/lgw/orders',
    {
      schema: {
        tags: ['records'],
        summary: 'Betting record: the player\u2019s rounds, newest first (default: the last 7 days)',
        security: bearerAuth,
        querystring: OrdersQuery,
        response: responses(OrderPage),
      },
      preHandler: requireSession,
    },
    async (request) => ok(await orderPage(app.ctx, authedMember(request).id, request.query)),
  );

  app.get(
    '/lgw/orders/detail',
    {
      schema: {
        tags: ['records'],
        summary: 'Every wallet movement of one round',
        security: bearerAuth,
        querystring: OrderDetailQuery,
        response: responses(OrderDetail),
      },
      preHandler: requireSession,
    },
    async (request) => ok(await roundDetail(app.ctx, request.log, authedMember(request).id, request.query.orderId)),
  );

  app.post(
    '/lgw/orders/suborders/cancel',
    {
      schema: {
        tags: ['records'],
        summary: 'Cancel a round still without a result (a lottery ticket while its draw sells): its provider refunds the stake',
        security: bearerAuth,
        body: CancelSubOrderBody,
        response: responses(OrderDetail),
      },
      preHandler: requireSession,
    },
    async (request) => ok(await cancelSubOrder(app.ctx, request.log, request.auth!, request.body.orderId)),
  );
};
