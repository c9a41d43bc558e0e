import * as cardsModule from './cards';
import type { Card } from './cards';
import * as pusoyHandsModule from './pusoy-hands';
import type { Combo } from './pusoy-hands';
import { IllegalMove } from './table';

// Imports bound once: see the note in cards.ts on calls through the test runner's module objects.
const { holds, THREE_OF_CLUBS, without } = cardsModule;
const { allCombos, classify, comboKey, combosOfSize } = pusoyHandsModule;

/**
 * Pusoy Dos (Big Two as played in the Philippines): four seats, the player and three house bots,
 * 13 cards each from one shuffled deck (dealt one at a time, the player first). The holder of the
 * 3 of clubs opens with a play that includes it; each next seat plays a higher combination of the
 * same size or passes (a seat that passed may play again when its turn comes back); when the
 * other three pass in a row, the last to play leads anything. The first seat out of cards wins
 * the pot (the four stakes, each bot's being the house's money) less the rake.
 */
export const PUSOY_SEATS = 4;

export interface PusoyEvent {
  seat: number;
  /** The cards played, or null for a pass. */
  cards: Card[] | null;
}

export interface PusoyState {
  game: 'pusoy-dos';
  stake: number;
  /** hands[0] is the player's. */
  hands: Card[][];
  turn: number;
  /** The play to beat, and who made it; null when the seat to move leads. */
  pile: { seat: number; cards: Card[] } | null;
  /** Passes in a row since the pile's play. */
  passes: number;
  /** The game's first play is still to come (it must include the 3 of clubs). */
  opening: boolean;
  /** What the table did since the player's last move, for the page to replay. */
  log: PusoyEvent[];
  winner: number | null;
}

/** Every play the seat to move may make now (passing aside). */
export function legalPlays(state: PusoyState): Combo[] {
  const hand = state.hands[state.turn]!;
  // Filtered as they are listed, before any is built.
  if (!state.pile) return allCombos(hand, state.opening ? THREE_OF_CLUBS : -1);
  return combosOfSize(hand, state.pile.cards.length as 1 | 2 | 3 | 5, -1, comboKey(state.pile.cards));
}

/** The seat to move plays the cards, or passes (null). Throws IllegalMove for anything the rules refuse. */
export function play(state: PusoyState, cards: Card[] | null): void {
  const seat = state.turn;
  const hand = state.hands[seat]!;
  if (state.winner !== null) throw new IllegalMove('the game is over');
  if (cards === null) {
    if (!state.pile) throw new IllegalMove('the leader must play');
    state.passes++;
    if (state.passes === PUSOY_SEATS - 1) {
      // Everyone else passed: the pile's owner, who moves next, leads afresh.
      state.pile = null;
      state.passes = 0;
    }
    state.log.push({ seat, cards: null });
  } else {
    const combo = holds(hand, cards) ? classify(cards) : null;
    if (!combo) throw new IllegalMove('not a combination from the hand');
    if (state.opening && !cards.includes(THREE_OF_CLUBS)) throw new IllegalMove('the first play includes the 3 of clubs');
    // The pile's key alone (no combination built): this runs on every play of a simulated game.
    if (state.pile && (cards.length !== state.pile.cards.length || combo.key <= comboKey(state.pile.cards))) {
      throw new IllegalMove('does not beat the pile');
    }
    state.hands[seat] = without(hand, cards);
    state.pile = { seat, cards: combo.cards };
    state.passes = 0;
    state.opening = false;
    state.log.push({ seat, cards: combo.cards });
    if (state.hands[seat]!.length === 0) state.winner = seat;
  }
  state.turn = (seat + 1) % PUSOY_SEATS;
}
