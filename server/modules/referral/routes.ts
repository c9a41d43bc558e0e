import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReferralPlayersPage, ReferralPlayersQuery, ReferralValue } from '../../../contracts/referral';
import { authedMember, requireRealMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { invitedPlayers, referralOf } from './service';

/** Invite / referral: closed to trial players (TRIAL_FORBIDDEN), whose accounts bring nobody. */
export const referralRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wps/member/referral',
    {
      schema: {
        tags: ['referral'],
        summary: 'The member’s invitation code and registration link (the code is made on the first ask)',
        security: bearerAuth,
        response: responses(ReferralValue),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await referralOf(app.ctx, authedMember(request))),
  );

  app.get(
    '/wps/member/referral/players',
    {
      schema: {
        tags: ['referral'],
        summary: 'The players who registered with the member’s code, newest first, names masked',
        security: bearerAuth,
        querystring: ReferralPlayersQuery,
        response: responses(ReferralPlayersPage),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await invitedPlayers(app.ctx, authedMember(request), request.query)),
  );
};
