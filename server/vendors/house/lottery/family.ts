import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LOTTERY_LOBBY_CODE } from '../../../../contracts/constants';
import type { GameFamily } from '../family';
import { closed, GameCode, PlayerFields } from '../schemas';
import { lotteryByCode } from './lotteries';
import { returnToPlayer } from './rules';
import type { HouseLottery } from './service';

/** The house lottery: the lobby, results, tickets and a player's own tickets; draws are drawn by its tick. */
export function lotteryFamily(lottery: HouseLottery): GameFamily {
  return {
    family: 'lottery',
    page: 'lottery',
    describe: (game) => {
      const rules = lotteryByCode(game.code)?.rules;
      return { returnToPlayer: rules ? returnToPlayer(rules) : null };
    },
    tick: () => lottery.tick(),
    roundDetails: (_ctx, ticketId) => lottery.ticketDetails(ticketId),
    routes(scope: FastifyInstance, ctx) {
      const app = scope.withTypeProvider<TypeBoxTypeProvider>();
      app.get(
        '/api/lottery/games',
        {
          schema: {
            querystring: Type.Object(
              {
                vendor: Type.Optional(Type.Union([Type.Literal('HOUSE'), Type.Literal('TCG_SEA')])),
                type: Type.Optional(Type.Union([Type.Literal('LOTT'), Type.Literal('ELOTT')])),
              },
              closed,
            ),
          },
        },
        async (request) => lottery.lobby(request.query),
      );

      app.get(
        '/api/lottery/results/:code',
        {
          schema: {
            params: Type.Object({ code: GameCode }, closed),
            querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }, closed),
          },
        },
        async (request) => ({ results: await lottery.results(request.params.code, request.query.limit ?? 10) }),
      );

      app.post(
        '/api/lottery/tickets',
        {
          schema: {
            body: Type.Object(
              {
                ...PlayerFields,
                lottery: GameCode,
                drawNo: Type.Integer({ minimum: 0 }),
                numbers: Type.Array(Type.Integer({ minimum: 0, maximum: 99 }), { minItems: 1, maxItems: 10 }),
                stake: Type.Integer({ minimum: 1 }),
              },
              closed,
            ),
          },
          preHandler: ctx.perToken,
        },
        async (request) => {
          const { user, token, currency, ...order } = request.body;
          return lottery.buy({ user, token, currency }, order);
        },
      );

      // A player's ticket cancelled while its draw sells: the game token proves who asks (the operator checks it).
      app.post(
        '/api/lottery/cancel',
        {
          schema: {
            body: Type.Object({ user: PlayerFields.user, token: PlayerFields.token, ticketId: Type.String({ format: 'uuid' }) }, closed),
          },
          preHandler: ctx.perToken,
        },
        async (request) => {
          const { user, token, ticketId } = request.body;
          await ctx.balanceOf(user, token, LOTTERY_LOBBY_CODE);
          return { ticket: await lottery.cancel(user, ticketId) };
        },
      );

      // A player's own tickets: the game token proves who asks (the operator checks it).
      app.post(
        '/api/lottery/my-tickets',
        {
          schema: {
            body: Type.Object({ user: PlayerFields.user, token: PlayerFields.token, lottery: Type.Optional(GameCode) }, closed),
          },
          preHandler: ctx.perToken,
        },
        async (request) => {
          const { user, token, lottery: code } = request.body;
          const { balance } = await ctx.balanceOf(user, token, code ?? LOTTERY_LOBBY_CODE);
          return { balance, tickets: await lottery.tickets(user, code, 20) };
        },
      );
    },
  };
}
