import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DepositIdParams, DepositOrder } from '../../../contracts/deposit';
import { ok } from '../../http/envelope';
import { responses } from '../../http/route-schema';
import { confirmCryptoDeposit } from './crypto-confirm';

/**
 * The sandbox's stand-in for the blockchain: a tester confirms that a crypto order's coins
 * arrived (a real desk watches the chain for the quoted amount at the order's address).
 * Registered in sandbox mode only.
 */
export const sandboxDepositRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/sandbox/crypto/:depositId/confirm',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox only: the coins of a pending crypto deposit arrived (credits it once, before its quote expires)',
        params: DepositIdParams,
        response: responses(DepositOrder),
      },
      config: { access: 'open' },
    },
    async (request) => ok(await confirmCryptoDeposit(app.ctx, request.params.depositId)),
  );
};
