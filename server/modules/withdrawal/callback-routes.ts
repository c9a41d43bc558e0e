import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../http/envelope';
import { receivePayoutCallback } from './callbacks';

/**
 * The payout provider's status callbacks (Xendit's shape, `x-callback-token`). The body is only
 * a hint of which withdrawal to look at: the job re-reads the payout from the provider.
 */
export const payoutCallbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/wps/payouts/:provider/callback',
    {
      schema: {
        tags: ['withdrawal'],
        summary: 'Payout provider callbacks; the payout is re-read from the provider before anything moves',
        params: Type.Object({ provider: Type.String({ pattern: '^[a-z]{2,20}$' }) }, { additionalProperties: false }),
        // Only what is read; the provider's other fields pass unread.
        body: Type.Object({ data: Type.Object({ reference_id: Type.String({ minLength: 1, maxLength: 255 }) }) }),
        hide: true,
      },
      // A provider's server-to-server call: not judged by the player's network, and settled during maintenance.
      config: { access: 'settlement', rateLimit: { max: 6000, timeWindow: '1 minute' } },
    },
    async (request) => {
      const token = request.headers['x-callback-token'];
      await receivePayoutCallback(
        app.ctx,
        request.params.provider,
        typeof token === 'string' ? token : undefined,
        request.body.data.reference_id,
      );
      return ok(null);
    },
  );
};
