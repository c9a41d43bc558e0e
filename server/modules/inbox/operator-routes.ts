import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpsInboxBody, OpsInboxResult } from '../../../contracts/inbox';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { operatorCheck, operatorOf } from '../operator/routes';
import { sendOperatorMessage } from './service';

/** The operator writes to players' inboxes (`npm run ops -- send-message`), during maintenance too. */
export const inboxOperatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.decorateRequest('operator', null);
  const preHandler = operatorCheck();

  app.post(
    '/ops/inbox',
    {
      schema: {
        tags: ['operator'],
        summary: 'Send a message to one player (username) or a segment (all, verified, unverified, depositors, nonDepositors)',
        security: bearerAuth,
        body: OpsInboxBody,
        response: responses(OpsInboxResult),
      },
      config: { access: 'open' as const },
      preHandler,
    },
    async (request) => {
      const operator = operatorOf(request);
      return ok(await sendOperatorMessage(app.ctx, { name: operator.name, actor: `operator:${operator.id}` }, request.body));
    },
  );
};
