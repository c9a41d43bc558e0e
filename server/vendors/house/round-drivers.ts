import { drawOnSale, lotteryByCode } from './lottery/lotteries';
import type { FamilyName } from './family';
import { sportsDriver } from './sports/driver';

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
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a vendor's answer, read field by field as its page reads it
  post(game: LaunchedGame, path: string, body: object): Promise<any>;
  /** The aggregator's clock (a test moves it). */
  now(): number;
  /** Lets `ms` pass on the aggregator's clock, with its background work done (a test moves the clock). */
  wait(ms: number): Promise<void>;
}

/**
 * How a player plays one round of a family, the simplest way its page allows, to its settlement.
 * A family whose bets wait for a shared event (a table's round, a draw, a match) also says how to
 * only place the bet (`place`): the bench keeps its players betting instead of waiting.
 */
export interface Driver {
  play(io: RoundIO, game: LaunchedGame): Promise<PlayedRound>;
  place?(io: RoundIO, game: LaunchedGame): Promise<void>;
}

async function buyTicket(io: RoundIO, game: LaunchedGame): Promise<{ ticketId: string }> {
  const lottery = lotteryByCode(game.code)!;
  const rules = lottery.rules;
  const numbers =
    rules.kind === 'digits'
      ? Array.from({ length: rules.positions }, () => rules.min)
      : Array.from({ length: rules.pick }, (_, i) => i + 1);
  const drawNo = drawOnSale(lottery, io.now()).drawNo;
  const bought = await io.post(game, '/api/lottery/tickets', { ...game.player, lottery: game.code, drawNo, numbers, stake: 1000 });
  return bought.ticket;
}

const tableState = (io: RoundIO, game: LaunchedGame) =>
  io.post(game, '/api/table/state', { user: game.player.user, token: game.player.token, game: game.code });

/** The table's smallest bet on its first spot, in the next betting window (waiting for it when the result is showing). */
async function betOnTable(io: RoundIO, game: LaunchedGame): Promise<{ round: number; closesAt: number }> {
  let state = await tableState(io, game);
  if (state.phase !== 'betting') {
    await io.wait(state.nextAt - io.now() + 100);
    state = await tableState(io, game);
  }
  const facts = game.facts as unknown as { spots: { id: string }[]; limits: { min: number } };
  const bets = { [facts.spots[0]!.id]: facts.limits.min };
  await io.post(game, '/api/table/bet', { ...game.player, game: game.code, round: state.round, bets });
  return { round: state.round, closesAt: state.closesAt };
}

/** The simplest legal move at a PVP table, from what its view shows. */
interface PvpView {
  game: 'lucky-9' | 'pusoy-dos' | 'tongits';
  legal: string[][];
  phase: 'start' | 'play' | 'respond';
  hand: string[];
}

function pvpMove(view: PvpView): { action: string; cards?: string[] } {
  if (view.game === 'lucky-9') return { action: 'stand' };
  if (view.game === 'pusoy-dos') return view.legal.length > 0 ? { action: 'play', cards: view.legal[0]! } : { action: 'pass' };
  if (view.phase === 'respond') return { action: 'fold' };
  if (view.phase === 'start') return { action: 'draw' };
  return { action: 'discard', cards: [view.hand[0]!] };
}

interface DealerView {
  actions: string[];
  hint?: boolean[];
}

/** The simplest play against the dealer: no insurance, stand, hold what the strategy holds, else fold. */
function dealerMove(view: DealerView): { action: string; held?: boolean[] } {
  if (view.actions.includes('no-insurance')) return { action: 'no-insurance' };
  if (view.actions.includes('stand')) return { action: 'stand' };
  if (view.actions.includes('hold')) return { action: 'hold', held: view.hint ?? [false, false, false, false, false] };
  return { action: 'fold' };
}

async function playDealerGame(io: RoundIO, game: LaunchedGame, family: 'cards' | 'blackjack'): Promise<PlayedRound> {
  const roundId = await commitRound(io, game);
  const stake = (game.facts.stakes as { min: number }).min;
  let step = await io.post(game, `/api/${family}/deal`, { ...game.player, roundId, clientSeed: 'every-game', stake });
  for (let moves = 0; step.open && moves < 20; moves++) {
    step = await io.post(game, `/api/${family}/act`, { ...game.player, roundId, ...dealerMove(step.view) });
  }
  if (step.open) throw new Error(`${game.code}: the hand did not end`);
  return { stake: step.stake, win: step.win };
}

async function commitRound(io: RoundIO, game: LaunchedGame): Promise<string> {
  const round = await io.post(game, '/api/rounds', { user: game.player.user, token: game.player.token, game: game.code });
  return round.roundId;
}

const smallestStake = (facts: LaunchedGame['facts']) => Math.min(...(facts.stakes as number[]));

export const DRIVERS: Partial<Record<FamilyName, Driver>> = {
  sports: sportsDriver,

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

  fish: {
    async play(io, game) {
      const shotStake = Math.min(...(game.facts.betLevels as number[]));
      const fishId = (game.facts.species as { id: string }[])[0]!.id;
      const { user, token, currency } = game.player;
      const opened = await io.post(game, '/api/fish/open', { user, token, currency, game: game.code, shotStake, shots: 20 });
      const shots = Array.from({ length: 5 }, (_, i) => ({ fishId, shotNo: i + 1 }));
      await io.post(game, '/api/fish/shoot', { user, token, roundId: opened.roundId, shots });
      const closed = await io.post(game, '/api/fish/cashout', { user, token, roundId: opened.roundId });
      return { stake: shotStake * 20, win: closed.roundWin + closed.refund };
    },
  },

  pvp: {
    async play(io, game) {
      const roundId = await commitRound(io, game);
      const stake = smallestStake(game.facts);
      let step = await io.post(game, '/api/pvp/deal', { ...game.player, roundId, clientSeed: 'every-game', stake });
      // The simplest player: Lucky 9 stands; Pusoy Dos plays the first legal play or passes;
      // Tongits draws, discards its first card, and folds when challenged.
      for (let moves = 0; step.open && moves < 400; moves++) {
        step = await io.post(game, '/api/pvp/act', { ...game.player, roundId, ...pvpMove(step.view) });
      }
      if (step.open) throw new Error(`${game.code}: the game did not end`);
      return { stake: step.stake, win: step.win };
    },
  },

  cards: { play: (io, game) => playDealerGame(io, game, 'cards') },
  blackjack: { play: (io, game) => playDealerGame(io, game, 'blackjack') },

  lottery: {
    async play(io, game) {
      const ticket = await buyTicket(io, game);
      // Past the draw: the lottery draws it and pays the ticket.
      await io.wait((lotteryByCode(game.code)!.drawSeconds + 60) * 1000);
      const mine = await io.post(game, '/api/lottery/my-tickets', { user: game.player.user, token: game.player.token, lottery: game.code });
      const settled = mine.tickets.find((t: { ticketId: string }) => t.ticketId === ticket.ticketId);
      if (settled?.state !== 'settled') throw new Error(`${game.code}: ticket ${ticket.ticketId} is ${settled?.state}`);
      return { stake: settled.stake, win: settled.win };
    },
    async place(io, game) {
      await buyTicket(io, game);
    },
  },

  table: {
    async play(io, game) {
      const { round, closesAt } = await betOnTable(io, game);
      // Into the round's result: its bets are settled by then.
      await io.wait(closesAt - io.now() + 1500);
      const after = await tableState(io, game);
      if (after.round !== round || after.phase !== 'result') throw new Error(`${game.code}: round ${round} is not showing its result`);
      const bet = after.myBets[0];
      if (bet?.state !== 'settled') throw new Error(`${game.code}: bet is ${JSON.stringify(bet)}`);
      return { stake: bet.stake, win: bet.win };
    },
    async place(io, game) {
      await betOnTable(io, game);
    },
  },
};
