import { expect } from 'vitest';
import { drawOnSale, lotteryByCode } from './lottery/lotteries';
import type { FamilyName } from './family';
import type { TestVendor } from './test-vendor';

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

type Driver = (house: TestVendor, game: LaunchedGame) => Promise<PlayedRound>;

/** Calls a partner's API as its page does; a refusal fails the test with the vendor's answer. */
export async function call(house: TestVendor, game: LaunchedGame, path: string, body: object) {
  const res = await house.vendor.inject({ method: 'POST', url: `${game.prefix}${path}`, payload: body });
  expect(res.statusCode, `${game.code} ${path}: ${res.body}`).toBe(200);
  return res.json();
}

/** Commits a round of the player's own and returns its id. */
export async function commitRound(house: TestVendor, game: LaunchedGame): Promise<string> {
  const round = await call(house, game, '/api/rounds', { user: game.player.user, token: game.player.token, game: game.code });
  return round.roundId;
}

/** Moves the aggregator's clock and runs its background work, as the seconds passing would. */
export async function passTime(house: TestVendor, ms: number): Promise<void> {
  house.clock.now += ms;
  await house.work();
}

const smallestStake = (facts: LaunchedGame['facts']) => Math.min(...(facts.stakes as number[]));

/** How a player plays one round of each family, the simplest way its page allows. */
export const DRIVERS: Partial<Record<FamilyName, Driver>> = {
  async slot(house, game) {
    const stake = smallestStake(game.facts);
    const roundId = await commitRound(house, game);
    const spin = await call(house, game, '/api/slot/spin', { ...game.player, roundId, clientSeed: 'every-game', stake });
    return { stake: spin.stake, win: spin.win };
  },

  async colour(house, game) {
    const roundId = await commitRound(house, game);
    const play = await call(house, game, '/api/colour/play', { ...game.player, roundId, clientSeed: 'every-game', bets: { red: 1000 } });
    return { stake: play.stake, win: play.win };
  },

  async lottery(house, game) {
    const lottery = lotteryByCode(game.code)!;
    const rules = lottery.rules;
    const numbers =
      rules.kind === 'digits'
        ? Array.from({ length: rules.positions }, () => rules.min)
        : Array.from({ length: rules.pick }, (_, i) => i + 1);
    const drawNo = drawOnSale(lottery, house.clock.now).drawNo;
    const bought = await call(house, game, '/api/lottery/tickets', { ...game.player, lottery: game.code, drawNo, numbers, stake: 1000 });
    // Past the draw: the lottery draws it and pays the ticket.
    await passTime(house, (lottery.drawSeconds + 60) * 1000);
    const mine = await call(house, game, '/api/lottery/my-tickets', {
      user: game.player.user,
      token: game.player.token,
      lottery: game.code,
    });
    const ticket = mine.tickets.find((t: { ticketId: string }) => t.ticketId === bought.ticket.ticketId);
    expect(ticket.state, game.code).toBe('settled');
    return { stake: ticket.stake, win: ticket.win };
  },
};
