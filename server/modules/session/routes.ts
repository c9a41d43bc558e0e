import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EncryptionKeyValue, LoginRequest } from '../../../contracts/account';
import { LoginValue, TrialValue } from '../../../contracts/session';
import { bearerToken } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { login, logout, startTrial } from './service';
import { deviceCookie, trustDevice } from './trusted-devices';

/** Trial accounts are cheap to make, so their creation is rate limited per IP. */
const TRIALS_PER_IP_PER_HOUR = 20;

export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wps/session/encryption',
    { schema: { tags: ['session'], summary: 'Public key for encrypted request bodies', response: responses(EncryptionKeyValue) } },
    async () => ok(app.ctx.cipher.publicKey),
  );

  app.post(
    '/wps/session/login',
    {
      schema: {
        tags: ['session'],
        summary:
          'Log in by username + password or mobile + SMS code. The body travels encrypted ' +
          '(header Encryption, see /wps/session/encryption); the schema shown is the decrypted body.',
        body: LoginRequest,
        response: responses(LoginValue),
      },
      config: { encryptedBody: true },
    },
    async (request, reply) => {
      const device = deviceCookie(request);
      const { value, memberId } = await login(app.ctx, request.body, request.ip, device, request.headers['user-agent'] ?? null);
      await trustDevice(app.ctx, reply, memberId, device);
      return ok(value);
    },
  );

  for (const url of ['/wps/session/login/freeplay', '/wps/member/trialuser']) {
    app.post(
      url,
      {
        schema: { tags: ['session'], summary: 'Start a free-play (trial) session', response: responses(TrialValue) },
        config: { rateLimit: { max: TRIALS_PER_IP_PER_HOUR, timeWindow: '1 hour' } },
      },
      async (request) => ok(await startTrial(app.ctx, request.ip)),
    );
  }

  app.delete(
    '/wps/session/logout',
    { schema: { tags: ['session'], summary: 'End this session (idempotent)', security: bearerAuth, response: responses(Type.Null()) } },
    async (request) => {
      const token = bearerToken(request);
      if (token) await logout(app.ctx, token);
      return ok(null);
    },
  );
};
