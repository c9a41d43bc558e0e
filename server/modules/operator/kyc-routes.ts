import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  OpsKycDecisionBody,
  OpsKycImageParams,
  OpsKycQueue,
  OpsKycQueueQuery,
  OpsKycSubmission,
  OpsKycSubmissionParams,
} from '../../../contracts/kyc';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { decideKyc, opsKycImage, opsKycQueue, opsKycSubmission } from './kyc';
import type { OperatorRow } from './repository';

const tags = ['operator'];
const config = { access: 'open' as const };

export interface KycOperatorRouteOptions {
  requireOperator: preHandlerAsyncHookHandler;
  operatorOf: (request: FastifyRequest) => OperatorRow;
}

/** The KYC reviewer's hand: the queue, one submission, its images (operators only), and decisions. */
export const kycOperatorRoutes: FastifyPluginAsyncTypebox<KycOperatorRouteOptions> = async (app, { requireOperator, operatorOf }) => {
  app.get(
    '/ops/kyc',
    {
      schema: {
        tags,
        summary: 'KYC submissions by state (default: pending and on hold, oldest first)',
        security: bearerAuth,
        querystring: OpsKycQueueQuery,
        response: responses(OpsKycQueue),
      },
      config,
      preHandler: requireOperator,
    },
    async (request) => ok(await opsKycQueue(app.ctx, request.query)),
  );

  app.get(
    '/ops/kyc/:submissionId',
    {
      schema: {
        tags,
        summary: 'One KYC submission',
        security: bearerAuth,
        params: OpsKycSubmissionParams,
        response: responses(OpsKycSubmission),
      },
      config,
      preHandler: requireOperator,
    },
    async (request) => ok(await opsKycSubmission(app.ctx, request.params.submissionId)),
  );

  app.get(
    '/ops/kyc/:submissionId/images/:field',
    {
      schema: { tags, summary: 'One image of a KYC submission (operators only)', security: bearerAuth, params: OpsKycImageParams },
      config,
      preHandler: requireOperator,
    },
    async (request, reply) => {
      const image = await opsKycImage(app.ctx, request.params.submissionId, request.params.field);
      // Private: never cached, never framed or run as a document, even if a browser opens it directly.
      return reply
        .type(image.contentType)
        .header('cache-control', 'no-store, private')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .send(image.content);
    },
  );

  app.post(
    '/ops/kyc/:submissionId/decision',
    {
      schema: {
        tags,
        summary: 'Approve, reject (with the reason the player reads; RETRY or FINAL) or hold (with a note) a KYC submission',
        security: bearerAuth,
        params: OpsKycSubmissionParams,
        body: OpsKycDecisionBody,
        response: responses(OpsKycSubmission),
      },
      config,
      preHandler: requireOperator,
    },
    async (request) => ok(await decideKyc(app.ctx, operatorOf(request), request.params.submissionId, request.body)),
  );
};
