import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LOTTERY_LOBBY_CODE } from '../../../contracts/constants';
import { aggregatorGames, partnerOfVendor } from './aggregator';
import { colourFamily } from './colour-family';
import { fishFamily } from './fish/family';
import { pvpFamily } from './pvp/family';
import { studioFamily, tableKindOf } from './studio/family';
import { TABLE_GAMES } from './tables';
import type { AggregatorGame, FamilyName, GameFamily } from './family';
import { lotteryFamily } from './lottery/family';
import type { HouseLottery } from './lottery/service';
import { ClientSeed, closed, PlayerFields } from './schemas';
import { PAYLINES, returnToPlayer, STAKES } from './slot';

const slotFamily: GameFamily = {
  family: 'slot',
  page: 'slot',
  describe: () => ({ returnToPlayer: returnToPlayer(), lines: PAYLINES, stakes: STAKES }),
  routes(scope: FastifyInstance, ctx) {
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/slot/spin',
      {
        schema: {
          body: Type.Object(
            { ...PlayerFields, roundId: Type.String({ format: 'uuid' }), clientSeed: ClientSeed, stake: Type.Integer({ minimum: 1 }) },
            closed,
          ),
        },
        preHandler: ctx.perToken,
      },
      async (request) => {
        const b = request.body;
        return ctx.rounds.spin({ user: b.user, token: b.token, currency: b.currency }, b.roundId, b.clientSeed, b.stake);
      },
    );
  },
};

/** The live studio: its own baccarat and dragon tiger, and the other tables' rules. */
const studio = studioFamily(TABLE_GAMES);

/** The families that need nothing but the aggregator's context (the lottery needs its draws). */
const FAMILIES: readonly GameFamily[] = [slotFamily, colourFamily, fishFamily, studio, pvpFamily];

/** The families the aggregator plays today: a game of any other family is not offered (its launch says so). */
export const PLAYABLE_FAMILIES: ReadonlySet<FamilyName> = new Set([...FAMILIES.map((f) => f.family), 'lottery']);

/** Every playable family, by name (the lottery's draws run in the given lottery). */
export function gameFamilies(lottery: HouseLottery): ReadonlyMap<FamilyName, GameFamily> {
  return new Map([...FAMILIES, lotteryFamily(lottery)].map((f) => [f.family, f]));
}

/** A game the aggregator plays now, or undefined: unknown, or of a family (or a table kind) not played yet. */
export function playableGame(code: string): AggregatorGame | undefined {
  const game = aggregatorGames().get(code);
  if (!game || !PLAYABLE_FAMILIES.has(game.family)) return undefined;
  return game.family !== 'table' || tableKindOf(game.name, game.type) !== null ? game : undefined;
}

/** Where a game's page lives on the aggregator's origin, or null when it is not played here. */
export function gamePath(code: string): string | null {
  if (code === LOTTERY_LOBBY_CODE) return `/games/${code}`;
  const game = playableGame(code);
  const partner = game && partnerOfVendor(game.vendor);
  return partner ? `${partner.prefix}/games/${encodeURIComponent(code)}` : null;
}
