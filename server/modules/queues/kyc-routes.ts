import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpsKycSubmission } from '../../../contracts/kyc';
import {
  KycQueueApproveBody,
  KycQueuePage,
  KycQueueQuery,
  KycQueueRejectBody,
  QueueCounts,
  QueueKycDocumentParams,
  QueueKycParams,
  QueueReasonBody,
} from '../../../contracts/queues';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { opsKycImage } from '../operator/kyc';
import { staffGuard, staffOf } from '../staff/guard';
import { approveKycByStaff, holdKycByStaff, rejectKycByStaff } from './decisions';
import { kycCase, kycQueue, queueCounts } from './service';

const tags = ['queues'];
const config = { access: 'open' as const };
const security = bearerAuth;

export const kycQueueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ops/api/queues/kyc',
    {
      schema: {
        tags,
        summary: 'KYC cases waiting for a reviewer (pending, on hold) or by state, paged by cursor',
        security,
        querystring: KycQueueQuery,
        response: responses(KycQueuePage),
      },
      config,
      preHandler: staffGuard('kyc.view'),
    },
    async (request) => ok(await kycQueue(app.ctx, request.query)),
  );

  app.get(
    '/ops/api/queues/kyc/counts',
    {
      schema: {
        tags,
        summary: 'How many KYC cases wait in each open state, and the oldest’s wait',
        security,
        response: responses(QueueCounts),
      },
      config,
      preHandler: staffGuard('kyc.view'),
    },
    async () => ok(await queueCounts(app.ctx, 'kyc')),
  );

  app.get(
    '/ops/api/queues/kyc/:submissionId',
    {
      schema: {
        tags,
        summary: 'One KYC case (its images and ID number only with kyc.documents)',
        security,
        params: QueueKycParams,
        response: responses(OpsKycSubmission),
      },
      config,
      preHandler: staffGuard('kyc.view'),
    },
    async (request) => ok(await kycCase(app.ctx, request.params.submissionId, staffOf(request).permissions.includes('kyc.documents'))),
  );

  app.get(
    '/ops/api/queues/kyc/:submissionId/documents/:field',
    {
      schema: { tags, summary: 'One ID image of a KYC case (KYC reviewers only)', security, params: QueueKycDocumentParams },
      config,
      preHandler: staffGuard('kyc.documents'),
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
    '/ops/api/queues/kyc/:submissionId/approve',
    {
      schema: {
        tags,
        summary: 'Approve a KYC case (optionally until the ID’s expiry); waiting withdrawals go on; a repeat answers the state',
        security,
        params: QueueKycParams,
        body: KycQueueApproveBody,
        response: responses(OpsKycSubmission),
      },
      config,
      preHandler: staffGuard('kyc.approve'),
    },
    async (request) => ok(await approveKycByStaff(app.ctx, staffOf(request), request.params.submissionId, request.body ?? {})),
  );

  app.post(
    '/ops/api/queues/kyc/:submissionId/reject',
    {
      schema: {
        tags,
        summary: 'Reject a KYC case with the reason the player reads, resubmission allowed (RETRY) or not (FINAL)',
        security,
        params: QueueKycParams,
        body: KycQueueRejectBody,
        response: responses(OpsKycSubmission),
      },
      config,
      preHandler: staffGuard('kyc.reject'),
    },
    async (request) => ok(await rejectKycByStaff(app.ctx, staffOf(request), request.params.submissionId, request.body)),
  );

  app.post(
    '/ops/api/queues/kyc/:submissionId/hold',
    {
      schema: {
        tags,
        summary: 'Put a KYC case on hold for a second look, with the reviewer’s note',
        security,
        params: QueueKycParams,
        body: QueueReasonBody,
        response: responses(OpsKycSubmission),
      },
      config,
      preHandler: staffGuard('kyc.hold'),
    },
    async (request) => ok(await holdKycByStaff(app.ctx, staffOf(request), request.params.submissionId, request.body.reason)),
  );
};
