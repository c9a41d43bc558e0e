import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HumanChallengeValue, SmsRegisterBody, SmsRequestBody, SmsValue } from '../../../contracts/account';
import { ok } from '../../http/envelope';
import { costlyToAnswer, responses } from '../../http/route-schema';
import { sendSmsCodeToMember, sendSmsRegisterCode } from './service';
import { codeRequester } from './codes';

export const verificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/wps/verification/challenge',
    {
      schema: {
        tags: ['verification'],
        summary: 'A human-verification (ALTCHA proof-of-work) challenge',
        response: responses(HumanChallengeValue),
      },
      config: costlyToAnswer,
    },
    async () => ok((await ctx.humanCheck.challenge()) as unknown as { parameters: Record<string, unknown>; signature?: string }),
  );

  app.post(
    '/wps/verification/sms/register',
    {
      schema: { tags: ['verification'], summary: 'Send a registration code by SMS', body: SmsRegisterBody, response: responses(SmsValue) },
      config: costlyToAnswer,
    },
    async (request) =>
      ok({
        expirationTime: await sendSmsRegisterCode(ctx, request.body.mobileNum, request.body.countryDialingCode, codeRequester(request)),
      }),
  );

  app.post(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        tags: ['verification'],
        summary: 'Send a login or password-reset code by SMS',
        body: SmsRequestBody,
        response: responses(SmsValue),
      },
      config: costlyToAnswer,
    },
    async (request) => {
      const { mobileNum, countryDialingCode, purpose = 'login' } = request.body;
      return ok({ expirationTime: await sendSmsCodeToMember(ctx, purpose, mobileNum, countryDialingCode, codeRequester(request)) });
    },
  );
};
