import { rankOf, suitOf, type Card } from './cards';

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

const FIVE_ORDER: readonly ComboKind[] = ['straight', 'flush', 'full-house', 'four', 'straight-flush'];
const ACE = 11;

const five = (kind: ComboKind, cards: Card[], sub: number): Combo => ({ kind, cards, key: FIVE_ORDER.indexOf(kind) * 52 + sub });

/** The combination the cards make, or null when they make none. */
export function classify(cards: readonly Card[]): Combo | null {
  const sorted = [...cards].sort((a, b) => a - b);
  const top = sorted[sorted.length - 1]!;
  const ranks = sorted.map(rankOf);
  const sameRank = ranks.every((r) => r === ranks[0]);
  if (sorted.length === 1) return { kind: 'single', cards: sorted, key: top };
  if (sorted.length === 2) return sameRank ? { kind: 'pair', cards: sorted, key: top } : null;
  if (sorted.length === 3) return sameRank ? { kind: 'triple', cards: sorted, key: top } : null;
  if (sorted.length !== 5) return null;
  const flush = sorted.every((c) => suitOf(c) === suitOf(top));
  const straight = ranks[4]! <= ACE && ranks.every((r, i) => r === ranks[0]! + i);
  if (straight && flush) return five('straight-flush', sorted, top);
  // Sorted by rank, a four fills all but one end, a full house is a triple and a pair at the two ends.
  const [r0, r1, r2, r3, r4] = ranks as [number, number, number, number, number];
  if (r0 === r3 || r1 === r4) return five('four', sorted, r2);
  if ((r0 === r2 && r3 === r4) || (r0 === r1 && r2 === r4)) return five('full-house', sorted, r2);
  if (flush) return five('flush', sorted, top);
  if (straight) return five('straight', sorted, top);
  return null;
}

/** Whether a play beats the one on the pile. */
export const beats = (play: Combo, pile: Combo): boolean => play.cards.length === pile.cards.length && play.key > pile.key;

function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i <= items.length - size; i++) for (const rest of subsets(items.slice(i + 1), size - 1)) out.push([items[i]!, ...rest]);
  return out;
}

/** The hand's cards by rank (13 lists, each in suit order). */
function byRank(hand: readonly Card[]): Card[][] {
  const held = new Uint8Array(52);
  for (const card of hand) held[card] = 1;
  const groups: Card[][] = [[], [], [], [], [], [], [], [], [], [], [], [], []];
  for (let card = 0; card < 52; card++) if (held[card]) groups[card >> 2]!.push(card);
  return groups;
}

/** Every play of the given size the hand can make. */
export function combosOfSize(hand: readonly Card[], size: 1 | 2 | 3 | 5): Combo[] {
  if (size === 1) return hand.map((card) => ({ kind: 'single', cards: [card], key: card }));
  const groups = byRank(hand);
  if (size !== 5) {
    const kind = size === 2 ? 'pair' : 'triple';
    return groups.flatMap((group) =>
      group.length < size ? [] : subsets(group, size).map((cards): Combo => ({ kind, cards, key: cards[cards.length - 1]! })),
    );
  }
  const out: Combo[] = [];
  // Straights (and straight flushes): one card of each of five consecutive ranks, 3 up to A.
  for (let low = 0; low + 4 <= ACE; low++) {
    let partial: Card[][] = [[]];
    for (let rank = low; rank < low + 5 && partial.length > 0; rank++) {
      const group = groups[rank]!;
      partial =
        group.length === 1 ? partial.map((cards) => [...cards, group[0]!]) : partial.flatMap((cards) => group.map((c) => [...cards, c]));
    }
    for (const cards of partial) out.push(classify(cards)!);
  }
  // Flushes that are not straights.
  for (let suit = 0; suit < 4; suit++) {
    const suited = hand.filter((c) => suitOf(c) === suit);
    if (suited.length < 5) continue;
    for (const cards of subsets(
      suited.sort((a, b) => a - b),
      5,
    )) {
      const combo = classify(cards)!;
      if (combo.kind === 'flush') out.push(combo);
    }
  }
  // Full houses (any triple with any pair of another rank) and fours (with any fifth card).
  const pairs = groups.flatMap((group) => (group.length >= 2 ? subsets(group, 2) : []));
  groups.forEach((group, rank) => {
    if (group.length < 3) return;
    for (const triple of subsets(group, 3)) {
      for (const pair of pairs) {
        if (rankOf(pair[0]!) !== rank)
          out.push(
            five(
              'full-house',
              [...triple, ...pair].sort((a, b) => a - b),
              rank,
            ),
          );
      }
    }
    if (group.length === 4) {
      for (const kicker of hand)
        if (rankOf(kicker) !== rank)
          out.push(
            five(
              'four',
              [...group, kicker].sort((a, b) => a - b),
              rank,
            ),
          );
    }
  });
  return out;
}

/** Every play the hand can make, of every size. */
export const allCombos = (hand: readonly Card[]): Combo[] => ([1, 2, 3, 5] as const).flatMap((size) => combosOfSize(hand, size));
