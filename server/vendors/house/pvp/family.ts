import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AggregatorGame, FamilyContext, GameFamily } from '../family';
import { RoundError } from '../round-error';
import { ClientSeed, closed, PlayerFields } from '../schemas';
import { describePvp, PVP_RULES, pvpGameOf, stakeAllowed, type PvpGame } from './games';
import { IllegalMove } from './table';

/** A table left without a move this long is finished by a bot playing the player's hand. */
export const ABANDONED_AFTER_MS = 10 * 60_000;

const RoundId = Type.String({ format: 'uuid' });
const ACTIONS = ['draw', 'stand', 'play', 'pass', 'call', 'take', 'meld', 'sapaw', 'discard', 'fight', 'fold'] as const;
const CardName = Type.String({ pattern: '^[3-9TJQKA2][CSHD]$' });

/** The PVP table a round was committed for; another family's round, or an unknown game, is refused. */
async function tableOf(ctx: FamilyContext, roundId: string): Promise<{ game: AggregatorGame; kind: PvpGame }> {
  const code = await ctx.rounds.gameOf(roundId);
  if (!code) throw new RoundError('ROUND_NOT_FOUND');
  const game = ctx.game(code);
  const kind = game?.family === 'pvp' ? pvpGameOf(game.name) : null;
  if (!game || !kind) throw new RoundError('UNKNOWN_GAME');
  return { game, kind };
}

/**
 * Lucky 9, Pusoy Dos and Tongits against house-run bots: each a staged round whose deck is
 * shuffled from the seeds at the deal; the bots move inside each step, deterministically from the
 * table, so the whole game replays from the seeds. The player's stake is the round's only bet.
 */
export const pvpFamily: GameFamily = {
  family: 'pvp',
  page: 'pvp',
  describe: describePvp,

  routes(app: FastifyInstance, ctx: FamilyContext) {
    const api = app.withTypeProvider<TypeBoxTypeProvider>();

    api.post(
      '/api/pvp/deal',
      {
        schema: {
          body: Type.Object({ ...PlayerFields, roundId: RoundId, clientSeed: ClientSeed, stake: Type.Integer({ minimum: 1 }) }, closed),
        },
        preHandler: ctx.perToken,
      },
      async (request) => {
        const { user, token, currency, roundId, clientSeed, stake } = request.body;
        const { game, kind } = await tableOf(ctx, roundId);
        if (!stakeAllowed(game, stake)) throw new RoundError('BAD_STAKE');
        return ctx.rounds.start({ user, token, currency }, roundId, clientSeed, stake, (random) => PVP_RULES[kind].deal(random, stake));
      },
    );

    api.post(
      '/api/pvp/act',
      {
        schema: {
          body: Type.Object(
            {
              ...PlayerFields,
              roundId: RoundId,
              action: Type.Union(ACTIONS.map((a) => Type.Literal(a))),
              cards: Type.Optional(Type.Array(CardName, { maxItems: 13 })),
            },
            closed,
          ),
        },
        preHandler: ctx.perToken,
      },
      async (request) => {
        const { user, token, currency, roundId, action, cards } = request.body;
        const { kind } = await tableOf(ctx, roundId);
        return ctx.rounds.act({ user, token, currency }, roundId, 0, (state) => {
          try {
            return PVP_RULES[kind].act(state as never, { action, cards });
          } catch (error) {
            // Until the vendor has a code of its own for it (ILLEGAL_MOVE), an illegal move is refused as a bad stake.
            if (error instanceof IllegalMove) throw new RoundError('ILLEGAL_MOVE');
            throw error;
          }
        });
      },
    );
  },

  async tick(ctx: FamilyContext) {
    await ctx.rounds.finishAbandoned(
      ABANDONED_AFTER_MS,
      ctx.codesOf('pvp'),
      (code, state) => {
        const game = ctx.game(code);
        const kind = game?.family === 'pvp' ? pvpGameOf(game.name) : null;
        return kind ? PVP_RULES[kind].finish(state as never) : null;
      },
      ctx.now(),
    );
  },
};
