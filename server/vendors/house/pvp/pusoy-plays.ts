import * as cardsModule from './cards';
import type { Card } from './cards';

// Imports bound once: see the note in cards.ts on calls through the test runner's module objects.
const { rankOf, suitOf } = cardsModule;

/**
 * Listing every Pusoy Dos play of a size a hand can make, as the bots do on every turn (hundreds of
 * thousands of games in the return test): built from the hand's ranks and suits (straights rank by
 * rank, flushes suit by suit, full houses and fours from its sets) rather than by trying every five
 * cards, and without a list of cards per play. A play is one number, its cards six bits each,
 * lowest first (card i at bits 6i), which fits a small integer; the list is shared and refilled by
 * each call.
 */

/** A five-card hand's key: its kind's base (in the order they beat each other) plus its top card, or its triple's or four's rank. */
export const [STRAIGHT, FLUSH, FULL_HOUSE, FOUR, STRAIGHT_FLUSH] = [0, 52, 104, 156, 208];
/** A straight runs from 3-4-5-6-7 up to 10-J-Q-K-A (rank 11): a 2 takes no part in one. */
export const ACE = 11;

export interface PlayList {
  size: number;
  count: number;
  /** Play i's cards, packed, and its key. */
  packed: number[];
  keys: number[];
  /** Play i's cards, lowest first. */
  cards(i: number): Card[];
}

const list: PlayList = {
  size: 0,
  count: 0,
  packed: [],
  keys: [],
  cards(i) {
    const cards: Card[] = [];
    for (let k = 0; k < this.size; k++) cards.push((this.packed[i]! >> (6 * k)) & 63);
    return cards;
  },
};

/** Scratch: the suits the hand holds in each rank (bit s for suit s), its cards in each suit, its pairs (packed). */
const suitsAt = new Uint8Array(13);
const suitCounts = new Uint8Array(4);
const suited: Card[] = [];
const pairs: number[] = [];
/** The card every listed play must hold, or -1; whether the hand holds three of a rank. */
let holding = -1;
let triples = false;
/** The suits in a rank's mask, in suit order. */
const SUITS: readonly (readonly number[])[] = Array.from({ length: 16 }, (_, mask) => [0, 1, 2, 3].filter((s) => mask & (1 << s)));

function add(packed: number, key: number): void {
  if (holding >= 0) {
    let held = false;
    for (let k = 0; k < list.size; k++) held ||= ((packed >> (6 * k)) & 63) === holding;
    if (!held) return;
  }
  list.packed[list.count] = packed;
  list.keys[list.count++] = key;
}

/** One card of each rank from `rank` up to low + 4, in suit order; `suit` is their common suit so far, or -1. */
function addStraights(low: number, rank: number, packed: number, suit: number): void {
  for (const s of SUITS[suitsAt[rank]!]!) {
    const card = rank * 4 + s;
    // A straight through the held card's rank holds that card or not at all.
    if (holding >= 0 && rankOf(holding) === rank && card !== holding) continue;
    const cards = packed | (card << (6 * (rank - low)));
    const same = rank === low || suit === s ? s : -1;
    if (rank < low + 4) addStraights(low, rank + 1, cards, same);
    else add(cards, same >= 0 ? STRAIGHT_FLUSH + card : STRAIGHT + card);
  }
}

/** Every five of the suited cards (ascending), in lexicographic order, skipping straight flushes (listed with the straights). */
function addFlushes(from: number, depth: number, packed: number): void {
  for (let i = from; i <= suited.length - 5 + depth; i++) {
    const card = suited[i]!;
    const cards = packed | (card << (6 * depth));
    if (depth < 4) addFlushes(i + 1, depth + 1, cards);
    else if (rankOf(card) > ACE || rankOf(card) - rankOf(cards & 63) !== 4) add(cards, FLUSH + card);
  }
}

/** Full houses (any triple with any pair of another rank) and fours (with any fifth card, in the hand's order), by rank. */
function addFullHousesAndFours(hand: readonly Card[]): void {
  pairs.length = 0;
  for (let rank = 0; rank < 13; rank++) {
    const suits = SUITS[suitsAt[rank]!]!;
    for (let i = 0; i < suits.length; i++)
      for (let j = i + 1; j < suits.length; j++) pairs.push(rank * 4 + suits[i]! + ((rank * 4 + suits[j]!) << 6));
  }
  for (let rank = 0; rank < 13; rank++) {
    const suits = SUITS[suitsAt[rank]!]!;
    if (suits.length < 3) continue;
    const base = rank * 4;
    for (let i = 0; i < suits.length; i++)
      for (let j = i + 1; j < suits.length; j++)
        for (let k = j + 1; k < suits.length; k++) {
          const triple = base + suits[i]! + ((base + suits[j]!) << 6) + ((base + suits[k]!) << 12);
          for (const pair of pairs) {
            const pairRank = (pair & 63) >> 2;
            // Lowest first: the pair below the triple or above it.
            if (pairRank !== rank) add(pairRank < rank ? pair | (triple << 12) : triple | (pair << 18), FULL_HOUSE + rank);
          }
        }
    if (suits.length === 4) {
      const four = base + ((base + 1) << 6) + ((base + 2) << 12) + ((base + 3) << 18);
      for (const kicker of hand)
        if (rankOf(kicker) !== rank) add(kicker < base ? kicker | (four << 6) : four | (kicker << 24), FOUR + rank);
    }
  }
}

function addFives(hand: readonly Card[]): void {
  // Straights (and straight flushes): one card of each of five consecutive ranks.
  for (let low = 0; low + 4 <= ACE; low++) {
    if (holding >= 0 && (rankOf(holding) < low || rankOf(holding) > low + 4)) continue;
    if (suitsAt[low] && suitsAt[low + 1] && suitsAt[low + 2] && suitsAt[low + 3] && suitsAt[low + 4]) addStraights(low, low, 0, -1);
  }
  // Flushes that are not straights.
  for (let suit = 0; suit < 4; suit++) {
    if (suitCounts[suit]! < 5 || (holding >= 0 && suitOf(holding) !== suit)) continue;
    suited.length = 0;
    for (let rank = 0; rank < 13; rank++) if (suitsAt[rank]! & (1 << suit)) suited.push(rank * 4 + suit);
    addFlushes(0, 0, 0);
  }
  if (triples) addFullHousesAndFours(hand);
}

/**
 * Fills the shared list with every play of the size the hand can make (only those holding the card
 * `mustHold`, if given), in a fixed order: singles in the hand's order; pairs and triples by rank,
 * then suits; straights (with straight flushes) by their lowest card, flushes, then full houses and
 * fours by rank. Among plays of equal strength the first listed is the one taken. Valid until the
 * next call.
 */
export function listPlays(hand: readonly Card[], size: 1 | 2 | 3 | 5, mustHold = -1): PlayList {
  list.size = size;
  list.count = 0;
  holding = mustHold;
  if (size === 1) {
    for (const card of hand) add(card, card);
    return list;
  }
  // Plain loops rather than fill(): a call into the runtime costs more than these few stores.
  for (let rank = 0; rank < 13; rank++) suitsAt[rank] = 0;
  for (let suit = 0; suit < 4; suit++) suitCounts[suit] = 0;
  triples = false;
  for (const card of hand) {
    suitsAt[rankOf(card)]! |= 1 << suitOf(card);
    suitCounts[suitOf(card)]!++;
    if (SUITS[suitsAt[rankOf(card)]!]!.length >= 3) triples = true;
  }
  if (size === 5) addFives(hand);
  else {
    // A pair or triple holding the card is of its rank.
    const first = holding >= 0 ? rankOf(holding) : 0;
    const last = holding >= 0 ? rankOf(holding) : 12;
    for (let rank = first; rank <= last; rank++) {
      const suits = SUITS[suitsAt[rank]!]!;
      const base = rank * 4;
      for (let i = 0; i < suits.length; i++)
        for (let j = i + 1; j < suits.length; j++) {
          const a = base + suits[i]!;
          const b = base + suits[j]!;
          if (size === 2) add(a | (b << 6), b);
          else for (let k = j + 1; k < suits.length; k++) add(a | (b << 6) | ((base + suits[k]!) << 12), base + suits[k]!);
        }
    }
  }
  return list;
}
