import type { AggregatorGame, GameFamily } from '../family';
import { BATCH_SIZES, DEFAULT_BATCH, IDLE_SECONDS, MAX_SHOTS_PER_CALL, betLevels, catchChance } from './rules';
import { findRound } from './repository';
import { registerFishRoutes } from './routes';
import { fishTable } from './species';
import { fishTick } from './sessions';

/**
 * Fish shooting (the catalogue's FISH games): a canvas sea where every shot is a stake, played in
 * rounds of a batch of shots so the wallet sees one bet and one win per round.
 */
export const fishFamily: GameFamily = {
  family: 'fish',
  page: 'fish',
  describe(game: AggregatorGame) {
    const table = fishTable(game);
    return {
      returnToPlayer: table.returnBp / 10_000,
      theme: table.theme.id,
      water: table.theme.water,
      species: table.species.map((s) => {
        const chance = catchChance(s, table.returnBp);
        return { ...s, chance: chance.numerator / chance.denominator };
      }),
      betLevels: betLevels(game.minBet),
      batchSizes: [...BATCH_SIZES],
      batchSize: DEFAULT_BATCH,
      maxShotsPerCall: MAX_SHOTS_PER_CALL,
      idleSeconds: IDLE_SECONDS,
    };
  },
  routes: registerFishRoutes,
  tick: fishTick,
  async roundDetails(ctx, roundId) {
    const round = await findRound(ctx.db, ctx.partnerCode, roundId);
    if (!round) return null;
    // The seed only once the round is closed: until then it would tell which shots will catch.
    const over = round.state === 'settled' || round.state === 'void';
    return {
      game: round.gameCode,
      state: round.state,
      stake: round.shotStake * round.shots,
      win: round.win + (round.refund ?? 0),
      shots: round.shots,
      fired: round.fired,
      serverSeedHash: round.serverSeedHash,
      serverSeed: over ? round.serverSeed : null,
      clientSeed: round.clientSeed,
    };
  },
};
