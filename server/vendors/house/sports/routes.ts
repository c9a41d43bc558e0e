import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FamilyContext } from '../family';
import type { Timetable } from './fixtures';
import { closed, GameCode, PlayerFields } from '../schemas';
import { MARKET_KINDS, SELECTIONS } from './markets';
import { board } from './board';
import { mySlips, placeSlip } from './slips';
import { MAX_LEGS } from './slip';

// The launch's currency may come along on calls that move no money; the operator's is the one that counts.
const PlayerCall = { user: PlayerFields.user, token: PlayerFields.token, currency: Type.Optional(PlayerFields.currency), game: GameCode };

const Leg = Type.Object(
  {
    matchId: Type.String({ pattern: '^[a-z0-9]{1,16}-\\d{1,12}-\\d$' }),
    market: Type.Union(MARKET_KINDS.map((m) => Type.Literal(m))),
    selection: Type.Union(SELECTIONS.map((s) => Type.Literal(s))),
    /** The decimal odds the player was shown: the slip is refused if they are no longer the price. */
    odds: Type.Number({ minimum: 1, maximum: 100_000 }),
  },
  closed,
);

/** The sportsbook's player calls, under the vendor's prefix; each acts for the player whose game token comes with it. */
export function sportsRoutes(app: FastifyInstance, ctx: FamilyContext, times: Timetable): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post('/api/sports/board', { schema: { body: Type.Object(PlayerCall, closed) }, preHandler: ctx.perToken }, async (request) => {
    const { user, token, game } = request.body;
    const { balance } = await ctx.balanceOf(user, token, game);
    return { balance, ...(await board(ctx, game, times)) };
  });

  api.post(
    '/api/sports/slip',
    {
      schema: {
        body: Type.Object(
          {
            ...PlayerFields,
            game: GameCode,
            stake: Type.Integer({ minimum: 1 }),
            legs: Type.Array(Leg, { minItems: 1, maxItems: MAX_LEGS }),
          },
          closed,
        ),
      },
      preHandler: ctx.perToken,
    },
    async (request) => {
      const { user, token, currency, ...order } = request.body;
      return placeSlip(ctx, { user, token, currency }, order, times);
    },
  );

  api.post('/api/sports/my-bets', { schema: { body: Type.Object(PlayerCall, closed) }, preHandler: ctx.perToken }, async (request) => {
    const { user, token, game } = request.body;
    const { balance } = await ctx.balanceOf(user, token, game);
    return { balance, slips: await mySlips(ctx, user, game) };
  });
}
