/**
 * Cards of the dealer games: a card is a number 0..51, rank index x 4 + suit index, ranks in
 * poker order (2 lowest, ace highest), so `card >> 2` is the rank a hand evaluator compares.
 */
export type Card = number;

export const RANKS = '23456789TJQKA';
export const SUITS = 'CDHS';
/** Rank indexes the rules name. */
export const TEN = 8;
export const JACK = 9;
export const QUEEN = 10;
export const KING = 11;
export const ACE = 12;

export const rankOf = (card: Card): number => card >> 2;
export const cardOf = (rank: number, suit: number): Card => rank * 4 + suit;

/** "AS" (ace of spades), "TD" (ten of diamonds), "2C": what the pages draw and results show. */
export const cardName = (card: Card): string => RANKS[rankOf(card)]! + SUITS[card & 3]!;
export const cardNames = (cards: readonly Card[]): string[] => cards.map(cardName);

/** A card from its name (tests and the rules' own examples). */
export function parseCard(name: string): Card {
  const rank = RANKS.indexOf(name[0]!);
  const suit = SUITS.indexOf(name[1]!);
  if (name.length !== 2 || rank < 0 || suit < 0) throw new Error(`not a card: ${name}`);
  return cardOf(rank, suit);
}
export const parseCards = (names: string): Card[] => names.split(' ').map(parseCard);

/**
 * `decks` full decks in the order the round's stream shuffles them (see `shuffle`), so a player
 * rebuilds the whole deck from the seeds.
 */
export function shuffledDeck(random: () => number, decks = 1): Card[] {
  const deck = new Array<Card>(52 * decks);
  for (let i = 0; i < deck.length; i++) deck[i] = i % 52;
  return shuffle(deck, random);
}

/**
 * Fisher-Yates from the first place up: place i takes a uniform pick of the cards not yet placed.
 * So a simulation that needs only the first n cards may stop after n places (and reuse one deck
 * from hand to hand, whatever order it was left in): those cards are exactly as random as a
 * full shuffle's first n.
 */
export function shuffle(deck: Card[], random: () => number, places = deck.length - 1): Card[] {
  for (let i = 0; i < Math.min(places, deck.length - 1); i++) {
    const j = i + Math.floor(random() * (deck.length - i));
    const card = deck[j]!;
    deck[j] = deck[i]!;
    deck[i] = card;
  }
  return deck;
}
