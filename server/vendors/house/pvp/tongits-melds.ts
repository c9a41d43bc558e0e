import { faceOf, suitOf, type Card } from './cards';

/**
 * Tongits melds (bahay): a set of three or four cards of one rank, or a run of three or more
 * consecutive cards of one suit, the ace low only (A-2-3 is a run, Q-K-A is not). Cards count
 * A = 1, 2-10 their number, J-Q-K = 10.
 */
export const cardPoints = (card: Card): number => Math.min(faceOf(card), 10);
export const handPoints = (hand: readonly Card[]): number => hand.reduce((sum, card) => sum + cardPoints(card), 0);

/** By suit, then face: the order runs are laid and hands shown in. */
export const bySuitAndFace = (a: Card, b: Card): number => suitOf(a) - suitOf(b) || faceOf(a) - faceOf(b);

export function isMeld(cards: readonly Card[]): boolean {
  if (cards.length < 3) return false;
  const faces = cards.map(faceOf);
  if (cards.length <= 4 && faces.every((f) => f === faces[0])) return true;
  if (!cards.every((c) => suitOf(c) === suitOf(cards[0]!))) return false;
  const sorted = [...faces].sort((a, b) => a - b);
  return sorted.every((f, i) => f === sorted[0]! + i);
}

/** Whether a card laid off onto an exposed meld (sapaw) keeps it a meld: a set's fourth, or a run's next card at either end. */
export function extendsMeld(meld: readonly Card[], card: Card): boolean {
  const face = faceOf(card);
  const first = meld[0]!;
  if (faceOf(meld[1]!) === faceOf(first)) return meld.length === 3 && face === faceOf(first);
  if (suitOf(card) !== suitOf(first)) return false;
  const faces = meld.map(faceOf);
  return face === Math.min(...faces) - 1 || face === Math.max(...faces) + 1;
}

/** Every meld the hand can make: each set of three or four of a rank, each run of three or more. */
export function handMelds(hand: readonly Card[]): Card[][] {
  const melds: Card[][] = [];
  // Cards by face (1-13) and by suit: place (suit x 14 + face) holds the card or -1.
  const grid = new Int8Array(56).fill(-1);
  const faceCount = new Uint8Array(14);
  const suitCount = new Uint8Array(4);
  for (const card of hand) {
    grid[suitOf(card) * 14 + faceOf(card)] = card;
    faceCount[faceOf(card)]!++;
    suitCount[suitOf(card)]!++;
  }
  for (let face = 1; face <= 13; face++) {
    if (faceCount[face]! < 3) continue;
    const same = hand.filter((c) => faceOf(c) === face);
    melds.push(same);
    if (same.length === 4) for (let skip = 0; skip < 4; skip++) melds.push(same.filter((_, i) => i !== skip));
  }
  for (let suit = 0; suit < 4; suit++) {
    if (suitCount[suit]! < 3) continue;
    const row = suit * 14;
    for (let low = 1; low <= 11; low++) {
      if (grid[row + low]! < 0) continue;
      for (let high = low + 1; high <= 13 && grid[row + high]! >= 0; high++) {
        if (high - low >= 2) melds.push(Array.from(grid.subarray(row + low, row + high + 1)));
      }
    }
  }
  return melds;
}

/**
 * The melds to expose that leave the fewest points in the hand (the rest is the deadwood): every
 * way to split the hand, searched by its lowest card (in a meld that holds it, or left over).
 */
export function bestArrangement(hand: readonly Card[]): { melds: Card[][]; deadwood: Card[]; points: number } {
  const masks = handMelds(hand).map((meld) => meld.reduce((mask, card) => mask | (1 << hand.indexOf(card)), 0));
  const memo = new Map<number, { points: number; melds: number[] }>();
  const solve = (left: number): { points: number; melds: number[] } => {
    if (left === 0) return { points: 0, melds: [] };
    const known = memo.get(left);
    if (known) return known;
    const lowest = left & -left;
    const alone = solve(left & ~lowest);
    let best = { points: alone.points + cardPoints(hand[31 - Math.clz32(lowest)]!), melds: alone.melds };
    for (const mask of masks) {
      if ((mask & lowest) === 0 || (mask & left) !== mask) continue;
      const rest = solve(left & ~mask);
      if (rest.points < best.points) best = { points: rest.points, melds: [mask, ...rest.melds] };
    }
    memo.set(left, best);
    return best;
  };
  const best = solve((1 << hand.length) - 1);
  const inMeld = best.melds.reduce((a, b) => a | b, 0);
  return {
    melds: best.melds.map((mask) => hand.filter((_, i) => mask & (1 << i))),
    deadwood: hand.filter((_, i) => !(inMeld & (1 << i))),
    points: best.points,
  };
}
