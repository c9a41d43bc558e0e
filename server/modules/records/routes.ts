import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { GAME_TYPES, type GameType } from '../../../contracts/games';
import { errors } from '../../http/app-error';
import { authedMember, requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { listOrders, orderDetail, recentWinners } from './repository';

const Order = Type.Object({
  orderId: Type.String(),
  gameName: Type.String(),
  gameType: Type.String(),
  nodeId: Type.Union([Type.Integer(), Type.Null()]),
  stake: Type.Integer({ description: 'Centavos' }),
  win: Type.Integer({ description: 'Centavos' }),
  profit: Type.Integer({ description: 'Centavos' }),
  status: Type.Union([Type.Literal('settled'), Type.Literal('refunded'), Type.Literal('pending')], { description: 'pending: no result yet (a lottery ticket before its draw)' }),
  placedAt: Type.String(),
  settledAt: Type.String(),
});

const DAY = 86_400_000;

export const recordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/lgw/orders',
    {
      schema: {
        tags: ['records'],
        summary: 'Betting record: the player\u2019s rounds, newest first (default: the last 7 days)',
        security: bearerAuth,
        querystring: Type.Object(
          {
            startDate: Type.Optional(Type.String({ format: 'date' })),
            endDate: Type.Optional(Type.String({ format: 'date' })),
            gameType: Type.Optional(Type.Unsafe<GameType>({ type: 'string', enum: [...GAME_TYPES] })),
            pageNo: Type.Optional(Type.Integer({ minimum: 1 })),
            pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
          },
          { additionalProperties: false },
        ),
        response: responses(Type.Object({ list: Type.Array(Order), pageNum: Type.Integer(), totalPages: Type.Integer(), totalCount: Type.Integer() })),
      },
      preHandler: requireSession,
    },
    async (request) => {
      const q = request.query;
      const to = q.endDate ? new Date(Date.parse(q.endDate) + DAY) : new Date(Date.now() + DAY);
      const from = q.startDate ? new Date(q.startDate) : new Date(to.getTime() - 8 * DAY);
      if (from >= to) throw errors.invalidInput('startDate must not be after endDate');
      if (to.getTime() - from.getTime() > 93 * DAY) throw errors.invalidInput('The date range can be at most three months');
      const pageNo = q.pageNo ?? 1;
      const pageSize = q.pageSize ?? 20;
      const { orders, totalCount } = await listOrders(db, { memberId: authedMember(request).id, from, to, gameType: q.gameType, pageNo, pageSize });
      return ok({ list: orders, pageNum: pageNo, totalPages: Math.ceil(totalCount / pageSize), totalCount });
    },
  );

  app.get(
    '/lgw/orders/detail',
    {
      schema: {
        tags: ['records'],
        summary: 'Every wallet movement of one round',
        security: bearerAuth,
        querystring: Type.Object({ orderId: Type.String({ minLength: 3, maxLength: 200 }) }, { additionalProperties: false }),
        response: responses(Type.Object({ orderId: Type.String(), lines: Type.Array(Type.Object({ transactionId: Type.String(), kind: Type.String(), state: Type.String(), amount: Type.Integer(), balanceAfter: Type.Integer(), time: Type.String() })) })),
      },
      preHandler: requireSession,
    },
    async (request) => {
      const lines = await orderDetail(db, authedMember(request).id, request.query.orderId);
      if (lines.length === 0) throw errors.notFound('No such round');
      return ok({ orderId: request.query.orderId, lines });
    },
  );

  app.get(
    '/wps/relay/GCSGAME_getRankList',
    {
      schema: {
        tags: ['games'],
        summary: 'Winner board: the latest real wins, player names masked',
        querystring: Type.Object(
          { gameCategory: Type.Optional(Type.String({ maxLength: 16 })), language: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })), limitNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) },
          { additionalProperties: false },
        ),
        response: responses(Type.Object({ list: Type.Array(Type.Object({ customerName: Type.String(), winAmount: Type.Integer(), gameName: Type.String(), nodeId: Type.Integer(), gameId: Type.String(), vendor: Type.String(), iconUrl: Type.String(), wonAt: Type.String() })) })),
      },
    },
    async (request) => ok({ list: await recentWinners(db, request.query.limitNum ?? 100) }),
  );
};
