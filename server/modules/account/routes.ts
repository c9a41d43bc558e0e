import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AffiliateBody,
  AffiliateValue,
  CaptchaValue,
  ChangePasswordBody,
  EncryptionKeyValue,
  HumanChallengeValue,
  RegisterBody,
  RegisterSettingsValue,
  ResetByEmailBody,
  ResetBySmsBody,
  ResetEmailRequestBody,
  SmsRegisterBody,
  SmsRequestBody,
  SmsValue,
  UsernameCheckValue,
} from '../../../contracts/account';
import { LoginValue } from '../../../contracts/session';
import { authedMember, requireRealMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { newCaptcha } from '../captcha/captcha';
import { findMemberByUsername } from '../member/repository';
import { deviceCookie } from '../session/trusted-devices';
import { sendCode, type CodeRequester } from '../verification/codes';
import { isActiveAffiliate } from './affiliates';
import { changePassword, resetByEmail, resetBySms, sendEmailResetCode, sendSmsLoginCode, sendSmsResetCode } from './password';
import { parseMobile } from './phone';
import { register } from './register';
import { registerSettings } from './register-settings';

/** Code and captcha endpoints are cheap to call and costly to answer: a tighter per-IP limit. */
const tight = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Who asks for a code, from a request whose body carries a human-check proof. */
function requester(request: FastifyRequest<{ Body: { humanCheck?: string } }>): CodeRequester {
  return { ip: request.ip, humanCheck: request.body.humanCheck, device: deviceCookie(request) };
}

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;
  const merchant = () => ctx.merchants.get(ctx.config.merchantCode);

  app.get(
    '/wps/system/setting/register',
    { schema: { tags: ['account'], summary: 'The registration form: methods, fields and their rules', response: responses(RegisterSettingsValue) } },
    async () => ok(registerSettings(await merchant())),
  );

  app.get(
    '/wps/check/username',
    { schema: { tags: ['account'], summary: 'Is a username still free?', querystring: Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }), response: responses(UsernameCheckValue) }, config: tight },
    async (request) => ok({ available: !(await findMemberByUsername(ctx.db, ctx.config.merchantCode, request.query.username.trim())) }),
  );

  app.post(
    '/wps/agent/affiliate',
    { schema: { tags: ['account'], summary: 'Verify an invitation (affiliate) code', body: AffiliateBody, response: responses(AffiliateValue) }, config: tight },
    async (request) => ok({ code: request.body.code.trim(), valid: await isActiveAffiliate(ctx, request.body.code) }),
  );

  app.get(
    '/wps/captcha',
    { schema: { tags: ['account'], summary: 'A new numeric captcha: a PNG picture, and its answer sealed behind a proof of work for players who cannot see it', response: responses(CaptchaValue) }, config: tight },
    async () => ok(await newCaptcha(ctx)),
  );

  app.get(
    '/wps/verification/challenge',
    { schema: { tags: ['account'], summary: 'A human-verification (ALTCHA proof-of-work) challenge', response: responses(HumanChallengeValue) }, config: tight },
    async () => ok((await ctx.humanCheck.challenge()) as unknown as { parameters: Record<string, unknown>; signature?: string }),
  );

  app.get(
    '/wps/session/encryption',
    { schema: { tags: ['session'], summary: 'Public key for encrypted request bodies', response: responses(EncryptionKeyValue) } },
    async () => ok(ctx.cipher.publicKey),
  );

  app.post(
    '/wps/verification/sms/register',
    { schema: { tags: ['account'], summary: 'Send a registration code by SMS', body: SmsRegisterBody, response: responses(SmsValue) }, config: tight },
    async (request) => {
      const phone = parseMobile(request.body.mobileNum, request.body.countryDialingCode);
      return ok({ expirationTime: await sendCode(ctx, { purpose: 'register', channel: 'sms', destination: phone.e164 }, requester(request)) });
    },
  );

  app.post(
    '/wps/verification/sms/noLogin',
    { schema: { tags: ['account'], summary: 'Send a login or password-reset code by SMS', body: SmsRequestBody, response: responses(SmsValue) }, config: tight },
    async (request) => {
      const { mobileNum, countryDialingCode, purpose = 'login' } = request.body;
      const send = purpose === 'reset' ? sendSmsResetCode : sendSmsLoginCode;
      return ok({ expirationTime: await send(ctx, mobileNum, countryDialingCode, requester(request)) });
    },
  );

  for (const [url, method] of [['/wps/member/register', 'username'], ['/wps/member/register/mobile', 'mobile']] as const) {
    app.put(
      url,
      { schema: { tags: ['account'], summary: `Register by ${method}; answers a logged-in session`, body: RegisterBody, response: responses(LoginValue) }, config: tight },
      async (request) => ok(await register(ctx, request.body, method, request.ip)),
    );
  }

  app.post(
    '/wps/v2/member/password',
    { schema: { tags: ['account'], summary: 'Change the login password; ends the other sessions', security: bearerAuth, body: ChangePasswordBody, response: responses(Type.Null()) }, preHandler: requireRealMember },
    async (request) => {
      await changePassword(ctx, authedMember(request), request.auth!.tokenHash, request.body, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/verification',
    { schema: { tags: ['account'], summary: 'Reset a forgotten password with an SMS code', body: ResetBySmsBody, response: responses(Type.Null()) }, config: tight },
    async (request) => {
      await resetBySms(ctx, request.body);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/email',
    { schema: { tags: ['account'], summary: 'Email a password-reset code (same answer whether or not the account exists)', body: ResetEmailRequestBody, response: responses(SmsValue) }, config: tight },
    async (request) => ok({ expirationTime: await sendEmailResetCode(ctx, request.body.username, request.body.email, requester(request)) }),
  );

  app.post(
    '/wps/member/password/email/reset',
    { schema: { tags: ['account'], summary: 'Reset a forgotten password with the emailed code', body: ResetByEmailBody, response: responses(Type.Null()) }, config: tight },
    async (request) => {
      await resetByEmail(ctx, request.body);
      return ok(null);
    },
  );
};
