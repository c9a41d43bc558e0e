import { randomUUID } from 'node:crypto';
import { UNITS_PER_CENTAVO } from '../../../../contracts/constants';
import { newServerSeed } from '../fairness';
import type { AggregatorGame, FamilyContext } from '../family';
import { RoundError, type Player } from '../round-error';
import { placeBet, rollbackUuidOf, type WalletAnswer } from '../wallet-client';
import {
  closeIdleRounds,
  closeRound,
  findPlayerRound,
  insertRound,
  moveRound,
  owedRounds,
  postponeRound,
  recordShots,
  recordedShots,
  type FishRound,
} from './repository';
import { BATCH_SIZES, IDLE_SECONDS, betLevels, shoot, shotStream, type ShotResult } from './rules';
import { fishTable, type FishTable } from './species';

/** Refusals of fish shooting's own, with stable codes (the routes answer them as `{ error }`). */
const REFUSALS = {
  /** The fish named is not one of this game's. */
  UNKNOWN_FISH: 400,
  /** A shot number outside the round's batch, or twice in one call. */
  BAD_SHOT: 400,
  /** The round was closed (cashed out, used up, or idle): shots go to a new round. */
  ROUND_CLOSED: 409,
} as const;

export class FishRefusal extends Error {
  readonly status: number;

  constructor(readonly code: keyof typeof REFUSALS) {
    super(code);
    this.status = REFUSALS[code];
  }
}

const fishGame = (ctx: FamilyContext, code: string): AggregatorGame => {
  const game = ctx.game(code);
  if (!game || game.family !== 'fish') throw new RoundError('UNKNOWN_GAME');
  return game;
};

const tableOf = (ctx: FamilyContext, code: string): FishTable => fishTable(fishGame(ctx, code));

const betUuidOf = (roundId: string) => `${roundId}:bet`;

/**
 * Opens a round: a batch of `shots` shots at `shotStake` each, bought with one wallet bet. Once
 * the operator has confirmed the player's token, the round is stored first (its id is the bet's
 * round and names the bet's uuid), so a bet whose answer never comes is found and rolled back by
 * tick; the server seed's hash goes to the player before any shot.
 */
export async function openRound(
  ctx: FamilyContext,
  player: Player,
  order: { game: string; shotStake: number; shots: number; clientSeed?: string },
) {
  const game = fishGame(ctx, order.game);
  if (!betLevels(game.minBet).includes(order.shotStake) || !(BATCH_SIZES as readonly number[]).includes(order.shots))
    throw new RoundError('BAD_STAKE');
  // The operator confirms the token is this wallet user's before anything is written: no rounds for strangers.
  await ctx.balanceOf(player.user, player.token, game.code);
  const roundId = randomUUID();
  const { seed, hash } = newServerSeed();
  const clientSeed = order.clientSeed ?? roundId;
  const at = new Date(ctx.now());
  await insertRound(
    ctx.db,
    {
      roundId,
      partnerCode: ctx.partnerCode,
      gameCode: game.code,
      user: player.user,
      token: player.token,
      currency: player.currency,
      serverSeed: seed,
      serverSeedHash: hash,
      clientSeed,
      shotStake: order.shotStake,
      shots: order.shots,
    },
    at,
  );
  const bet = await placeBet(
    ctx.wallet,
    {
      user: player.user,
      token: player.token,
      uuid: betUuidOf(roundId),
      round: roundId,
      gameCode: game.code,
      currency: player.currency,
      units: order.shots * order.shotStake * UNITS_PER_CENTAVO,
    },
    // An unresolved bet is rolled back by tick (the same rollback uuid) until the operator confirms.
    async (failure) => {
      await moveRound(ctx.db, roundId, 'opening', failure === 'refused' ? 'refused' : failure === 'rolledBack' ? 'void' : 'voiding', at);
    },
  );
  // Tick may have given the bet up for lost (and rolled it back) while its answer was on the way.
  if (!(await moveRound(ctx.db, roundId, 'opening', 'open', new Date(ctx.now())))) throw new RoundError('WALLET_FAILED');
  return {
    roundId,
    serverSeedHash: hash,
    clientSeed,
    shots: order.shots,
    shotStake: order.shotStake,
    balance: (bet.balance ?? 0) / UNITS_PER_CENTAVO,
  };
}

/** What the player sees of a closed round: its wins, the unfired shots returned, and its seeds. */
function closedRound(round: FishRound, balance: number) {
  return {
    roundId: round.roundId,
    roundWin: round.win,
    refund: round.refund ?? 0,
    fired: round.fired,
    shots: round.shots,
    balance,
    serverSeed: round.serverSeed,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
  };
}
export type ClosedRound = ReturnType<typeof closedRound>;

/**
 * Resolves shots of an open round from its seeds, with no wallet call: shot k's outcome is its
 * own stream (shotStream), and the fish's catch chance is the game table's. A shot number
 * already recorded keeps its first answer and counts once. The shot that uses the batch up closes
 * the round and pays it (`closed`; null when the payment must wait for tick).
 */
export async function shootFish(
  ctx: FamilyContext,
  player: { user: string; token: string },
  roundId: string,
  shots: readonly { fishId: string; shotNo: number }[],
) {
  const round = await findPlayerRound(ctx.db, roundId, player.user, player.token);
  if (!round) throw new RoundError('ROUND_NOT_FOUND');
  if (round.state !== 'open') throw new FishRefusal('ROUND_CLOSED');
  const table = tableOf(ctx, round.gameCode);
  const numbers = shots.map((s) => s.shotNo);
  if (new Set(numbers).size !== numbers.length || numbers.some((n) => n < 1 || n > round.shots)) throw new FishRefusal('BAD_SHOT');
  const speciesOf = new Map(table.species.map((s) => [s.id, s]));
  const results = shots.map(({ fishId, shotNo }) => {
    const species = speciesOf.get(fishId);
    if (!species) throw new FishRefusal('UNKNOWN_FISH');
    return shoot(shotStream(round.serverSeed, round.clientSeed, shotNo), table, species, shotNo, round.shotStake);
  });
  const counted = await recordShots(ctx.db, roundId, results, new Date(ctx.now()));
  if (!counted) throw new FishRefusal('ROUND_CLOSED');
  const answered: ShotResult[] = (await recordedShots(ctx.db, roundId, numbers)).map((s) => ({
    ...s,
    multiplier: speciesOf.get(s.fishId)!.multiplier,
  }));
  let closed: ClosedRound | null = null;
  if (counted.fired === counted.shots) {
    const done = await closeRound(ctx.db, roundId, new Date(ctx.now()));
    const paid = done && (await pay(ctx, done));
    if (done && paid?.status === 'RS_OK') closed = closedRound(done, (paid.balance ?? 0) / UNITS_PER_CENTAVO);
  }
  return { results: answered, roundWin: counted.win, shotsLeft: counted.shots - counted.fired, closed };
}

/**
 * Closes the player's round (if still open) and pays it: one wallet win of its wins plus its
 * unfired shots' stakes, closing the wallet round. Asked again for a round already paid, it
 * answers the same figures, so a page that lost the answer (or saw the round closed by the last
 * shot or by tick) can always read them.
 */
export async function cashout(ctx: FamilyContext, player: { user: string; token: string }, roundId: string): Promise<ClosedRound> {
  let round = await findPlayerRound(ctx.db, roundId, player.user, player.token);
  if (round?.state === 'open')
    round = (await closeRound(ctx.db, roundId, new Date(ctx.now()))) ?? (await findPlayerRound(ctx.db, roundId, player.user, player.token));
  if (round?.state === 'closing') {
    const paid = await pay(ctx, round);
    if (paid?.status !== 'RS_OK') throw new RoundError('WALLET_FAILED', paid?.status);
    return closedRound(round, (paid.balance ?? 0) / UNITS_PER_CENTAVO);
  }
  if (round?.state === 'settled') return closedRound(round, (await ctx.balanceOf(player.user, player.token, round.gameCode)).balance);
  throw new RoundError('ROUND_NOT_FOUND');
}

/**
 * Sends a closed round's win, with its one uuid: the operator applies it once however often it
 * is sent. Unconfirmed, the round stays owed and tick sends it again later.
 */
async function pay(ctx: FamilyContext, round: FishRound): Promise<WalletAnswer | null> {
  const answer = await ctx.wallet.win({
    user: round.user,
    token: round.token,
    uuid: `${round.roundId}:win`,
    betUuid: betUuidOf(round.roundId),
    round: round.roundId,
    gameCode: round.gameCode,
    currency: round.currency,
    units: (round.win + (round.refund ?? 0)) * UNITS_PER_CENTAVO,
  });
  const at = new Date(ctx.now());
  if (answer?.status === 'RS_OK') await moveRound(ctx.db, round.roundId, 'closing', 'settled', at);
  // The bet is gone (rolled back at the operator): nothing is left to pay.
  else if (answer?.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK') await moveRound(ctx.db, round.roundId, 'closing', 'void', at);
  else await postponeRound(ctx.db, round.roundId, 'closing', at);
  return answer;
}

/** Rolls back a bet that had no answer, with the round's one rollback uuid. */
async function rollBack(ctx: FamilyContext, round: FishRound): Promise<void> {
  const answer = await ctx.wallet.rollback({
    user: round.user,
    token: round.token,
    uuid: rollbackUuidOf(round.roundId),
    betUuid: betUuidOf(round.roundId),
    round: round.roundId,
    gameCode: round.gameCode,
  });
  const at = new Date(ctx.now());
  if (answer?.status === 'RS_OK' || answer?.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK')
    await moveRound(ctx.db, round.roundId, 'voiding', 'void', at);
  else await postponeRound(ctx.db, round.roundId, 'voiding', at);
}

/** Rounds paid or rolled back per beat, at most: the rest wait for the next. */
const OWED_PER_TICK = 50;

/**
 * The family's beat: closes rounds idle for IDLE_SECONDS (a player who closed the page gets
 * their wins and unfired shots back), gives up on bets unanswered as long (rolled back), then
 * sends every win and rollback that is owed and due.
 */
export async function fishTick(ctx: FamilyContext): Promise<void> {
  const now = ctx.now();
  await closeIdleRounds(ctx.db, ctx.partnerCode, new Date(now - IDLE_SECONDS * 1000), new Date(now));
  for (const round of await owedRounds(ctx.db, ctx.partnerCode, new Date(now), OWED_PER_TICK)) {
    if (round.state === 'closing') await pay(ctx, round);
    else await rollBack(ctx, round);
  }
}
