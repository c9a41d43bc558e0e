import { ACE, JACK, KING, QUEEN, TEN, type Card } from './deck';
import { categoryOf, evaluate5, highestRank, isRoyal, primaryOf } from './poker';

/**
 * Jacks or Better, the 9/6 "full pay" table: five cards dealt, the player holds any of them, the
 * rest are replaced from the same deck, and the final hand pays per unit staked ("for 1": a
 * win includes the stake). Jacks or better returns the stake.
 */
export const PAYTABLE = [
  { hand: 'royal-flush', pays: 800 },
  { hand: 'straight-flush', pays: 50 },
  { hand: 'quads', pays: 25 },
  { hand: 'full-house', pays: 9 },
  { hand: 'flush', pays: 6 },
  { hand: 'straight', pays: 4 },
  { hand: 'trips', pays: 3 },
  { hand: 'two-pair', pays: 2 },
  { hand: 'jacks-or-better', pays: 1 },
] as const;
export type VideoPokerHand = (typeof PAYTABLE)[number]['hand'];

/** Pays per five-card category (high card 0 ... straight flush 8); a pair pays only from jacks up. */
const BY_CATEGORY = [0, 1, 2, 3, 4, 6, 9, 25, 50];

/** What a final hand pays per unit staked. */
export function paysFor(value: number): number {
  if (isRoyal(value)) return 800;
  const category = categoryOf(value);
  if (category === 1 && highestRank(primaryOf(value)) < JACK) return 0;
  return BY_CATEGORY[category]!;
}

/** The paying hand's name, or null. */
export function handName(value: number): VideoPokerHand | null {
  const pays = paysFor(value);
  if (pays === 0) return null;
  if (pays === 1) return 'jacks-or-better';
  return PAYTABLE.find((row) => row.pays === pays)!.hand;
}

/**
 * Exact returns of 9/6 Jacks or Better, computed by video-poker-return.ts over all 2,598,960
 * deals and all 32 holds of each (the tests recompute them): optimal play, the classical 99.54%,
 * and the strategy list below, which the page's hint and an abandoned hand follow (it misses a
 * few penalty-card exceptions: 0.001% less).
 */
export const OPTIMAL_RETURN = 0.99543904;
export const STRATEGY_RETURN = 0.99542919;

// ---- The hold strategy: the well-known 9/6 list (Wizard of Odds' order), first line that fits wins.

const HIGH_RANKS = (1 << JACK) | (1 << QUEEN) | (1 << KING) | (1 << ACE);
const ROYAL_RANKS = HIGH_RANKS | (1 << TEN);
const WHEEL_RANKS = (1 << ACE) | 0b1111; // A 2 3 4 5
const TJQK = ROYAL_RANKS & ~(1 << ACE);
const JQK = TJQK & ~(1 << TEN);
const JQKA = HIGH_RANKS;
const bitCount = (mask: number): number => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};

/** Rank masks that fit inside one straight (five ranks in a row, or the wheel). */
const FITS_STRAIGHT = new Uint8Array(1 << 13);
for (let low = 0; low <= 8; low++) {
  const window = 0b11111 << low;
  for (let sub = window; sub; sub = (sub - 1) & window) FITS_STRAIGHT[sub] = 1;
}
for (let sub = WHEEL_RANKS; sub; sub = (sub - 1) & WHEEL_RANKS) FITS_STRAIGHT[sub] = 1;

/** 3 to a straight flush, by type: 1 when high cards >= gaps (but not ace-low or 2-3-4), 3 for two gaps and no high card, else 2. */
function straightFlush3Line(ranks: number): number {
  if (ranks & (1 << ACE) || ranks === 0b111) return 23;
  const gaps = highestRank(ranks) - highestRank(ranks & -ranks) - 2;
  const high = bitCount(ranks & HIGH_RANKS);
  if (high >= gaps) return 17;
  return gaps === 2 && high === 0 ? 35 : 23;
}

const NONE = 99;
const bit = (rank: number): number => 1 << rank;
const QJ = bit(QUEEN) | bit(JACK);

/** Two cards of different ranks: their line, suited or not (lines from the list), or none. */
function twoCardLine(ranks: number, suited: boolean): number {
  if (suited) {
    if (ranks === QJ) return 18;
    if (ranks & bit(KING) && ranks & (bit(QUEEN) | bit(JACK))) return 20;
    if (ranks & bit(ACE) && (ranks & HIGH_RANKS) === ranks) return 21;
    if (ranks === (bit(TEN) | bit(JACK))) return 26;
    if (ranks === (bit(TEN) | bit(QUEEN))) return 28;
    if (ranks === (bit(TEN) | bit(KING))) return 31;
    return NONE;
  }
  if ((ranks & HIGH_RANKS) !== ranks) return NONE;
  if (ranks === QJ) return 25;
  if (ranks & bit(ACE)) return 29;
  return ranks & bit(KING) ? 27 : NONE;
}

/** One card held: a jack, queen, king or ace (by rank index), else none. */
const SINGLE_LINE = [NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, 30, 32, 33, 34];
/** A whole hand kept, by category: straight, flush, full house, quads, straight flush. */
const MADE_LINE = [NONE, NONE, NONE, NONE, 8, 6, 5, 3, 2];

/** The strategy line of holding a set of cards (lower is better), NONE when the list never holds them. */
function lineOf(hand: ArrayLike<Card>, count: number, ranks: number, paired: number, suits: number): number {
  if (count === 0) return 36;
  const suited = (suits & (suits - 1)) === 0;
  if (count === 5) {
    const value = evaluate5(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!);
    return isRoyal(value) ? 1 : MADE_LINE[categoryOf(value)]!;
  }
  if (paired) {
    const distinct = bitCount(ranks);
    if (count === 4 && distinct === 2 && bitCount(paired) === 2) return 10; // two pair (not trips and a kicker)
    if (count === 3 && distinct === 1) return 7;
    if (count === 2) return ranks >= 1 << JACK ? 11 : 15; // one rank: high pair or low
    return NONE;
  }
  if (count === 1) return SINGLE_LINE[31 - Math.clz32(ranks)]!;
  if (count === 2) return twoCardLine(ranks, suited);
  const fits = FITS_STRAIGHT[ranks] === 1;
  if (count === 4) {
    if (suited && (ranks & ROYAL_RANKS) === ranks) return 4;
    if (suited && fits) return 9;
    if (suited) return 13;
    if (ranks === TJQK) return 14;
    const outside = ranks / (ranks & -ranks) === 0b1111 && !(ranks & (1 << ACE));
    if (outside) return 16;
    if (!fits) return NONE;
    const high = bitCount(ranks & HIGH_RANKS);
    return ranks === JQKA ? 19 : high === 3 ? 22 : NONE;
  }
  // Three different ranks.
  if (suited && (ranks & ROYAL_RANKS) === ranks) return 12;
  if (suited && fits) return straightFlush3Line(ranks);
  return !suited && ranks === JQK ? 24 : NONE;
}

// Per hold (a 5-bit mask of the hand's places): its card count, rank mask, paired ranks and suit mask.
const COUNT = new Int32Array(32);
const RANKS_OF = new Int32Array(32);
const PAIRED = new Int32Array(32);
const SUITS_OF = new Int32Array(32);

/** The strategy's hold as a mask of the hand's places (bit i: keep card i). */
export function strategyMask(hand: ArrayLike<Card>): number {
  let best = 0;
  let bestLine = lineOf(hand, 0, 0, 0, 0);
  for (let mask = 1; mask < 32; mask++) {
    // Each hold is a smaller one plus its highest place.
    const top = 31 - Math.clz32(mask);
    const smaller = mask ^ (1 << top);
    const card = hand[top]!;
    const rank = 1 << (card >> 2);
    COUNT[mask] = COUNT[smaller]! + 1;
    PAIRED[mask] = PAIRED[smaller]! | (RANKS_OF[smaller]! & rank);
    RANKS_OF[mask] = RANKS_OF[smaller]! | rank;
    SUITS_OF[mask] = SUITS_OF[smaller]! | (1 << (card & 3));
    const line = lineOf(hand, COUNT[mask]!, RANKS_OF[mask]!, PAIRED[mask]!, SUITS_OF[mask]!);
    // Ties go to the larger hold (quads with the kicker, as dealt).
    if (line <= bestLine) {
      bestLine = line;
      best = mask;
    }
  }
  return best;
}

/** The strategy's hold for a dealt hand: which of the five cards to keep. */
export function strategyHold(hand: readonly Card[]): boolean[] {
  const mask = strategyMask(hand);
  return hand.map((_, i) => (mask & (1 << i)) !== 0);
}

/** The final hand: the held cards stay in place, each other place takes the deck's next card. */
export function draw(hand: readonly Card[], held: readonly boolean[], replacements: readonly Card[]): Card[] {
  let next = 0;
  return hand.map((card, i) => (held[i] ? card : replacements[next++]!));
}
