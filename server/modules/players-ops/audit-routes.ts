import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditTrailPage, AuditTrailQuery } from '../../../contracts/players-ops';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { staffGuard } from '../staff/guard';
import { auditTrail } from './audit-trail';

const tags = ['players'];
const config = { access: 'open' as const };
const security = bearerAuth;

/** The audit trail of a player or a case (audit.view). */
export const auditTrailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ops/api/audit',
    {
      schema: {
        tags,
        summary:
          'The audit trail of a player or a case, newest first: who, when, what, the reason, and each entry’s place in the hash chain',
        security,
        querystring: AuditTrailQuery,
        response: responses(AuditTrailPage),
      },
      config,
      preHandler: staffGuard('audit.view'),
    },
    async (request) => ok(await auditTrail(app.ctx, request.query)),
  );
};
