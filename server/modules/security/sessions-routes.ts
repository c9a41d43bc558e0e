import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SECURITY_MODULES } from '../../../contracts/security-modules';
import { ActiveSessions, moduleQuery, SECURITY_PATH, SessionsEnded } from '../../../contracts/security';
import { authedMember, requireRealMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { deviceCookie, trustDevice } from '../session/trusted-devices';
import { endOtherSessions, endSession, listSessions } from './sessions';

const tags = ['security'];
const URL = `${SECURITY_PATH}/sessions`;
const sessionsModule = moduleQuery(SECURITY_MODULES.sessions);

/** The player's live sessions, "sign out everywhere else" and ending one session (SESSION3). */
export const sessionListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    URL,
    {
      schema: {
        tags,
        summary: 'The live sessions (when, address, device; this one marked) and the login before this one (SESSION3)',
        security: bearerAuth,
        querystring: sessionsModule,
        response: responses(ActiveSessions),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await listSessions(app.ctx, authedMember(request).id, request.auth!.tokenHash)),
  );

  app.delete(
    URL,
    {
      schema: {
        tags,
        summary: 'Sign out everywhere else: every other session and the games it opened end; this one stays (SESSION3)',
        security: bearerAuth,
        querystring: sessionsModule,
        response: responses(SessionsEnded),
      },
      preHandler: requireRealMember,
    },
    async (request, reply) => {
      const memberId = authedMember(request).id;
      const ended = await endOtherSessions(app.ctx, memberId, request.auth!.tokenHash);
      // Every device lost its trust; the one in hand is the owner's, so it gets it back.
      await trustDevice(app.ctx, reply, memberId, deviceCookie(request));
      return ok(ended);
    },
  );

  app.delete(
    `${URL}/:id`,
    {
      schema: {
        tags,
        summary: 'End one other session and the games it opened (SESSION3)',
        security: bearerAuth,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        querystring: sessionsModule,
        response: responses(SessionsEnded),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await endSession(app.ctx, authedMember(request).id, request.params.id, request.auth!.tokenHash)),
  );
};
