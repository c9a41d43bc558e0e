import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { COLOURS, returnToPlayer } from './colour-game';
import type { GameFamily } from './family';
import { ClientSeed, closed, PlayerFields } from './schemas';

/** The house's colour games: three dice, bets on colours, one instant round per throw. */
export const colourFamily: GameFamily = {
  family: 'colour',
  page: 'colour',
  describe: () => ({ returnToPlayer: returnToPlayer(), colours: COLOURS }),
  routes(app: FastifyInstance, ctx) {
    app.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/colour/play',
      {
        schema: {
          body: Type.Object(
            {
              ...PlayerFields,
              roundId: Type.String({ format: 'uuid' }),
              clientSeed: ClientSeed,
              bets: Type.Object(
                Object.fromEntries(COLOURS.map((c) => [c, Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 }))])),
                closed,
              ),
            },
            closed,
          ),
        },
        preHandler: ctx.perToken,
      },
      async (request) => {
        const b = request.body;
        return ctx.rounds.colour({ user: b.user, token: b.token, currency: b.currency }, b.roundId, b.clientSeed, b.bets);
      },
    );
  },
};
