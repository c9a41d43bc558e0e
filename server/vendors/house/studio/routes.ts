import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FamilyContext } from '../family';
import { closed, GameCode, PlayerFields } from '../schemas';
import type { Studio } from './engine';

/** A spot id as the tables name them (banker, player-pair, split-17-20, corner-0-1-2-3). */
const SpotId = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,47}$' });

/** The studio's API, under the partner's prefix: a table's state for its page, and bets on the round open now. */
export function studioRoutes(app: FastifyInstance, ctx: FamilyContext, studio: Studio): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  // A POST because the game token proves who asks (the operator checks it, and it stays out of access logs).
  api.post(
    '/api/table/state',
    {
      schema: {
        body: Type.Object(
          { user: PlayerFields.user, token: PlayerFields.token, currency: Type.Optional(PlayerFields.currency), game: GameCode },
          closed,
        ),
      },
      preHandler: ctx.perToken,
    },
    async (request) => studio.state(ctx, request.body, request.body.game),
  );

  api.post(
    '/api/table/bet',
    {
      schema: {
        body: Type.Object(
          {
            ...PlayerFields,
            game: GameCode,
            round: Type.Integer({ minimum: 0 }),
            // Centavos per spot; whole pesos within the limits, and known spots, are the studio's to check.
            bets: Type.Record(SpotId, Type.Integer({ minimum: 1, maximum: 1_000_000_000 }), {
              ...closed,
              minProperties: 1,
              maxProperties: 64,
            }),
          },
          closed,
        ),
      },
      preHandler: ctx.perToken,
    },
    async (request) => {
      const { user, token, currency, game, round, bets } = request.body;
      return studio.bet(ctx, { user, token, currency }, game, round, bets);
    },
  );
}
