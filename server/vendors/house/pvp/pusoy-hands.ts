import * as cardsModule from './cards';
import type { Card } from './cards';
import * as pusoyPlaysModule from './pusoy-plays';

// Imports bound once: see the note in cards.ts on calls through the test runner's module objects.
const { rankOf, suitOf } = cardsModule;
const { ACE, FLUSH, FOUR, FULL_HOUSE, listPlays, STRAIGHT, STRAIGHT_FLUSH } = pusoyPlaysModule;

/**
 * Pusoy Dos combinations and their order. Cards rank 3 (lowest) to 2 (highest), suits clubs <
 * spades < hearts < diamonds, so a card's number is its strength as a single. A play is beaten
 * only by a higher play of the same size:
 * - single, pair, triple (three of a kind): by the highest card (a pair's higher suit decides);
 * - five cards: straight < flush < full house < four of a kind (with any fifth card) < straight
 *   flush; within a kind, straights, flushes and straight flushes by their highest card, full
 *   houses by their triple, fours by their four.
 * Simplification of the house table: a straight runs from 3-4-5-6-7 up to 10-J-Q-K-A; a 2 is too
 * high to take part in one.
 */
export type ComboKind = 'single' | 'pair' | 'triple' | 'straight' | 'flush' | 'full-house' | 'four' | 'straight-flush';

export interface Combo {
  kind: ComboKind;
  cards: Card[];
  /** Its strength among plays of the same size. */
  key: number;
}

/** The five-card kinds in the order of their keys' bases (see pusoy-plays). */
const FIVE_ORDER: readonly ComboKind[] = ['straight', 'flush', 'full-house', 'four', 'straight-flush'];
const SMALL_KINDS: Record<number, ComboKind> = { 1: 'single', 2: 'pair', 3: 'triple' };

/** Scratch for comboKey's sort: the pile is weighed on every turn, and a list per weighing adds up. */
const sorted = [0, 0, 0, 0, 0];

/** The key of the combination the cards (in any order) make, or -1 when they make none. */
export function comboKey(cards: readonly Card[]): number {
  const n = cards.length;
  if (n !== 1 && n !== 2 && n !== 3 && n !== 5) return -1;
  for (let i = 0; i < n; i++) {
    let j = i;
    for (; j > 0 && sorted[j - 1]! > cards[i]!; j--) sorted[j] = sorted[j - 1]!;
    sorted[j] = cards[i]!;
  }
  const top = sorted[n - 1]!;
  // Sorted, the cards are all of one rank when the first and last are.
  if (n < 5) return n === 1 || rankOf(sorted[0]!) === rankOf(top) ? top : -1;
  const [r0, r1, r2, r3, r4] = sorted.map(rankOf) as [number, number, number, number, number];
  let flush = true;
  for (let i = 0; i < 4; i++) flush &&= suitOf(sorted[i]!) === suitOf(top);
  const straight = r4 <= ACE && r1 === r0 + 1 && r2 === r0 + 2 && r3 === r0 + 3 && r4 === r0 + 4;
  if (straight && flush) return STRAIGHT_FLUSH + top;
  // Sorted by rank, a four fills all but one end, a full house is a triple and a pair at the two ends.
  if (r0 === r3 || r1 === r4) return FOUR + r2;
  if ((r0 === r2 && r3 === r4) || (r0 === r1 && r2 === r4)) return FULL_HOUSE + r2;
  if (flush) return FLUSH + top;
  if (straight) return STRAIGHT + top;
  return -1;
}

const kindOf = (size: number, key: number): ComboKind => (size === 5 ? FIVE_ORDER[Math.floor(key / 52)]! : SMALL_KINDS[size]!);

/** The combination the cards make, or null when they make none. */
export function classify(cards: readonly Card[]): Combo | null {
  const key = comboKey(cards);
  // comboKey left the cards sorted in its scratch.
  return key < 0 ? null : { kind: kindOf(cards.length, key), cards: sorted.slice(0, cards.length), key };
}

/** Whether a play beats the one on the pile. */
export const beats = (play: Combo, pile: Combo): boolean => play.cards.length === pile.cards.length && play.key > pile.key;

/** Every play of the given size the hand can make (only those holding `mustHold` and keyed above `above`, if given). */
export function combosOfSize(hand: readonly Card[], size: 1 | 2 | 3 | 5, mustHold = -1, above = -1): Combo[] {
  const plays = listPlays(hand, size, mustHold);
  const out: Combo[] = [];
  for (let i = 0; i < plays.count; i++) {
    const key = plays.keys[i]!;
    if (key > above) out.push({ kind: kindOf(size, key), cards: plays.cards(i), key });
  }
  return out;
}

/** Every play the hand can make, of every size (only those holding `mustHold`, if given). */
export const allCombos = (hand: readonly Card[], mustHold = -1): Combo[] =>
  ([1, 2, 3, 5] as const).flatMap((size) => combosOfSize(hand, size, mustHold));
