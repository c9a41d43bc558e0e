import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WinnerList, WinnersQuery } from '../../../contracts/winners';
import { ok } from '../../http/envelope';
import { responses } from '../../http/route-schema';
import { recentWinners } from './service';

export const winnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wps/relay/GCSGAME_getRankList',
    {
      schema: {
        tags: ['winners'],
        summary: 'Winner board: the latest real wins, player names masked',
        querystring: WinnersQuery,
        response: responses(WinnerList),
      },
    },
    async (request) => ok({ list: await recentWinners(app.ctx, request.query.limitNum) }),
  );
};
