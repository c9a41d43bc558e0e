import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SECURITY_MODULES } from '../../../contracts/security-modules';
import {
  BindEmailBody,
  BindEmailCodeBody,
  BindEmailCodeValue,
  BindPayeeBody,
  moduleQuery,
  SECURITY_PATH,
} from '../../../contracts/security';
import { authedMember, requireRealMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, costlyToAnswer, responses } from '../../http/route-schema';
import { codeRequester } from '../verification/codes';
import { bindEmail, sendBindEmailCode } from './email';
import { bindPayee } from './payee';
import { requesterOf } from './requester';
import { securityWrite } from './write-route';

const tags = ['security'];
const emailModule = moduleQuery(SECURITY_MODULES.bindEmail);

/** Binding an email (with a code sent to it) and the payee name: real players only, bodies encrypted. */
export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${SECURITY_PATH}/email/code`,
    {
      schema: {
        tags,
        summary: 'Send a code to the email to bind (the sandbox outbox shows it); answers when the next may be asked (BINDEMAIL3)',
        security: bearerAuth,
        querystring: emailModule,
        body: BindEmailCodeBody,
        response: responses(BindEmailCodeValue),
      },
      config: { encryptedBody: true, ...costlyToAnswer },
      preHandler: requireRealMember,
    },
    async (request) =>
      ok({ expirationTime: await sendBindEmailCode(app.ctx, authedMember(request), request.body, codeRequester(request)) }),
  );

  app.post(
    `${SECURITY_PATH}/email`,
    securityWrite('Bind the email the code went to, confirmed by the login password (BINDEMAIL3)', emailModule, BindEmailBody),
    async (request) => {
      await bindEmail(app.ctx, authedMember(request), request.body, requesterOf(request));
      return ok(null);
    },
  );

  app.post(
    `${SECURITY_PATH}/payee`,
    securityWrite(
      'Bind the payee name once (the verified name, once identity is verified), confirmed by the login password (BINDPAYEE3)',
      moduleQuery(SECURITY_MODULES.bindPayee),
      BindPayeeBody,
    ),
    async (request) => {
      await bindPayee(app.ctx, authedMember(request), request.body, requesterOf(request));
      return ok(null);
    },
  );
};
