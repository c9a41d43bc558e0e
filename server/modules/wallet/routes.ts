import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WalletValue } from '../../../contracts/wallet';
import { authedMember, requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { playerBalance } from '../../ledger/ledger';

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
    async (request) => {
      const member = authedMember(request);
      const merchant = await app.ctx.merchants.get(member.merchant_code);
      return ok({
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        sumBalance: await playerBalance(app.ctx.db, member.id, merchant.currency),
      });
    },
  );
};
