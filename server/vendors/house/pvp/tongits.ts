import * as cardsModule from './cards';
import type { Card } from './cards';
import * as tongitsMeldsModule from './tongits-melds';
import { IllegalMove } from './table';

// Imports bound once: see the note in cards.ts on calls through the test runner's module objects.
const { holds, without } = cardsModule;
const { extendsMeld, handPoints, isMeld, markExtensions, meldsWith, sortedBySuitAndFace } = tongitsMeldsModule;

/**
 * Tongits as Luzon plays it, three seats (the player and two house bots):
 * - The dealer gets 13 cards, the others 12; the other 15 are the stock. The dealer starts by
 *   exposing melds if any and discarding; every later turn starts by drawing from the stock, or
 *   by taking the top discard, which is allowed only to expose it at once in a new meld with
 *   cards from the hand.
 * - In the turn, a player may expose melds, lay cards off onto any exposed meld (sapaw), and ends
 *   the turn with one discard.
 * - Tongits: a player whose hand runs out (by melds, sapaw or the last discard) wins at once.
 * - Draw (laban): at the start of the turn, before drawing, a player with an exposed meld may call
 *   a draw, unless someone laid off onto one of their melds since their last turn. Each other seat
 *   with an exposed meld fights or folds (a seat without one folds); of the caller and those who
 *   fight, the fewest points in hand wins, and a fighter wins a tie with the caller (between
 *   fighters, the first after the caller).
 * - Stock out: after the discard of whoever drew the last stock card, the fewest points wins
 *   among the seats that exposed a meld (the others are burned, sunog; if all are, among all), a
 *   tie going to the last drawer, then to the seats after them.
 * Points in hand: A = 1, 2-10 their number, J-Q-K 10, every card in the hand (melds kept hidden
 * count too: a simplification). Settlement: the winner takes the pot, the three stakes (each
 * bot's being the house's money), less the rake; the extra payments some tables add (for a
 * tongits, aces, secret melds, burns) are not played here.
 */
export const TONGITS_SEATS = 3;

export type TongitsAction = 'call' | 'draw' | 'take' | 'meld' | 'sapaw' | 'discard' | 'fight' | 'fold';

export interface TongitsMove {
  action: TongitsAction;
  cards: Card[];
}

export interface TableMeld {
  owner: number;
  cards: Card[];
}

export interface TongitsEvent {
  seat: number;
  action: TongitsAction;
  /** The cards shown; none for a stock draw, which stays private. */
  cards: Card[];
}

export interface TongitsEnd {
  winner: number;
  how: 'tongits' | 'draw' | 'stock';
  /** Every seat's points in hand at the end. */
  points: number[];
}

export interface TongitsState {
  game: 'tongits';
  stake: number;
  /** hands[0] is the player's. */
  hands: Card[][];
  stock: Card[];
  discards: Card[];
  melds: TableMeld[];
  dealer: number;
  /** The seat to move: to play its turn, or to answer a draw call. */
  turn: number;
  phase: 'start' | 'play' | 'respond';
  /** Seats someone laid off onto since their last turn: they cannot call a draw at its start. */
  blocked: boolean[];
  lastDrawer: number;
  /** A draw call being answered: its caller and who has chosen to fight so far. */
  challenge: { caller: number; fighters: number[] } | null;
  log: TongitsEvent[];
  end: TongitsEnd | null;
}

const next = (seat: number) => (seat + 1) % TONGITS_SEATS;
const hasMeld = (state: TongitsState, seat: number) => state.melds.some((m) => m.owner === seat);

export const canCall = (state: TongitsState): boolean =>
  state.phase === 'start' && hasMeld(state, state.turn) && !state.blocked[state.turn];

/** The cards from the hand the top discard can be taken with (each makes a meld with it). */
export function takeOptions(state: TongitsState): Card[][] {
  const top = state.discards[state.discards.length - 1];
  if (state.phase !== 'start' || top === undefined) return [];
  return meldsWith(state.hands[state.turn]!, top);
}

/** The exposed meld a card is laid off onto: someone else's first (in turn order), then one's own; -1 if none takes it. */
export function sapawTarget(state: TongitsState, card: Card): number {
  const seat = state.turn;
  const order = (owner: number) => (owner - seat + TONGITS_SEATS - 1) % TONGITS_SEATS;
  let best = -1;
  state.melds.forEach((meld, i) => {
    if (extendsMeld(meld.cards, card) && (best < 0 || order(meld.owner) < order(state.melds[best]!.owner))) best = i;
  });
  return best;
}

const layOffMarks = new Uint8Array(52);
/** Which cards (marked by card) can be laid off onto an exposed meld, i.e. sapawTarget finds one: shared, valid until the next call. */
export function layOffCards(state: TongitsState): Uint8Array {
  layOffMarks.fill(0);
  for (const meld of state.melds) markExtensions(meld.cards, layOffMarks);
  return layOffMarks;
}

/** The contestant with the fewest points, ties to the first of `order`. */
function lowest(state: TongitsState, order: number[]): number {
  return order.reduce((best, seat) => (handPoints(state.hands[seat]!) < handPoints(state.hands[best]!) ? seat : best));
}

function end(state: TongitsState, winner: number, how: TongitsEnd['how']): void {
  state.end = { winner, how, points: state.hands.map(handPoints) };
}

/** From the last drawer on, in turn order: who wins a tie when the stock is out. */
function stockOut(state: TongitsState): void {
  const order = [0, 1, 2].map((k) => (state.lastDrawer + k) % TONGITS_SEATS);
  const unburned = order.filter((seat) => hasMeld(state, seat));
  end(state, lowest(state, unburned.length > 0 ? unburned : order), 'stock');
}

/** Asks the next seat after `from` with an exposed meld to answer the call, or settles the draw when none is left. */
function askNext(state: TongitsState, from: number): void {
  const challenge = state.challenge!;
  for (let seat = next(from); seat !== challenge.caller; seat = next(seat)) {
    if (hasMeld(state, seat)) {
      state.turn = seat;
      return;
    }
  }
  end(state, lowest(state, [...challenge.fighters, challenge.caller]), 'draw');
}

function expose(state: TongitsState, seat: number, cards: Card[]): void {
  state.melds.push({ owner: seat, cards: sortedBySuitAndFace(cards) });
}

/** After a card leaves the hand in the turn: an empty hand is a tongits. */
function checkTongits(state: TongitsState, seat: number): void {
  if (state.hands[seat]!.length === 0) end(state, seat, 'tongits');
}

/** The actions each phase allows, and the cards each takes: that many, or (negative) at least that many. */
const ALLOWED: Record<TongitsState['phase'], readonly TongitsAction[]> = {
  start: ['call', 'draw', 'take'],
  play: ['meld', 'sapaw', 'discard'],
  respond: ['fight', 'fold'],
};
const CARD_COUNTS: Record<TongitsAction, number> = { call: 0, draw: 0, fight: 0, fold: 0, sapaw: 1, discard: 1, take: -2, meld: -3 };

/** The seat to move makes the move. Throws IllegalMove for anything the rules refuse now. */
export function apply(state: TongitsState, move: TongitsMove): void {
  if (state.end) throw new IllegalMove('the game is over');
  const seat = state.turn;
  const hand = state.hands[seat]!;
  const { action, cards } = move;
  if (!ALLOWED[state.phase].includes(action)) throw new IllegalMove(`${action} is not allowed now`);
  if (!holds(hand, cards)) throw new IllegalMove('not in the hand');
  const count = CARD_COUNTS[action];
  if (count >= 0 ? cards.length !== count : cards.length < -count) throw new IllegalMove('wrong number of cards');

  switch (action) {
    case 'call':
      if (!canCall(state)) throw new IllegalMove('cannot call a draw');
      state.challenge = { caller: seat, fighters: [] };
      state.phase = 'respond';
      state.log.push({ seat, action, cards: [] });
      askNext(state, seat);
      return;
    case 'fight':
    case 'fold':
      if (action === 'fight') state.challenge!.fighters.push(seat);
      state.log.push({ seat, action, cards: [] });
      askNext(state, seat);
      return;
    case 'draw':
      hand.push(state.stock.shift()!);
      state.lastDrawer = seat;
      state.blocked[seat] = false;
      state.phase = 'play';
      state.log.push({ seat, action, cards: [] });
      return;
    case 'take': {
      const top = state.discards[state.discards.length - 1];
      if (top === undefined || !isMeld([top, ...cards])) throw new IllegalMove('the discard makes no meld with these cards');
      state.discards.pop();
      state.hands[seat] = without(hand, cards);
      expose(state, seat, [top, ...cards]);
      state.blocked[seat] = false;
      state.phase = 'play';
      state.log.push({ seat, action, cards: [top, ...cards] });
      checkTongits(state, seat);
      return;
    }
    case 'meld':
      if (!isMeld(cards)) throw new IllegalMove('not a meld');
      state.hands[seat] = without(hand, cards);
      expose(state, seat, cards);
      state.log.push({ seat, action, cards });
      checkTongits(state, seat);
      return;
    case 'sapaw': {
      const target = sapawTarget(state, cards[0]!);
      if (target < 0) throw new IllegalMove('no exposed meld takes this card');
      const meld = state.melds[target]!;
      meld.cards = sortedBySuitAndFace([...meld.cards, cards[0]!]);
      if (meld.owner !== seat) state.blocked[meld.owner] = true;
      state.hands[seat] = without(hand, cards);
      state.log.push({ seat, action, cards });
      checkTongits(state, seat);
      return;
    }
    case 'discard':
      state.hands[seat] = without(hand, cards);
      state.discards.push(cards[0]!);
      state.log.push({ seat, action, cards });
      checkTongits(state, seat);
      if (state.end) return;
      if (state.stock.length === 0) return stockOut(state);
      state.turn = next(seat);
      state.phase = 'start';
  }
}
