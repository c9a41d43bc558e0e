import type { Card } from './cards';
import * as tongitsMeldsModule from './tongits-melds';

/**
 * The best split of a Tongits hand into melds and deadwood, which the bots look for on nearly every
 * move: a search over the subsets of the hand's places (bit i for the hand's card i), memoized in
 * shared typed arrays rather than a map of objects.
 */

// Imports bound once: see the note in cards.ts on calls through the test runner's module objects.
const { cardPoints, cardsAt, handPoints, meldMasks } = tongitsMeldsModule;

/**
 * The search's scratch, shared (it runs on nearly every bot move). It runs over the k cards that are
 * in some meld, place j for the j-th of them: their points, the melds as masks over those places,
 * and for each subset of places its fewest points and the meld that starts it (0: its lowest card
 * left over), valid where its stamp is the current search's.
 */
const points: number[] = [];
const local: number[] = [];
let stamp = new Uint32Array(1 << 13);
let fewestOf = new Uint32Array(1 << 13);
let choiceOf = new Uint32Array(1 << 13);
let search = 0;

function newSearch(places: number): void {
  if (stamp.length < 1 << places) {
    stamp = new Uint32Array(1 << places);
    fewestOf = new Uint32Array(1 << places);
    choiceOf = new Uint32Array(1 << places);
  }
  if (++search > 0xffffffff) [search, stamp] = [1, new Uint32Array(stamp.length)];
}

/** The fewest points the places in `left` can keep, by the lowest place: left over, or in a meld that holds it. */
function solve(left: number): number {
  if (left === 0) return 0;
  if (stamp[left] === search) return fewestOf[left]!;
  const lowest = left & -left;
  let fewest = solve(left & ~lowest) + points[31 - Math.clz32(lowest)]!;
  let chosen = 0;
  for (const mask of local) {
    if ((mask & lowest) === 0 || (mask & left) !== mask) continue;
    const rest = solve(left & ~mask);
    if (rest < fewest) [fewest, chosen] = [rest, mask];
  }
  stamp[left] = search;
  fewestOf[left] = fewest;
  choiceOf[left] = chosen;
  return fewest;
}

/**
 * The melds to expose that leave the fewest points in the hand (the rest is the deadwood): every
 * way to split the hand, searched by its lowest card (in a meld that holds it, or left over).
 * A card in no meld is deadwood in every split, so the search runs over the others only: the same
 * choices, ties included, as over the whole hand, on far fewer subsets (none, most turns).
 */
export function bestArrangement(hand: readonly Card[]): { melds: Card[][]; deadwood: Card[]; points: number } {
  const masks = meldMasks(hand);
  if (masks.length === 0) return { melds: [], deadwood: [...hand], points: handPoints(hand) };
  const inAny = masks.reduce((a, b) => a | b, 0);
  // Place j of the search is the hand's place where[j].
  const where: number[] = [];
  let loose = 0;
  points.length = 0;
  for (let i = 0; i < hand.length; i++) {
    if (inAny & (1 << i)) {
      where.push(i);
      points.push(cardPoints(hand[i]!));
    } else loose += cardPoints(hand[i]!);
  }
  const toLocal = (mask: number) => where.reduce((bits, i, j) => (mask & (1 << i) ? bits | (1 << j) : bits), 0);
  const toHand = (bits: number) => where.reduce((mask, i, j) => (bits & (1 << j) ? mask | (1 << i) : mask), 0);
  local.length = 0;
  for (const mask of masks) local.push(toLocal(mask));
  newSearch(where.length);
  const all = (1 << where.length) - 1;
  const fewest = solve(all);
  // The chosen melds, following the choices from the whole set down.
  const melds: Card[][] = [];
  let inMeld = 0;
  for (let left = all; left;) {
    const chosen = choiceOf[left]!;
    if (chosen) {
      melds.push(cardsAt(hand, toHand(chosen)));
      inMeld |= toHand(chosen);
      left &= ~chosen;
    } else left &= left - 1;
  }
  return { melds, deadwood: cardsAt(hand, ~inMeld), points: fewest + loose };
}
