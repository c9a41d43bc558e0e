/**
 * The card shoe of the studio's card tables: eight standard decks (416 cards), shuffled afresh
 * for every round, as a continuous shuffler deals. A card is its rank (A 2 ... 9 T J Q K) and
 * suit (s h d c): "Ah", "Td", "Ks".
 */
export const DECKS = 8;
export const SHOE_SIZE = 52 * DECKS;
export const RANKS = 'A23456789TJQK';
const SUITS = 'shdc';

export type Card = string;

/** The card at a position of the unshuffled shoe: the 52 kinds, eight times over. */
function cardAt(position: number): Card {
  const kind = position % 52;
  return RANKS[kind % 13]! + SUITS[Math.floor(kind / 13)]!;
}

/** A card's rank, 1 (ace) to 13 (king). */
export const rankOf = (card: Card): number => RANKS.indexOf(card[0]!) + 1;

/**
 * Deals cards from a fresh shoe with the given uniform stream: each card is drawn uniformly from
 * the cards still in the shoe (without replacement), which is what a shuffled shoe deals.
 */
export function dealer(random: () => number): () => Card {
  // The positions dealt so far, ascending: a round deals a handful, so a list is the fast way.
  const dealt: number[] = [];
  return () => {
    let position = Math.floor(random() * (SHOE_SIZE - dealt.length));
    let at = 0;
    // The n-th position not yet dealt: step over every dealt one at or before it.
    while (at < dealt.length && dealt[at]! <= position) {
      position++;
      at++;
    }
    dealt.splice(at, 0, position);
    return cardAt(position);
  };
}
