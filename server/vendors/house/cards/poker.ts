import type { Card } from './deck';

/**
 * A fast poker hand evaluator: a hand's value is one integer, higher is better, equal for hands
 * of equal strength. Layout: category x 2^26 + (rank mask of the cards that decide first) x 2^13
 * + (rank mask of the kickers). Rank masks of distinct ranks compare as integers exactly as the
 * ranks compare from the highest down, so no sorting is needed; ranks are counted with four
 * bit masks (seen once, twice, three and four times).
 */
export const FIVE_CARD = ['high', 'pair', 'two-pair', 'trips', 'straight', 'flush', 'full-house', 'quads', 'straight-flush'] as const;
export type FiveCardCategory = (typeof FIVE_CARD)[number];

const CATEGORY = 2 ** 26;
const PRIMARY = 2 ** 13;
const WHEEL = 0b1_0000_0000_1111; // A 2 3 4 5

export const categoryOf = (value: number): number => Math.floor(value / CATEGORY);
/** The rank mask that decides first (the pair, the trips, a straight's top card). */
export const primaryOf = (value: number): number => Math.floor(value / PRIMARY) & 0x1fff;
export const highestRank = (mask: number): number => 31 - Math.clz32(mask);

/** The top rank of five distinct ranks in a row (the 5 of a wheel), or -1. */
function straightTop(m1: number): number {
  if (m1 === WHEEL) return 3;
  const low = m1 & -m1;
  return m1 / low === 0b11111 ? highestRank(m1) : -1;
}

/** The value of five cards. */
export function evaluate5(a: Card, b: Card, c: Card, d: Card, e: Card): number {
  // Unrolled: this runs millions of times in the exact returns.
  let bit = 1 << (a >> 2);
  let m1 = bit;
  bit = 1 << (b >> 2);
  let m2 = m1 & bit;
  m1 |= bit;
  bit = 1 << (c >> 2);
  let m3 = m2 & bit;
  m2 |= m1 & bit;
  m1 |= bit;
  bit = 1 << (d >> 2);
  let m4 = m3 & bit;
  m3 |= m2 & bit;
  m2 |= m1 & bit;
  m1 |= bit;
  bit = 1 << (e >> 2);
  m4 |= m3 & bit;
  m3 |= m2 & bit;
  m2 |= m1 & bit;
  m1 |= bit;
  if (m2 === 0) {
    const flush = ((a ^ b) & 3) === 0 && ((a ^ c) & 3) === 0 && ((a ^ d) & 3) === 0 && ((a ^ e) & 3) === 0;
    const top = straightTop(m1);
    if (top >= 0) return (flush ? 8 : 4) * CATEGORY + (1 << top) * PRIMARY;
    return (flush ? 5 : 0) * CATEGORY + m1;
  }
  if (m4) return 7 * CATEGORY + m4 * PRIMARY + (m1 & ~m4);
  if (m3) return m2 & ~m3 ? 6 * CATEGORY + m3 * PRIMARY + (m2 & ~m3) : 3 * CATEGORY + m3 * PRIMARY + (m1 & ~m3);
  return (m2 & (m2 - 1) ? 2 : 1) * CATEGORY + m2 * PRIMARY + (m1 & ~m2);
}

export const evaluateHand = (cards: readonly Card[]): number => evaluate5(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!);

/** A royal flush: the straight flush to the ace. */
export const isRoyal = (value: number): boolean => categoryOf(value) === 8 && primaryOf(value) === 1 << 12;

/**
 * Three-card poker order, where a straight is rarer than a flush: high card, pair, flush,
 * straight, three of a kind, straight flush. A-2-3 is the lowest straight, Q-K-A the highest.
 */
export const THREE_CARD = ['high', 'pair', 'flush', 'straight', 'trips', 'straight-flush'] as const;
export type ThreeCardCategory = (typeof THREE_CARD)[number];
const LOW_STRAIGHT_3 = 0b1_0000_0000_0011; // A 2 3

/** The value of three cards (same layout as five). */
export function evaluate3(a: Card, b: Card, c: Card): number {
  const ra = 1 << (a >> 2);
  const rb = 1 << (b >> 2);
  const rc = 1 << (c >> 2);
  const m1 = ra | rb | rc;
  if (ra === rb && rb === rc) return 4 * CATEGORY + m1 * PRIMARY;
  if (ra === rb || rb === rc || ra === rc) {
    const pair = ra === rb || ra === rc ? ra : rb;
    return CATEGORY + pair * PRIMARY + (m1 & ~pair);
  }
  const flush = ((a ^ b) & 3) === 0 && ((a ^ c) & 3) === 0;
  const low = m1 & -m1;
  const top = m1 === LOW_STRAIGHT_3 ? 1 : m1 / low === 0b111 ? highestRank(m1) : -1;
  if (top >= 0) return (flush ? 5 : 3) * CATEGORY + (1 << top) * PRIMARY;
  return (flush ? 2 : 0) * CATEGORY + m1;
}
