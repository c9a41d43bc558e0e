import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AffiliateBody,
  AffiliateValue,
  ChangePasswordBody,
  RegisterBody,
  RegisterSettingsValue,
  ResetByEmailBody,
  ResetBySmsBody,
  ResetEmailRequestBody,
  SmsValue,
  UsernameCheckValue,
} from '../../../contracts/account';
import { moduleQuery } from '../../../contracts/security';
import { SECURITY_MODULES } from '../../../contracts/security-modules';
import { LoginValue } from '../../../contracts/session';
import { authedMember, requireRealMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, costlyToAnswer, responses } from '../../http/route-schema';
import { codeRequester } from '../verification/codes';
import { isActiveAffiliate } from './affiliates';
import { changePassword, resetByEmail, resetBySms, sendEmailResetCode } from './password';
import { isUsernameAvailable, register } from './register';
import { registerSettings } from './register-settings';

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;
  const merchant = () => ctx.merchants.get(ctx.config.merchantCode);

  app.get(
    '/wps/system/setting/register',
    {
      schema: {
        tags: ['account'],
        summary: 'The registration form: methods, fields and their rules',
        response: responses(RegisterSettingsValue),
      },
    },
    async () => ok(registerSettings(await merchant())),
  );

  app.get(
    '/wps/check/username',
    {
      schema: {
        tags: ['account'],
        summary: 'Is a username still free?',
        querystring: Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
        response: responses(UsernameCheckValue),
      },
      config: costlyToAnswer,
    },
    async (request) => ok({ available: await isUsernameAvailable(ctx, request.query.username) }),
  );

  app.post(
    '/wps/agent/affiliate',
    {
      schema: {
        tags: ['account'],
        summary: 'Verify an invitation (affiliate) code',
        body: AffiliateBody,
        response: responses(AffiliateValue),
      },
      config: costlyToAnswer,
    },
    async (request) => ok({ code: request.body.code.trim(), valid: await isActiveAffiliate(ctx, request.body.code) }),
  );

  for (const [url, method] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    app.put(
      url,
      {
        schema: {
          tags: ['account'],
          summary: `Register by ${method}; answers a logged-in session`,
          body: RegisterBody,
          response: responses(LoginValue),
        },
        config: costlyToAnswer,
      },
      async (request) => ok(await register(ctx, request.body, method, request.ip, request.headers['user-agent'] ?? null)),
    );
  }

  app.post(
    '/wps/v2/member/password',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the login password (body encrypted, LOGINPSW3); ends the other sessions',
        security: bearerAuth,
        querystring: moduleQuery(SECURITY_MODULES.loginPassword),
        body: ChangePasswordBody,
        response: responses(Type.Null()),
      },
      // A password travels like the login's: encrypted (Encryption header), refused plain where required.
      config: { encryptedBody: true, beforePasswordChange: true },
      preHandler: requireRealMember,
    },
    async (request) => {
      await changePassword(ctx, authedMember(request), request.auth!.tokenHash, request.body, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/verification',
    {
      schema: {
        tags: ['account'],
        summary: 'Reset a forgotten password with an SMS code',
        body: ResetBySmsBody,
        response: responses(Type.Null()),
      },
      config: costlyToAnswer,
    },
    async (request) => {
      await resetBySms(ctx, request.body);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/email',
    {
      schema: {
        tags: ['account'],
        summary: 'Email a password-reset code (same answer whether or not the account exists)',
        body: ResetEmailRequestBody,
        response: responses(SmsValue),
      },
      config: costlyToAnswer,
    },
    async (request) =>
      ok({ expirationTime: await sendEmailResetCode(ctx, request.body.username, request.body.email, codeRequester(request)) }),
  );

  app.post(
    '/wps/member/password/email/reset',
    {
      schema: {
        tags: ['account'],
        summary: 'Reset a forgotten password with the emailed code',
        body: ResetByEmailBody,
        response: responses(Type.Null()),
      },
      config: costlyToAnswer,
    },
    async (request) => {
      await resetByEmail(ctx, request.body);
      return ok(null);
    },
  );
};
