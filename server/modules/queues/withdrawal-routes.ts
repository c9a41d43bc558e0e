import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpsWithdrawal } from '../../../contracts/operator';
import {
  QueueApproveBody,
  QueueCounts,
  QueueReasonBody,
  QueueWithdrawalParams,
  WithdrawalQueuePage,
  WithdrawalQueueQuery,
} from '../../../contracts/queues';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { opsWithdrawal } from '../operator/withdrawals';
import { staffGuard, staffOf } from '../staff/guard';
import { approveWithdrawalByStaff, holdWithdrawalByStaff, rejectWithdrawalByStaff } from './decisions';
import { queueCounts, withdrawalQueue } from './service';

const tags = ['queues'];
const config = { access: 'open' as const };
const security = bearerAuth;

export const withdrawalQueueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ops/api/queues/withdrawals',
    {
      schema: {
        tags,
        summary: 'Withdrawals waiting (pending, on hold, waiting for KYC) or by state, filtered and sorted, paged by cursor',
        security,
        querystring: WithdrawalQueueQuery,
        response: responses(WithdrawalQueuePage),
      },
      config,
      preHandler: staffGuard('withdrawals.view'),
    },
    async (request) => ok(await withdrawalQueue(app.ctx, request.query)),
  );

  app.get(
    '/ops/api/queues/withdrawals/counts',
    {
      schema: {
        tags,
        summary: 'How many withdrawals wait in each open state, and the oldest’s wait',
        security,
        response: responses(QueueCounts),
      },
      config,
      preHandler: staffGuard('withdrawals.view'),
    },
    async () => ok(await queueCounts(app.ctx, 'withdrawals')),
  );

  app.get(
    '/ops/api/queues/withdrawals/:withdrawalId',
    {
      schema: {
        tags,
        summary: 'One withdrawal with its payout account and decisions',
        security,
        params: QueueWithdrawalParams,
        response: responses(OpsWithdrawal),
      },
      config,
      preHandler: staffGuard('withdrawals.view'),
    },
    async (request) => ok(await opsWithdrawal(app.ctx, request.params.withdrawalId)),
  );

  app.post(
    '/ops/api/queues/withdrawals/:withdrawalId/approve',
    {
      schema: {
        tags,
        summary: 'Approve a pending or held withdrawal for payout (a reason above the threshold); a repeat answers the state',
        security,
        params: QueueWithdrawalParams,
        body: QueueApproveBody,
        response: responses(OpsWithdrawal),
      },
      config,
      preHandler: staffGuard('withdrawals.approve'),
    },
    async (request) => ok(await approveWithdrawalByStaff(app.ctx, staffOf(request), request.params.withdrawalId, request.body ?? {})),
  );

  app.post(
    '/ops/api/queues/withdrawals/:withdrawalId/reject',
    {
      schema: {
        tags,
        summary: 'Reject a withdrawal not yet approved, with the reason the player reads: the hold goes back',
        security,
        params: QueueWithdrawalParams,
        body: QueueReasonBody,
        response: responses(OpsWithdrawal),
      },
      config,
      preHandler: staffGuard('withdrawals.reject'),
    },
    async (request) => ok(await rejectWithdrawalByStaff(app.ctx, staffOf(request), request.params.withdrawalId, request.body.reason)),
  );

  app.post(
    '/ops/api/queues/withdrawals/:withdrawalId/hold',
    {
      schema: {
        tags,
        summary: 'Put a pending withdrawal on hold for a second look, with the staff’s note (the amount stays held)',
        security,
        params: QueueWithdrawalParams,
        body: QueueReasonBody,
        response: responses(OpsWithdrawal),
      },
      config,
      preHandler: staffGuard('withdrawals.hold'),
    },
    async (request) => ok(await holdWithdrawalByStaff(app.ctx, staffOf(request), request.params.withdrawalId, request.body.reason)),
  );
};
