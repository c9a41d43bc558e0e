import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FamilyContext } from '../family';
import { ClientSeed, closed, GameCode, PlayerFields } from '../schemas';
import { BATCH_SIZES, MAX_SHOTS_PER_CALL } from './rules';
import { FishRefusal, cashout, openRound, shootFish } from './sessions';

const Player = { user: PlayerFields.user, token: PlayerFields.token };
// The launch's currency may come along where it is not needed (a page sends its launch parameters as they are).
const Currency = Type.Optional(PlayerFields.currency);
const RoundId = Type.String({ format: 'uuid' });
const FishId = Type.String({ pattern: '^[a-z-]{1,32}$' });
const ShotNo = Type.Integer({ minimum: 1, maximum: Math.max(...BATCH_SIZES) });

/** A refusal of the family's own, answered with its code; anything else goes to the vendor's error handler. */
async function answering<T>(reply: FastifyReply, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof FishRefusal) return reply.status(error.status).send({ error: error.code });
    throw error;
  }
}

/**
 * Fish shooting's routes: open a round (one wallet bet for a batch of shots), shoot in it (no
 * wallet call: the page sends what it fired, up to MAX_SHOTS_PER_CALL shots a call, so rapid fire
 * stays well under the per-token rate), and cash out (one wallet win closing the round).
 */
export function registerFishRoutes(app: FastifyInstance, ctx: FamilyContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    '/api/fish/open',
    {
      schema: {
        body: Type.Object(
          {
            ...PlayerFields,
            game: GameCode,
            shotStake: Type.Integer({ minimum: 1 }),
            shots: Type.Integer({ minimum: 1, maximum: Math.max(...BATCH_SIZES) }),
            // The player's part of the round's randomness; the round's id when the page sends none.
            clientSeed: Type.Optional(ClientSeed),
          },
          closed,
        ),
      },
      preHandler: ctx.perToken,
    },
    async (request) => {
      const { user, token, currency, ...order } = request.body;
      return openRound(ctx, { user, token, currency }, order);
    },
  );

  // One shot as { fishId, shotNo }, or up to MAX_SHOTS_PER_CALL as { shots: [...] }: exactly one of the two forms.
  api.post(
    '/api/fish/shoot',
    {
      schema: {
        body: Type.Object(
          {
            ...Player,
            currency: Currency,
            roundId: RoundId,
            fishId: Type.Optional(FishId),
            shotNo: Type.Optional(ShotNo),
            shots: Type.Optional(
              Type.Array(Type.Object({ fishId: FishId, shotNo: ShotNo }, closed), { minItems: 1, maxItems: MAX_SHOTS_PER_CALL }),
            ),
          },
          { ...closed, oneOf: [{ required: ['fishId', 'shotNo'] }, { required: ['shots'] }] },
        ),
      },
      preHandler: ctx.perToken,
    },
    async (request, reply) =>
      answering(reply, async () => {
        const { user, token, roundId, fishId, shotNo, shots } = request.body;
        const single = shots === undefined;
        const answer = await shootFish(ctx, { user, token }, roundId, shots ?? [{ fishId: fishId!, shotNo: shotNo! }]);
        if (!single) return answer;
        const { results, ...round } = answer;
        return { ...results[0]!, ...round };
      }),
  );

  api.post(
    '/api/fish/cashout',
    { schema: { body: Type.Object({ ...Player, currency: Currency, roundId: RoundId }, closed) }, preHandler: ctx.perToken },
    async (request) => cashout(ctx, request.body, request.body.roundId),
  );
}
