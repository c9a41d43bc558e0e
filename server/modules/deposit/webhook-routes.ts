import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { receiveEvent } from './gateway-events';

/**
 * The payment provider's webhook. Its body is kept as raw bytes: the signature is over exactly
 * what was sent, so it must be checked before any parsing. An answer of 200 tells the provider
 * the event is stored (or was before); anything else makes it deliver again.
 */
export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/wps/payments/:provider/webhook',
    {
      schema: {
        tags: ['deposit'],
        summary: 'Payment provider events (PayMongo-signed); stored, then processed off the request path',
        params: { type: 'object', properties: { provider: { type: 'string', pattern: '^[a-z]{2,20}$' } }, required: ['provider'] },
        hide: true,
      },
      // A provider's server-to-server call: not judged by the player's network, and settled during maintenance.
      config: { access: 'settlement', rateLimit: { max: 6000, timeWindow: '1 minute' } },
    },
    async (request) => {
      const params = request.params as { provider: string };
      if (params.provider !== app.ctx.payments?.code) throw errors.notFound('No such payment provider');
      if (!Buffer.isBuffer(request.body)) throw errors.unsupportedMediaType('Events are application/json');
      const signature = request.headers['paymongo-signature'];
      return ok({ outcome: await receiveEvent(app.ctx, request.body, typeof signature === 'string' ? signature : undefined) });
    },
  );
};
