import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  OpsDeposit,
  OpsDepositPage,
  OpsKycBody,
  OpsKycParams,
  OpsKycResult,
  OpsDepositParams,
  OpsDepositsQuery,
  OpsRejectBody,
  OpsWithdrawal,
  OpsWithdrawalPage,
  OpsWithdrawalParams,
  OpsWithdrawalsQuery,
  OpsWhitelabelBody,
  OpsWhitelabelParams,
  OpsWhitelabelResult,
} from '../../../contracts/operator';
import { OpsAuditVerdict, OpsAuditVerifyBody } from '../../../contracts/audit';
import { errors } from '../../http/app-error';
import { bearerToken } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { approveDeposit, depositReceipt, opsDeposits, operatorByKey, rejectDeposit, type OperatorRow } from './service';
import { verifyKyc } from './kyc';
import { kycOperatorRoutes } from './kyc-routes';
import { verifyAudit } from '../audit/verify';
import { approveWithdrawal, opsWithdrawals, rejectWithdrawal } from './withdrawals';
import { setWhitelabelFlag } from './whitelabel';

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorRow | null;
  }
}

/** The operator's hand comes with an operator's key (and from the operator's own network: http/operator-network.ts). */
export function operatorCheck() {
  return async (request: FastifyRequest): Promise<void> => {
    const key = bearerToken(request);
    if (!key) throw errors.unauthenticated();
    request.operator = await operatorByKey(request.server.ctx, key);
  };
}

export function operatorOf(request: FastifyRequest): OperatorRow {
  if (!request.operator) throw errors.unauthenticated();
  return request.operator;
}

const tags = ['operator'];

/** The operator works during maintenance too, from the operator's own network. */
const config = { access: 'open' as const };

/** The operator's hand on the cashier: list, look at receipts, approve and reject, each decision recorded. */
export const operatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.decorateRequest('operator', null);
  const requireOperator = operatorCheck();

  app.get(
    '/ops/deposits',
    {
      schema: {
        tags,
        summary: 'Deposits, newest first, by status and flow',
        security: bearerAuth,
        querystring: OpsDepositsQuery,
        response: responses(OpsDepositPage),
      },
      config,
      preHandler: requireOperator,
    },
    async (request) => ok(await opsDeposits(app.ctx, request.query)),
  );

  app.get(
    '/ops/deposits/:depositId/receipt',
    {
      schema: { tags, summary: 'A manual deposit’s receipt image', security: bearerAuth, params: OpsDepositParams },
      config,
      preHandler: requireOperator,
    },
    async (request, reply) => {
      const receipt = await depositReceipt(app.ctx, request.params.depositId);
      return reply.type(receipt.contentType).header('cache-control', 'no-store').send(receipt.content);
    },
  );

  app.post(
    '/ops/deposits/:depositId/approve',
    {
      schema: {
        tags,
        summary: 'Approve a manual or crypto deposit: credits it once',
        security: bearerAuth,
        params: OpsDepositParams,
        response: responses(OpsDeposit),
      },
      config,
      preHandler: requireOperator,
    },
    async (request) => ok(await approveDeposit(app.ctx, operatorOf(request), request.params.depositId)),
  );

  app.post(
    '/ops/deposits/:depositId/reject',
    {
      schema: {
        tags,
        summary: 'Reject a manual or crypto deposit, with the reason the player will read',
        security: bearerAuth,
        params: OpsDepositParams,
        body: OpsRejectBody,
        response: responses(OpsDeposit),
      },
      config,
      preHandler: requireOperator,
    },
    async (request) => ok(await rejectDeposit(app.ctx, operatorOf(request), request.params.depositId, request.body.reason)),
  );

  app.get(
    '/ops/withdrawals',
    {
      schema: {
        tags,
        summary: 'Withdrawals, newest first, by status',
        security: bearerAuth,
        querystring: OpsWithdrawalsQuery,
        response: responses(OpsWithdrawalPage),
      },
      config,
      preHandler: requireOperator,
    },
    async (request) => ok(await opsWithdrawals(app.ctx, request.query)),
  );

  app.post(
    '/ops/withdrawals/:withdrawalId/approve',
    {
      schema: {
        tags,
        summary: 'Approve a pending or held withdrawal: it is paid through the payout provider',
        security: bearerAuth,
        params: OpsWithdrawalParams,
        response: responses(OpsWithdrawal),
      },
      config,
      preHandler: requireOperator,
    },
    async (request) => ok(await approveWithdrawal(app.ctx, operatorOf(request), request.params.withdrawalId)),
  );

  app.post(
    '/ops/withdrawals/:withdrawalId/reject',
    {
      schema: {
        tags,
        summary: 'Reject a withdrawal not yet approved, with the reason the player will read: the hold goes back',
        security: bearerAuth,
        params: OpsWithdrawalParams,
        body: OpsRejectBody,
        response: responses(OpsWithdrawal),
      },
      config,
      preHandler: requireOperator,
    },
    async (request) => ok(await rejectWithdrawal(app.ctx, operatorOf(request), request.params.withdrawalId, request.body.reason)),
  );

  app.post(
    '/ops/members/:username/kyc',
    {
      schema: {
        tags,
        summary: 'Verify a player’s identity under the name on their ID (a KYC reviewer’s decision); waiting withdrawals go on',
        security: bearerAuth,
        params: OpsKycParams,
        body: OpsKycBody,
        response: responses(OpsKycResult),
      },
      config,
      preHandler: requireOperator,
    },
    async (request) => ok(await verifyKyc(app.ctx, operatorOf(request), request.params.username, request.body.realName)),
  );

  await app.register(kycOperatorRoutes, { requireOperator, operatorOf });

  app.post(
    '/ops/audit/verify',
    {
      schema: {
        tags,
        summary: 'Seal the audit log, recompute its hash chain and name the first broken position (an anchor must still be in it)',
        security: bearerAuth,
        body: OpsAuditVerifyBody,
        response: responses(OpsAuditVerdict),
      },
      config,
      preHandler: requireOperator,
    },
    async (request) => ok(await verifyAudit(app.ctx.db, request.body?.anchor)),
  );

  app.post(
    '/ops/whitelabel/:flag',
    {
      schema: {
        tags,
        summary: 'Switch one of the merchant’s whitelabel flags (MANDATORYKYC3...); players see it within seconds',
        security: bearerAuth,
        params: OpsWhitelabelParams,
        body: OpsWhitelabelBody,
        response: responses(OpsWhitelabelResult),
      },
      config,
      preHandler: requireOperator,
    },
    async (request) =>
      ok(
        await setWhitelabelFlag(
          app.ctx,
          { kind: 'operator.whitelabel', actor: `operator:${operatorOf(request).id}` },
          request.params.flag,
          request.body.on,
        ),
      ),
  );
};
