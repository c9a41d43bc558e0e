import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpsDeposit } from '../../../contracts/operator';
import {
  DepositQueuePage,
  DepositQueueQuery,
  QueueApproveBody,
  QueueCounts,
  QueueDepositParams,
  QueueReasonBody,
} from '../../../contracts/queues';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { depositReceipt, opsDeposit } from '../operator/service';
import { staffGuard, staffOf } from '../staff/guard';
import { approveDepositByStaff, rejectDepositByStaff } from './decisions';
import { depositQueue, queueCounts } from './service';

const tags = ['queues'];
/** The console works during maintenance, as the operator API does. */
const config = { access: 'open' as const };
const security = bearerAuth;

export const depositQueueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ops/api/queues/deposits',
    {
      schema: {
        tags,
        summary: 'Deposits waiting for a cashier (or by state), filtered and sorted, paged by cursor',
        security,
        querystring: DepositQueueQuery,
        response: responses(DepositQueuePage),
      },
      config,
      preHandler: staffGuard('deposits.view'),
    },
    async (request) => ok(await depositQueue(app.ctx, request.query)),
  );

  app.get(
    '/ops/api/queues/deposits/counts',
    {
      schema: {
        tags,
        summary: 'How many deposits wait in each open state, and the oldest’s wait',
        security,
        response: responses(QueueCounts),
      },
      config,
      preHandler: staffGuard('deposits.view'),
    },
    async () => ok(await queueCounts(app.ctx, 'deposits')),
  );

  app.get(
    '/ops/api/queues/deposits/:depositId',
    {
      schema: { tags, summary: 'One deposit with its decisions', security, params: QueueDepositParams, response: responses(OpsDeposit) },
      config,
      preHandler: staffGuard('deposits.view'),
    },
    async (request) => ok(await opsDeposit(app.ctx, request.params.depositId)),
  );

  app.get(
    '/ops/api/queues/deposits/:depositId/receipt',
    {
      schema: { tags, summary: 'A manual deposit’s receipt image', security, params: QueueDepositParams },
      config,
      preHandler: staffGuard('deposits.view'),
    },
    async (request, reply) => {
      const receipt = await depositReceipt(app.ctx, request.params.depositId);
      return reply.type(receipt.contentType).header('cache-control', 'no-store, private').send(receipt.content);
    },
  );

  app.post(
    '/ops/api/queues/deposits/:depositId/approve',
    {
      schema: {
        tags,
        summary: 'Approve a manual or crypto deposit: credited once (a reason above the threshold); a repeat answers the state',
        security,
        params: QueueDepositParams,
        body: QueueApproveBody,
        response: responses(OpsDeposit),
      },
      config,
      preHandler: staffGuard('deposits.approve'),
    },
    async (request) => ok(await approveDepositByStaff(app.ctx, staffOf(request), request.params.depositId, request.body ?? {})),
  );

  app.post(
    '/ops/api/queues/deposits/:depositId/reject',
    {
      schema: {
        tags,
        summary: 'Reject a manual or crypto deposit with the reason the player reads',
        security,
        params: QueueDepositParams,
        body: QueueReasonBody,
        response: responses(OpsDeposit),
      },
      config,
      preHandler: staffGuard('deposits.reject'),
    },
    async (request) => ok(await rejectDepositByStaff(app.ctx, staffOf(request), request.params.depositId, request.body.reason)),
  );
};
