import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MemberTransactionPage, MemberTransactionQuery, TxCodeList, WalletValue } from '../../../contracts/wallet';
import { authedMember, requireRealMember, requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { transactionPage, txCodes, walletOf } from './service';

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

  app.get(
    '/wps/relay/GLS2_TxCodeList',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The kinds of movement the transaction history can be filtered by',
        security: bearerAuth,
        response: responses(TxCodeList),
      },
      preHandler: requireRealMember,
    },
    async () => ok(txCodes()),
  );

  app.get(
    '/wps/relay/ODS2_MemberTransaction',
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Transaction history: every movement of the player’s balance, newest first (default: the last 7 days); refused to trial players',
        security: bearerAuth,
        querystring: MemberTransactionQuery,
        response: responses(MemberTransactionPage),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await transactionPage(app.ctx, authedMember(request), request.query)),
  );
};
