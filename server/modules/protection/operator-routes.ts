import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OpsLimitBody,
  OpsMemberParams,
  OpsProtection,
  OpsRestrictedBody,
  OpsRestrictedEntry,
  OpsRestrictedList,
  OpsUnrestrictBody,
  OpsUnrestrictResult,
} from '../../../contracts/protection';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { operatorCheck, operatorOf } from '../operator/routes';
import { opsProtection, restrictedList, restrictIdentity, setOperatorLimit, unrestrictIdentity } from './operator';

const tags = ['operator'];
/** The operator works during maintenance too, from the operator's own network. */
const config = { access: 'open' as const };

/** The operator's hand on player protection: a player's limits, and the restricted-persons list (`npm run ops`). */
export const protectionOperatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.decorateRequest('operator', null);
  const preHandler = operatorCheck();

  app.get(
    '/ops/members/:username/protection',
    {
      schema: {
        tags,
        summary: 'A player’s limits, reality check and break',
        security: bearerAuth,
        params: OpsMemberParams,
        response: responses(OpsProtection),
      },
      config,
      preHandler,
    },
    async (request) => ok(await opsProtection(app.ctx, request.params.username)),
  );

  app.post(
    '/ops/members/:username/limits',
    {
      schema: {
        tags,
        summary:
          'Set or remove the operator’s limit for a player (in force at once; the stricter of the player’s and the operator’s applies)',
        security: bearerAuth,
        params: OpsMemberParams,
        body: OpsLimitBody,
        response: responses(OpsProtection),
      },
      config,
      preHandler,
    },
    async (request) => ok(await setOperatorLimit(app.ctx, operatorOf(request), request.params.username, request.body)),
  );

  app.get(
    '/ops/restricted-identities',
    {
      schema: {
        tags,
        summary: 'The restricted-persons list (hashes only: kind, source, reason, dates)',
        security: bearerAuth,
        response: responses(OpsRestrictedList),
      },
      config,
      preHandler,
    },
    async () => ok(await restrictedList(app.ctx)),
  );

  app.post(
    '/ops/restricted-identities',
    {
      schema: {
        tags,
        summary: 'Add a mobile, email or ID number to the restricted-persons list: registration with it is refused',
        security: bearerAuth,
        body: OpsRestrictedBody,
        response: responses(OpsRestrictedEntry),
      },
      config,
      preHandler,
    },
    async (request) => ok(await restrictIdentity(app.ctx, operatorOf(request), request.body)),
  );

  app.post(
    '/ops/restricted-identities/remove',
    {
      schema: {
        tags,
        summary: 'Take a mobile, email or ID number off the operator’s restricted-persons list',
        security: bearerAuth,
        body: OpsUnrestrictBody,
        response: responses(OpsUnrestrictResult),
      },
      config,
      preHandler,
    },
    async (request) => ok(await unrestrictIdentity(app.ctx, operatorOf(request), request.body)),
  );
};
