import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ChangePaymentPasswordBody, PaymentPasswordState, SetPaymentPasswordBody } from '../../../contracts/security';
import { authedMember, requireRealMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { changePaymentPassword, paymentPasswordState, setPaymentPassword } from './service';

const PATH = '/wps/v2/member/securityConfig/paymentPassword';

/** The security centre's payment password (SPEC §7 "Security"): closed to trial players, writes encrypted. */
export const securityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    PATH,
    {
      schema: {
        tags: ['security'],
        summary: 'Whether the player has set a payment password',
        security: bearerAuth,
        response: responses(PaymentPasswordState),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await paymentPasswordState(app.ctx, authedMember(request).id)),
  );

  app.put(
    PATH,
    {
      schema: {
        tags: ['security'],
        summary: 'Set the first payment password (six digits), confirmed by the login password; wrong guesses are limited',
        security: bearerAuth,
        body: SetPaymentPasswordBody,
        response: responses(Type.Null()),
      },
      config: { encryptedBody: true },
      preHandler: requireRealMember,
    },
    async (request) => {
      await setPaymentPassword(app.ctx, authedMember(request), request.body);
      return ok(null);
    },
  );

  app.post(
    PATH,
    {
      schema: {
        tags: ['security'],
        summary: 'Change the payment password, confirmed by the current one; wrong guesses are limited',
        security: bearerAuth,
        body: ChangePaymentPasswordBody,
        response: responses(Type.Null()),
      },
      config: { encryptedBody: true },
      preHandler: requireRealMember,
    },
    async (request) => {
      await changePaymentPassword(app.ctx, authedMember(request).id, request.body);
      return ok(null);
    },
  );
};
