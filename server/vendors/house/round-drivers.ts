import { drawOnSale, lotteryByCode } from './lottery/lotteries';
import type { FamilyName } from './family';

/** A game opened from its launch URL: where its page lives, who plays, and its published facts. */
export interface LaunchedGame {
  /** The partner's prefix on the aggregator's origin ('' or /v/<vendor>). */
  prefix: string;
  code: string;
  player: { user: string; token: string; currency: string };
  facts: Record<string, unknown> & { family: FamilyName; returnToPlayer: number | null };
}

/** One round (or bet) played to its settlement: what it took and what it paid, in centavos. */
export interface PlayedRound {
  stake: number;
  win: number;
}

/** How a driver reaches the aggregator: a test through inject, the bench over HTTP. */
export interface RoundIO {
  /** POSTs to the game's partner (the prefix is the IO's); a refusal throws with the vendor's answer. */
  post(game: LaunchedGame, path: string, body: object): Promise<any>;
  /** The aggregator's clock (a test moves it). */
  now(): number;
}

/**
 * How a player plays one round of a family, the simplest way its page allows. A family whose
 * rounds are the player's own plays it to the end; one whose bets wait for a shared event
 * (a table's round, a draw, a match) places the bet, and `settled` reads what it paid once the
 * caller has let the event happen.
 */
export type Driver =
  | { play(io: RoundIO, game: LaunchedGame): Promise<PlayedRound> }
  | {
      place(io: RoundIO, game: LaunchedGame): Promise<unknown>;
      /** How long (ms) the caller lets the aggregator's clock run before asking. */
      waitMs(game: LaunchedGame): number;
      settled(io: RoundIO, game: LaunchedGame, placed: unknown): Promise<PlayedRound>;
    };

async function commitRound(io: RoundIO, game: LaunchedGame): Promise<string> {
  const round = await io.post(game, '/api/rounds', { user: game.player.user, token: game.player.token, game: game.code });
  return round.roundId;
}

const smallestStake = (facts: LaunchedGame['facts']) => Math.min(...(facts.stakes as number[]));

export const DRIVERS: Partial<Record<FamilyName, Driver>> = {
  slot: {
    async play(io, game) {
      const roundId = await commitRound(io, game);
      const stake = smallestStake(game.facts);
      const spin = await io.post(game, '/api/slot/spin', { ...game.player, roundId, clientSeed: 'every-game', stake });
      return { stake: spin.stake, win: spin.win };
    },
  },

  colour: {
    async play(io, game) {
      const roundId = await commitRound(io, game);
      const play = await io.post(game, '/api/colour/play', { ...game.player, roundId, clientSeed: 'every-game', bets: { red: 1000 } });
      return { stake: play.stake, win: play.win };
    },
  },

  lottery: {
    async place(io, game) {
      const lottery = lotteryByCode(game.code)!;
      const rules = lottery.rules;
      const numbers =
        rules.kind === 'digits'
          ? Array.from({ length: rules.positions }, () => rules.min)
          : Array.from({ length: rules.pick }, (_, i) => i + 1);
      const drawNo = drawOnSale(lottery, io.now()).drawNo;
      const bought = await io.post(game, '/api/lottery/tickets', { ...game.player, lottery: game.code, drawNo, numbers, stake: 1000 });
      return bought.ticket.ticketId as string;
    },
    waitMs: (game) => (lotteryByCode(game.code)!.drawSeconds + 60) * 1000,
    async settled(io, game, ticketId) {
      const mine = await io.post(game, '/api/lottery/my-tickets', { user: game.player.user, token: game.player.token, lottery: game.code });
      const ticket = mine.tickets.find((t: { ticketId: string }) => t.ticketId === ticketId);
      if (ticket?.state !== 'settled') throw new Error(`${game.code}: ticket ${ticketId} is ${ticket?.state}`);
      return { stake: ticket.stake, win: ticket.win };
    },
  },
};
