import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import {
  CoolOffBody,
  LimitKey,
  PlaySession,
  PROTECTION_PATH,
  ProtectionState,
  RealityCheckBody,
  SelfExclusionBody,
  SetLimitBody,
  SetLimitResult,
} from '../../../contracts/protection';
import { authedMember, requireRealMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import {
  cancelLimitChange,
  confirmLimitChange,
  confirmRevocation,
  playSession,
  protectionState,
  requestRevocation,
  setPlayerLimit,
  setRealityCheck,
  takeBreak,
} from './service';

const tags = ['protection'];
/** Every write travels encrypted, like the other account changes. */
const config = { encryptedBody: true };
const NoFields = Type.Object({}, { additionalProperties: false });

function write<B extends TSchema, R extends TSchema>(summary: string, body: B, response: R) {
  return { schema: { tags, summary, security: bearerAuth, body, response: responses(response) }, config, preHandler: requireRealMember };
}

const sessionHashOf = (request: FastifyRequest) => request.auth!.tokenHash;

/** Player protection (issue 13): limits, breaks and the reality check; closed to trial players, whose money is play money. */
export const protectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    PROTECTION_PATH,
    {
      schema: {
        tags,
        summary: 'The player’s limits (set, in force, used, waiting), reality check and any break in force',
        security: bearerAuth,
        response: responses(ProtectionState),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await protectionState(app.ctx.db, authedMember(request).id)),
  );

  app.put(
    `${PROTECTION_PATH}/limit`,
    write(
      'Set or remove a limit: lower is in force at once, higher or removed waits 24 hours for confirmation',
      SetLimitBody,
      SetLimitResult,
    ),
    async (request) => ok(await setPlayerLimit(app.ctx, authedMember(request).id, request.body)),
  );

  app.post(
    `${PROTECTION_PATH}/limit/confirm`,
    write('Confirm a loosening whose 24 hours have passed', LimitKey, ProtectionState),
    async (request) => ok(await confirmLimitChange(app.ctx, authedMember(request).id, request.body)),
  );

  app.post(`${PROTECTION_PATH}/limit/cancel`, write('Withdraw a loosening still waiting', LimitKey, ProtectionState), async (request) =>
    ok(await cancelLimitChange(app.ctx, authedMember(request).id, request.body)),
  );

  app.put(
    `${PROTECTION_PATH}/realityCheck`,
    write('How often the reality check comes during play (minutes)', RealityCheckBody, ProtectionState),
    async (request) => ok(await setRealityCheck(app.ctx, authedMember(request).id, request.body.minutes)),
  );

  app.post(
    `${PROTECTION_PATH}/coolOff`,
    write('Take a break from play and deposits: 24 hours, 7 or 30 days; it cannot be ended early', CoolOffBody, ProtectionState),
    async (request) => ok(await takeBreak(app.ctx, authedMember(request), request.body.duration)),
  );

  app.post(
    `${PROTECTION_PATH}/selfExclusion`,
    write('Exclude oneself for 6 months, 1 or 5 years; the first 6 months cannot be revoked', SelfExclusionBody, ProtectionState),
    async (request) => ok(await takeBreak(app.ctx, authedMember(request), request.body.duration)),
  );

  app.post(
    `${PROTECTION_PATH}/selfExclusion/revoke`,
    write('Ask to end a self-exclusion past its first 6 months (confirmable 24 hours later)', NoFields, ProtectionState),
    async (request) => ok(await requestRevocation(app.ctx, authedMember(request).id)),
  );

  app.post(
    `${PROTECTION_PATH}/selfExclusion/confirmRevoke`,
    write('Confirm ending a self-exclusion, 24 hours after asking', NoFields, ProtectionState),
    async (request) => ok(await confirmRevocation(app.ctx, authedMember(request).id)),
  );

  app.get(
    `${PROTECTION_PATH}/playSession`,
    {
      schema: {
        tags,
        summary: 'This sign-in’s play session for the reality check: its start, net result and session limit',
        security: bearerAuth,
        response: responses(PlaySession),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await playSession(app.ctx, authedMember(request).id, sessionHashOf(request))),
  );
};
