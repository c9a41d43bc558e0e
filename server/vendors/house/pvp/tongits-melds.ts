import * as cardsModule from './cards';
import type { Card } from './cards';

/**
 * Tongits melds (bahay): a set of three or four cards of one rank, or a run of three or more
 * consecutive cards of one suit, the ace low only (A-2-3 is a run, Q-K-A is not). Cards count
 * A = 1, 2-10 their number, J-Q-K = 10.
 * The bots look for melds several times a turn, and the return tests play hundreds of thousands of
 * games: the search works on bit masks over the hand's places and builds lists of cards only for
 * its answer (see tongits-arrange.ts for the best split of a hand).
 */

// Imports bound once: see the note in cards.ts on calls through the test runner's module objects.
const { faceOf, suitOf } = cardsModule;

export const cardPoints = (card: Card): number => Math.min(faceOf(card), 10);
export function handPoints(hand: readonly Card[]): number {
  let sum = 0;
  for (const card of hand) sum += cardPoints(card);
  return sum;
}

/** Suit x 16 + face by card: comparing these compares suits, then faces, in one lookup. */
const SUIT_FACE = Array.from({ length: 52 }, (_, card) => suitOf(card) * 16 + faceOf(card));
/** By suit, then face: the order runs are laid and hands shown in. */
export const bySuitAndFace = (a: Card, b: Card): number => SUIT_FACE[a]! - SUIT_FACE[b]!;

/** A copy of the cards in bySuitAndFace order: an insertion sort, quicker than sort() with a comparator on a hand or a meld. */
export function sortedBySuitAndFace(cards: readonly Card[]): Card[] {
  const sorted = cards.slice();
  for (let i = 1; i < sorted.length; i++) {
    const card = sorted[i]!;
    let j = i;
    for (; j > 0 && SUIT_FACE[sorted[j - 1]!]! > SUIT_FACE[card]!; j--) sorted[j] = sorted[j - 1]!;
    sorted[j] = card;
  }
  return sorted;
}

export function isMeld(cards: readonly Card[]): boolean {
  if (cards.length < 3) return false;
  let sameFace = true;
  let sameSuit = true;
  let faces = 0;
  let low = 14;
  let high = 0;
  for (const card of cards) {
    sameFace &&= faceOf(card) === faceOf(cards[0]!);
    sameSuit &&= suitOf(card) === suitOf(cards[0]!);
    // A face twice cannot be in a run.
    if (faces & (1 << faceOf(card))) sameSuit = false;
    faces |= 1 << faceOf(card);
    low = Math.min(low, faceOf(card));
    high = Math.max(high, faceOf(card));
  }
  if (sameFace) return cards.length <= 4;
  // Distinct faces of one suit are a run when they span no more faces than there are cards.
  return sameSuit && high - low === cards.length - 1;
}

/** Whether a card laid off onto an exposed meld (sapaw) keeps it a meld: a set's fourth, or a run's next card at either end. */
export function extendsMeld(meld: readonly Card[], card: Card): boolean {
  const face = faceOf(card);
  const first = meld[0]!;
  if (faceOf(meld[1]!) === faceOf(first)) return meld.length === 3 && face === faceOf(first);
  if (suitOf(card) !== suitOf(first)) return false;
  let low = 14;
  let high = 0;
  for (const c of meld) {
    low = Math.min(low, faceOf(c));
    high = Math.max(high, faceOf(c));
  }
  return face === low - 1 || face === high + 1;
}

/** The card of a face (A = 1 ... K = 13) and suit. */
const cardOfFace = (face: number, suit: number): Card => (face >= 3 ? face - 3 : face + 10) * 4 + suit;

/** Marks (by card) every card that extends the meld as extendsMeld decides: one pass over the meld instead of a test per card. */
export function markExtensions(meld: readonly Card[], marks: Uint8Array): void {
  const first = meld[0]!;
  if (faceOf(meld[1]!) === faceOf(first)) {
    if (meld.length === 3) for (let suit = 0; suit < 4; suit++) marks[cardOfFace(faceOf(first), suit)] = 1;
    return;
  }
  let low = 14;
  let high = 0;
  for (const c of meld) {
    low = Math.min(low, faceOf(c));
    high = Math.max(high, faceOf(c));
  }
  if (low > 1) marks[cardOfFace(low - 1, suitOf(first))] = 1;
  if (high < 13) marks[cardOfFace(high + 1, suitOf(first))] = 1;
}

/** Scratch for meldMasks: the count of each face in the hand, the faces of each suit (bit f for face f), a suit's places by face. */
const faceCount = new Uint8Array(14);
const suitFaces = new Uint16Array(4);
const placeOf = new Int8Array(14);

/**
 * Every meld of the hand, as the bits of its cards' places in the hand, in handMelds' order: sets
 * by face (a four, then each three of it), then runs by suit and lowest face, shortest first. Most
 * hands hold none, which the counts show before any meld is looked for.
 */
export function meldMasks(hand: readonly Card[]): number[] {
  const masks: number[] = [];
  let sets = false;
  for (const card of hand) {
    if (++faceCount[faceOf(card)]! === 3) sets = true;
    suitFaces[suitOf(card)]! |= 1 << faceOf(card);
  }
  for (let face = 1; sets && face <= 13; face++) {
    if (faceCount[face]! < 3) continue;
    let set = 0;
    for (let i = 0; i < hand.length; i++) if (faceOf(hand[i]!) === face) set |= 1 << i;
    masks.push(set);
    // A four holds four threes, each leaving out one card (in the hand's order).
    if (faceCount[face] === 4) for (let rest = set; rest; rest &= rest - 1) masks.push(set & ~(rest & -rest));
  }
  for (let suit = 0; suit < 4; suit++) {
    const faces = suitFaces[suit]!;
    // A run needs three faces in a row.
    if ((faces & (faces >> 1) & (faces >> 2)) === 0) continue;
    placeOf.fill(-1);
    // From the back, so that a card named twice has its first place (as indexOf would give).
    for (let i = hand.length - 1; i >= 0; i--) if (suitOf(hand[i]!) === suit) placeOf[faceOf(hand[i]!)] = i;
    for (let low = 1; low <= 11; low++) {
      if (placeOf[low]! < 0) continue;
      let run = 1 << placeOf[low]!;
      for (let high = low + 1; high <= 13 && placeOf[high]! >= 0; high++) {
        run |= 1 << placeOf[high]!;
        if (high - low >= 2) masks.push(run);
      }
    }
  }
  for (const card of hand) faceCount[faceOf(card)] = 0;
  for (let suit = 0; suit < 4; suit++) suitFaces[suit] = 0;
  return masks;
}

/** The hand's cards at the mask's places, in the hand's order. */
export function cardsAt(hand: readonly Card[], mask: number): Card[] {
  const cards: Card[] = [];
  for (let i = 0; i < hand.length; i++) if (mask & (1 << i)) cards.push(hand[i]!);
  return cards;
}

/** A meld's cards: a set's in the hand's order, a run's by face. */
function meldCards(hand: readonly Card[], mask: number): Card[] {
  const cards = cardsAt(hand, mask);
  return faceOf(cards[0]!) === faceOf(cards[1]!) ? cards : cards.sort((a, b) => faceOf(a) - faceOf(b));
}

/** Every meld the hand can make: each set of three or four of a rank (in the hand's order), each run of three or more (by face). */
export function handMelds(hand: readonly Card[]): Card[][] {
  return meldMasks(hand).map((mask) => meldCards(hand, mask));
}

/** The melds the card makes with cards from the hand, each as those cards (handMelds of the hand and card, the card left out). */
export function meldsWith(hand: readonly Card[], card: Card): Card[][] {
  const cards = [...hand, card];
  const found = meldMasks(cards).filter((mask) => mask & (1 << hand.length));
  return found.map((mask) => meldCards(cards, mask).filter((c) => c !== card));
}
