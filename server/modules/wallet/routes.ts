import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WalletValue } from '../../../contracts/wallet';
import { authedMember, requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { walletOf } from './service';

export const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wps/wallets/gcs',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Balance of the logged-in player, in centavos',
        security: bearerAuth,
        response: responses(WalletValue),
      },
      preHandler: requireSession,
    },
    async (request) => ok(await walletOf(app.ctx, authedMember(request))),
  );
};
