import * as cardsModule from './cards';
import type { Card } from './cards';
import * as pusoyBotModule from './pusoy-bot';
import * as pusoyDosModule from './pusoy-dos';
import type { PusoyEvent, PusoyState } from './pusoy-dos';
import * as pusoyHandsModule from './pusoy-hands';
import { afterRake, IllegalMove, type Move, type PvpRules, type Step } from './table';

// Imports bound once: see the note in cards.ts on calls through the test runner's module objects.
const { cardNames, parseCards, shuffledDeck, THREE_OF_CLUBS } = cardsModule;
const { pusoyBotPlay } = pusoyBotModule;
const { legalPlays, play, PUSOY_SEATS } = pusoyDosModule;
const { classify } = pusoyHandsModule;

/** The bots move until it is the player's turn or someone is out. */
function runBots(state: PusoyState): void {
  while (state.winner === null && state.turn !== 0) play(state, pusoyBotPlay(state));
}

const events = (log: PusoyEvent[]) => log.map((e) => ({ seat: e.seat, cards: e.cards && cardNames(e.cards) }));

function step(state: PusoyState): Step<PusoyState> {
  if (state.winner === null) {
    const pile = state.pile && { seat: state.pile.seat, cards: cardNames(state.pile.cards), kind: classify(state.pile.cards)!.kind };
    return {
      done: false,
      state,
      view: {
        game: 'pusoy-dos',
        stake: state.stake,
        hand: cardNames(state.hands[0]!),
        seats: state.hands.map((hand) => ({ count: hand.length })),
        pile,
        log: events(state.log),
        legal: legalPlays(state).map((combo) => cardNames(combo.cards)),
        canPass: state.pile !== null,
        opening: state.opening,
      },
    };
  }
  const pot = PUSOY_SEATS * state.stake;
  const win = state.winner === 0 ? afterRake(pot) : 0;
  return {
    done: true,
    win,
    result: {
      game: 'pusoy-dos',
      winner: state.winner,
      pot,
      rake: state.winner === 0 ? pot - win : 0,
      hands: state.hands.map(cardNames),
      log: events(state.log),
    },
  };
}

/** Pusoy Dos at the house table: the deal, the player's moves, the bots' answers, the view and the settlement. */
export const pusoyDos: PvpRules<PusoyState> = {
  deal(random, stake) {
    const deck = shuffledDeck(random);
    // Card i of the deck goes to seat i mod 4; collected in card order, each hand comes out sorted.
    const seatOf = new Uint8Array(52);
    for (let i = 0; i < 52; i++) seatOf[deck[i]!] = i % PUSOY_SEATS;
    const hands: Card[][] = Array.from({ length: PUSOY_SEATS }, () => []);
    for (let card = 0; card < 52; card++) hands[seatOf[card]!]!.push(card);
    const state: PusoyState = {
      game: 'pusoy-dos',
      stake,
      hands,
      turn: hands.findIndex((hand) => hand.includes(THREE_OF_CLUBS)),
      pile: null,
      passes: 0,
      opening: true,
      log: [],
      winner: null,
    };
    runBots(state);
    return step(state);
  },

  act(state, move: Move) {
    state.log = [];
    if (move.action === 'pass' && (move.cards?.length ?? 0) === 0) play(state, null);
    else if (move.action === 'play' && move.cards?.length) play(state, parseCards(move.cards));
    else throw new IllegalMove(move.action);
    runBots(state);
    return step(state);
  },

  finish(state) {
    while (state.winner === null) play(state, pusoyBotPlay(state));
    return step(state) as { result: unknown; win: number };
  },
};
