import { RoundError } from '../round-error';
import type { Step } from '../rounds';
import {
  actBlackjack,
  abandonBlackjack,
  allowedActions,
  dealBlackjack,
  DECKS,
  extraStakeOf,
  hintOf,
  insuranceStake,
  isOver,
  settleBlackjack,
  totalOf,
  type BlackjackAction,
  type BlackjackState,
} from './blackjack';
import { shouldCall, settleCaribbean } from './caribbean';
import { cardName, cardNames, shuffledDeck, type Card } from './deck';
import { evaluateHand } from './poker';
import { settleThreeCard, shouldPlay, valueOf } from './three-card';
import { draw, handName, paysFor, strategyHold } from './video-poker';

/**
 * The four dealer games as staged rounds: the deal (the whole deck shuffled from the round's
 * seeds, so the player can rebuild every card afterwards), the player's decisions, and the
 * default decision for a hand left alone. The state stays with the rounds (never sent); the view
 * is what the player sees; the result, at the end, shows every card.
 */
export type CardGame = 'video-poker' | 'three-card' | 'caribbean' | 'blackjack';
export type Action = 'hold' | 'play' | 'fold' | 'call' | BlackjackAction;
export interface Decision {
  action: Action;
  /** For 'hold': which of the five cards stay. */
  held?: boolean[];
}
export interface Bets {
  stake: number;
  /** Three Card Poker's optional side bet (0 without). */
  pairPlus: number;
}

export interface CardTable {
  game: CardGame;
  deal(random: () => number, bets: Bets): Step<unknown>;
  /** The further bet a decision takes (a call, a double): one more wallet bet of the round. */
  extraStake(state: unknown, decision: Decision): number;
  /** The next step; a decision the state does not allow is refused before any money moves. */
  act(state: unknown, decision: Decision): Step<unknown>;
  /** The end of a hand whose player left: the default decision. */
  abandon(state: unknown): { result: unknown; win: number };
}

/** A decision the hand does not allow: refused as an illegal move (400), before any money moves. */
const notAllowed = () => new RoundError('ILLEGAL_MOVE');

// ---- Video poker: deal five, hold, draw, paid by the final hand.

interface VideoPokerState {
  kind: 'video-poker';
  stake: number;
  deck: Card[];
}

const videoPoker: CardTable = {
  game: 'video-poker',
  deal(random, { stake }) {
    const state: VideoPokerState = { kind: 'video-poker', stake, deck: shuffledDeck(random) };
    const hand = state.deck.slice(0, 5);
    return { done: false, state, view: { game: 'video-poker', stake, hand: cardNames(hand), actions: ['hold'], hint: strategyHold(hand) } };
  },
  extraStake: () => 0,
  act(raw, decision) {
    const state = stateOf<VideoPokerState>(raw, 'video-poker');
    if (decision.action !== 'hold' || decision.held?.length !== 5) throw notAllowed();
    return { done: true, ...finishVideoPoker(state, decision.held) };
  },
  abandon(raw) {
    const state = stateOf<VideoPokerState>(raw, 'video-poker');
    return finishVideoPoker(state, strategyHold(state.deck.slice(0, 5)));
  },
};

function finishVideoPoker(state: VideoPokerState, held: boolean[]) {
  const hand = state.deck.slice(0, 5);
  const final = draw(hand, held, state.deck.slice(5));
  const value = evaluateHand(final);
  const win = state.stake * paysFor(value);
  return {
    result: { game: 'video-poker', stake: state.stake, hand: cardNames(hand), held, final: cardNames(final), paying: handName(value), win },
    win,
  };
}

// ---- Three Card Poker: ante (and Pair Plus), then play or fold against the dealer's three.

interface ThreeCardState {
  kind: 'three-card';
  ante: number;
  pairPlus: number;
  deck: Card[];
}

const threeCard: CardTable = {
  game: 'three-card',
  deal(random, { stake, pairPlus }) {
    const state: ThreeCardState = { kind: 'three-card', ante: stake, pairPlus, deck: shuffledDeck(random) };
    const player = state.deck.slice(0, 3);
    const view = {
      game: 'three-card',
      ante: stake,
      pairPlus,
      player: cardNames(player),
      actions: ['play', 'fold'],
      hint: shouldPlay(valueOf(player)) ? 'play' : 'fold',
    };
    return { done: false, state, view };
  },
  extraStake: (raw, decision) => (decision.action === 'play' ? stateOf<ThreeCardState>(raw, 'three-card').ante : 0),
  act(raw, decision) {
    const state = stateOf<ThreeCardState>(raw, 'three-card');
    if (decision.action !== 'play' && decision.action !== 'fold') throw notAllowed();
    return { done: true, ...finishThreeCard(state, decision.action === 'play') };
  },
  abandon: (raw) => finishThreeCard(stateOf<ThreeCardState>(raw, 'three-card'), false),
};

function finishThreeCard(state: ThreeCardState, played: boolean) {
  const player = state.deck.slice(0, 3);
  const dealer = state.deck.slice(3, 6);
  const outcome = settleThreeCard(state, player, dealer, played);
  return {
    result: {
      game: 'three-card',
      ante: state.ante,
      pairPlus: state.pairPlus,
      player: cardNames(player),
      dealer: cardNames(dealer),
      ...outcome,
    },
    win: outcome.win,
  };
}

// ---- Caribbean Stud: ante, five cards and the dealer's up card, then call (twice the ante) or fold.

interface CaribbeanState {
  kind: 'caribbean';
  ante: number;
  deck: Card[];
}

const caribbean: CardTable = {
  game: 'caribbean',
  deal(random, { stake }) {
    const state: CaribbeanState = { kind: 'caribbean', ante: stake, deck: shuffledDeck(random) };
    const player = state.deck.slice(0, 5);
    const up = state.deck[5]!;
    const view = {
      game: 'caribbean',
      ante: stake,
      player: cardNames(player),
      dealerUp: cardName(up),
      actions: ['call', 'fold'],
      hint: shouldCall(player, up) ? 'call' : 'fold',
    };
    return { done: false, state, view };
  },
  extraStake: (raw, decision) => (decision.action === 'call' ? 2 * stateOf<CaribbeanState>(raw, 'caribbean').ante : 0),
  act(raw, decision) {
    const state = stateOf<CaribbeanState>(raw, 'caribbean');
    if (decision.action !== 'call' && decision.action !== 'fold') throw notAllowed();
    return { done: true, ...finishCaribbean(state, decision.action === 'call') };
  },
  abandon: (raw) => finishCaribbean(stateOf<CaribbeanState>(raw, 'caribbean'), false),
};

function finishCaribbean(state: CaribbeanState, called: boolean) {
  const player = state.deck.slice(0, 5);
  const dealer = state.deck.slice(5, 10);
  const outcome = settleCaribbean(state.ante, player, dealer, called);
  return {
    result: { game: 'caribbean', ante: state.ante, player: cardNames(player), dealer: cardNames(dealer), ...outcome },
    win: outcome.win,
  };
}

// ---- Blackjack: one seat against the dealer, decisions until every hand stands.

function blackjackStep(state: BlackjackState): Step<unknown> {
  if (isOver(state)) return { done: true, ...finishBlackjack(state) };
  const view = {
    game: 'blackjack',
    stake: state.stake,
    dealer: [cardName(state.dealer[0]!)],
    hands: state.hands.map((h) => ({ cards: cardNames(h.cards), ...totalOf(h.cards), stake: h.stake, doubled: h.doubled, done: h.done })),
    active: state.active,
    phase: state.phase,
    insurance: state.phase === 'insurance' ? insuranceStake(state.stake) : state.insurance,
    actions: allowedActions(state),
    hint: hintOf(state),
  };
  return { done: false, state, view };
}

function finishBlackjack(state: BlackjackState) {
  const settled = settleBlackjack(state);
  const result = {
    game: 'blackjack',
    stake: state.stake,
    dealer: cardNames(settled.dealer),
    dealerTotal: settled.dealerTotal,
    hands: settled.hands.map((h) => ({ ...h, cards: cardNames(h.cards) })),
    insurance: settled.insurance,
    insuranceWin: settled.insuranceWin,
    win: settled.win,
  };
  return { result, win: settled.win };
}

const blackjack: CardTable = {
  game: 'blackjack',
  deal: (random, { stake }) => blackjackStep(dealBlackjack(shuffledDeck(random, DECKS), stake)),
  extraStake: (raw, decision) => extraStakeOf(stateOf<BlackjackState>(raw, 'blackjack'), decision.action as BlackjackAction),
  act(raw, decision) {
    const state = stateOf<BlackjackState>(raw, 'blackjack');
    if (!allowedActions(state).includes(decision.action as BlackjackAction)) throw notAllowed();
    actBlackjack(state, decision.action as BlackjackAction);
    return blackjackStep(state);
  },
  abandon(raw) {
    const state = stateOf<BlackjackState>(raw, 'blackjack');
    abandonBlackjack(state);
    return finishBlackjack(state);
  },
};

export const TABLES: Record<CardGame, CardTable> = { 'video-poker': videoPoker, 'three-card': threeCard, caribbean, blackjack };

/** A kept state of the expected game (a round of another game is not this table's to play). */
function stateOf<S extends { kind: CardGame }>(raw: unknown, kind: S['kind']): S {
  if ((raw as { kind?: unknown } | null)?.kind !== kind) throw new RoundError('ROUND_NOT_FOUND');
  return raw as S;
}
