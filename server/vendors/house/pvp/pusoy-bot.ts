import { rankOf, THREE_OF_CLUBS, type Card } from './cards';
import { legalPlays, type PusoyState } from './pusoy-dos';
import { combosOfSize, type Combo } from './pusoy-hands';

/**
 * The house's Pusoy Dos strategy, the same for every bot seat (and for an abandoned player's):
 * deterministic from the table, so a round replays from its seeds.
 * - Leading: shed the lowest card in the biggest play that holds it (five cards, three, two,
 *   one), keeping 2s out of it; against a seat down to one card, lead the highest single instead.
 * - Following: the lowest play that beats the pile, a single preferably not broken out of a pair
 *   or triple; the highest single when a seat is down to one or two cards; 2s are kept back
 *   (pass) while every seat still holds more than four cards.
 */
const TWO = 12;

const hasTwo = (combo: Combo) => combo.cards.some((c) => rankOf(c) === TWO);
const lowestKey = (combos: Combo[]) => combos.reduce((a, b) => (b.key < a.key ? b : a));
const highestKey = (combos: Combo[]) => combos.reduce((a, b) => (b.key > a.key ? b : a));

export function pusoyBotPlay(state: PusoyState): Card[] | null {
  const seat = state.turn;
  const hand = state.hands[seat]!;
  const fewestElsewhere = Math.min(...state.hands.filter((_, s) => s !== seat).map((h) => h.length));

  if (!state.pile) {
    const lowest = state.opening ? THREE_OF_CLUBS : Math.min(...hand);
    for (const size of [5, 3, 2] as const) {
      const shedding = combosOfSize(hand, size).filter((combo) => combo.cards.includes(lowest) && !hasTwo(combo));
      if (shedding.length > 0) return lowestKey(shedding).cards;
    }
    // A single: the lowest, unless a seat is about to go out on a single (the opening's 3 of clubs must go anyway).
    return [fewestElsewhere === 1 && !state.opening ? Math.max(...hand) : lowest];
  }

  const plays = legalPlays(state);
  if (plays.length === 0) return null;
  const danger = fewestElsewhere <= 2;
  if (plays[0]!.cards.length === 1 && danger) return highestKey(plays).cards;
  const rankCount = (card: Card) => hand.filter((c) => rankOf(c) === rankOf(card)).length;
  const unbroken = plays[0]!.cards.length === 1 ? plays.filter((p) => rankCount(p.cards[0]!) === 1) : plays;
  const best = lowestKey(unbroken.length > 0 ? unbroken : plays);
  if (hasTwo(best) && fewestElsewhere > 4 && hand.length > 4) return null;
  return best.cards;
}
