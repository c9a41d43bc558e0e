import * as cardsModule from './cards';
import type { Card } from './cards';
import type { PusoyState } from './pusoy-dos';
import * as pusoyHandsModule from './pusoy-hands';
import * as pusoyPlaysModule from './pusoy-plays';
import type { PlayList } from './pusoy-plays';

// Imports bound once: see the note in cards.ts on calls through the test runner's module objects.
const { rankOf, THREE_OF_CLUBS } = cardsModule;
const { comboKey } = pusoyHandsModule;
const { listPlays } = pusoyPlaysModule;

/**
 * The house's Pusoy Dos strategy, the same for every bot seat (and for an abandoned player's):
 * deterministic from the table, so a round replays from its seeds.
 * - Leading: shed the lowest card in the biggest play that holds it (five cards, three, two,
 *   one), keeping 2s out of it; against a seat down to one card, lead the highest single instead.
 * - Following: the lowest play that beats the pile, a single preferably not broken out of a pair
 *   or triple; the highest single when a seat is down to one or two cards; 2s are kept back
 *   (pass) while every seat still holds more than four cards.
 * Among plays of equal strength the first listed wins (listPlays' order). This is most of a
 * simulated game's time, so it reads packed plays and the hand's numbers, and builds no lists.
 */
const TWO = 12;
const LEAD_SIZES = [5, 3, 2] as const;
/** Scratch: how many cards of each rank the hand holds. */
const rankCounts = new Uint8Array(13);

/** A packed play's cards are lowest first, so it holds a 2 when its last card is one. */
const hasTwo = (packed: number, size: number) => ((packed >> (6 * (size - 1))) & 63) >> 2 === TWO;

/** The first play with the lowest key among those above `above` and free of 2s if asked; -1 if none. */
function lowest(plays: PlayList, size: number, above: number, noTwos: boolean): number {
  let best = -1;
  for (let i = 0; i < plays.count; i++) {
    const key = plays.keys[i]!;
    if (key > above && (best < 0 || key < plays.keys[best]!) && !(noTwos && hasTwo(plays.packed[i]!, size))) best = i;
  }
  return best;
}

/** A single on a single: the highest in danger, else the lowest not broken out of a set, else the lowest; -1 to pass. */
function followSingle(hand: readonly Card[], pile: Card, danger: boolean): Card {
  if (danger) {
    let high = -1;
    for (const card of hand) if (card > pile && card > high) high = card;
    return high;
  }
  for (let rank = 0; rank < 13; rank++) rankCounts[rank] = 0;
  for (const card of hand) rankCounts[rankOf(card)]!++;
  let low = -1;
  let lowAlone = -1;
  for (const card of hand) {
    if (card <= pile) continue;
    if (low < 0 || card < low) low = card;
    if (rankCounts[rankOf(card)] === 1 && (lowAlone < 0 || card < lowAlone)) lowAlone = card;
  }
  return lowAlone >= 0 ? lowAlone : low;
}

export function pusoyBotPlay(state: PusoyState): Card[] | null {
  const seat = state.turn;
  const hand = state.hands[seat]!;
  let fewestElsewhere = 52;
  for (let s = 0; s < state.hands.length; s++)
    if (s !== seat && state.hands[s]!.length < fewestElsewhere) fewestElsewhere = state.hands[s]!.length;
  const holdBackTwos = fewestElsewhere > 4 && hand.length > 4;

  if (!state.pile) {
    const low = state.opening ? THREE_OF_CLUBS : Math.min(...hand);
    for (const size of LEAD_SIZES) {
      // Only the plays that hold the lowest card are listed.
      const plays = listPlays(hand, size, low);
      const best = lowest(plays, size, -1, true);
      if (best >= 0) return plays.cards(best);
    }
    // A single: the lowest, unless a seat is about to go out on a single (the opening's 3 of clubs must go anyway).
    return [fewestElsewhere === 1 && !state.opening ? Math.max(...hand) : low];
  }

  const pileKey = comboKey(state.pile.cards);
  const size = state.pile.cards.length as 1 | 2 | 3 | 5;
  if (size === 1) {
    const card = followSingle(hand, pileKey, fewestElsewhere <= 2);
    // In danger (a seat down to two cards, so no holding back) the highest goes even if it is a 2.
    return card < 0 || (rankOf(card) === TWO && holdBackTwos) ? null : [card];
  }
  const plays = listPlays(hand, size);
  const best = lowest(plays, size, pileKey, false);
  return best < 0 || (hasTwo(plays.packed[best]!, size) && holdBackTwos) ? null : plays.cards(best);
}
