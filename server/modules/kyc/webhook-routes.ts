import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { KYC_SIGNATURE_HEADER } from '../../vendors/kyc-sandbox/signature';
import { receiveKycEvent } from './provider-events';

/**
 * The verification provider's webhook. The body is kept as raw bytes: the signature is over
 * exactly what was sent, so it is checked before any parsing. 200 tells the provider the event is
 * stored (or was before); anything else makes it deliver again.
 */
export const kycWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/wps/kyc/:provider/webhook',
    {
      schema: {
        tags: ['kyc'],
        summary: 'Verification provider events (signed); stored once, then applied after reading the review back',
        params: { type: 'object', properties: { provider: { type: 'string', pattern: '^[a-z-]{2,20}$' } }, required: ['provider'] },
        hide: true,
      },
      // A provider's server-to-server call: not judged by the player's network, and settled during maintenance.
      config: { access: 'settlement', rateLimit: { max: 6000, timeWindow: '1 minute' } },
    },
    async (request) => {
      const params = request.params as { provider: string };
      if (params.provider !== app.ctx.kyc?.code) throw errors.notFound('No such verification provider');
      if (!Buffer.isBuffer(request.body)) throw errors.unsupportedMediaType('Events are application/json');
      const signature = request.headers[KYC_SIGNATURE_HEADER];
      return ok({ outcome: await receiveKycEvent(app.ctx, request.body, typeof signature === 'string' ? signature : undefined) });
    },
  );
};
