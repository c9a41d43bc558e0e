import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SECURITY_MODULES } from '../../../contracts/security-modules';
import {
  ChangePaymentPasswordBody,
  MemberQuestions,
  moduleQuery,
  PaymentPasswordState,
  ResetPaymentPasswordBody,
  SECURITY_PATH,
  SecurityCentre,
  SecurityQuestionList,
  SetPaymentPasswordBody,
  SetSecurityAnswersBody,
} from '../../../contracts/security';
import { authedMember, requireRealMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { contactRoutes } from './contact-routes';
import { requesterOf } from './requester';
import { securityFacts } from './centre';
import { resetPaymentPassword } from './payment-password-reset';
import { SECURITY_QUESTIONS } from './questions';
import { memberQuestions, setSecurityAnswers } from './security-answers';
import { changePaymentPassword, paymentPasswordState, setPaymentPassword } from './service';
import { sessionListRoutes } from './sessions-routes';
import { securityWrite } from './write-route';

const PATH = `${SECURITY_PATH}/paymentPassword`;
const tags = ['security'];
const paymentModule = moduleQuery(SECURITY_MODULES.paymentPassword);
const questionsModule = moduleQuery(SECURITY_MODULES.securityQuestions);

/**
 * The security centre (SPEC §7 "Security"): closed to trial players, writes encrypted, each call
 * with its module id (contracts/security-modules.ts). Payment password and security questions
 * here; email and payee in contact-routes.ts, sessions in sessions-routes.ts.
 */
export const securityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${SECURITY_PATH}/centre`,
    {
      schema: {
        tags,
        summary: 'Each entry of the security centre and its state (SECCTR3)',
        security: bearerAuth,
        querystring: moduleQuery(SECURITY_MODULES.centre),
        response: responses(SecurityCentre),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await securityFacts(app.ctx, authedMember(request).id)),
  );

  app.get(
    PATH,
    {
      schema: {
        tags,
        summary: 'Whether the player has set a payment password (PAYPSW3)',
        security: bearerAuth,
        querystring: paymentModule,
        response: responses(PaymentPasswordState),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await paymentPasswordState(app.ctx, authedMember(request).id)),
  );

  app.put(
    PATH,
    securityWrite(
      'Set the first payment password (six digits), confirmed by the login password; wrong guesses are limited (PAYPSW3)',
      paymentModule,
      SetPaymentPasswordBody,
    ),
    async (request) => {
      await setPaymentPassword(app.ctx, authedMember(request), request.body);
      return ok(null);
    },
  );

  // SPEC's "create payment password alternate (POST)": an alternative payment password in place
  // of the current one, which it needs (a forgotten one is reset through the security questions).
  app.post(
    PATH,
    securityWrite(
      'Change the payment password, confirmed by the current one; wrong guesses are limited (PAYPSW3)',
      paymentModule,
      ChangePaymentPasswordBody,
    ),
    async (request) => {
      await changePaymentPassword(app.ctx, authedMember(request).id, request.body);
      return ok(null);
    },
  );

  app.post(
    `${PATH}/reset`,
    securityWrite(
      'Reset a forgotten payment password with the answers to the player’s security questions and the login password; ' +
        'wrong answers are limited (PAYPSW3)',
      paymentModule,
      ResetPaymentPasswordBody,
    ),
    async (request) => {
      await resetPaymentPassword(app.ctx, authedMember(request), request.body, requesterOf(request));
      return ok(null);
    },
  );

  app.get(
    `${SECURITY_PATH}/securityQuestions`,
    {
      schema: {
        tags,
        summary: 'The security questions a player may choose from (SECQ3)',
        security: bearerAuth,
        querystring: questionsModule,
        response: responses(SecurityQuestionList),
      },
      preHandler: requireRealMember,
    },
    async () => ok([...SECURITY_QUESTIONS]),
  );

  app.get(
    `${SECURITY_PATH}/memberQuestions`,
    {
      schema: {
        tags,
        summary: 'The questions the player answered (never the answers) (SECQ3)',
        security: bearerAuth,
        querystring: questionsModule,
        response: responses(MemberQuestions),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await memberQuestions(app.ctx, authedMember(request).id)),
  );

  app.put(
    `${SECURITY_PATH}/securityAnswers`,
    securityWrite(
      'Set three security questions and their answers, confirmed by the login password (SECQ3)',
      questionsModule,
      SetSecurityAnswersBody,
    ),
    async (request) => {
      await setSecurityAnswers(app.ctx, authedMember(request), request.body, requesterOf(request));
      return ok(null);
    },
  );

  await contactRoutes(app, {});
  await sessionListRoutes(app, {});
};
