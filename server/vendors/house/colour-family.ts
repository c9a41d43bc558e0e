import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { COLOURS, returnToPlayer, rollDice, settle } from './colour-game';
import type { GameFamily } from './family';
import { RoundError } from './round-error';
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
        const { user, token, currency, roundId, clientSeed, bets } = request.body;
        // Whole pesos on each colour, something staked.
        const stakes = Object.values(bets).map((b) => b ?? 0);
        const stake = stakes.reduce((a, b) => a + b, 0);
        if (stake <= 0 || stakes.some((b) => b % 100 !== 0)) throw new RoundError('BAD_STAKE');
        return ctx.rounds.instant({ user, token, currency }, roundId, clientSeed, stake, (random) => {
          const dice = rollDice(random);
          return { result: { dice, bets }, win: settle(dice, bets) };
        });
      },
    );
  },
};
