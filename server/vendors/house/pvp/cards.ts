import { IllegalMove } from './table';

/**
 * A card is a number 0..51: rank index x 4 + suit index, ranks in Pusoy Dos order (3 lowest, 2
 * highest) and suits clubs < spades < hearts < diamonds. So in Pusoy Dos a higher number is a
 * higher single card; Lucky 9 and Tongits read their own values from the rank.
 */
export type Card = number;

/*
 * The engines' hot code (pusoy-*, tongits-*) binds what it imports to local constants once
 * (`const { rankOf } = cardsModule`). Under the test runner's module transform every use of an
 * imported name is a lookup on a module object that the JIT does not inline, some 15 ns a call:
 * more than the work itself, over the hundreds of thousands of games the return tests simulate.
 */

const RANKS = '3456789TJQKA2';
const SUITS = 'CSHD';
/** The three of clubs: the lowest card, whose holder opens a Pusoy Dos game. */
export const THREE_OF_CLUBS: Card = 0;

export const rankOf = (card: Card): number => card >> 2;
export const suitOf = (card: Card): number => card & 3;
const cardOf = (rank: number, suit: number): Card => rank * 4 + suit;

/** A card's face number as Tongits and Lucky 9 count it: A = 1, 2..10, J = 11, Q = 12, K = 13. */
const FACES = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1, 2] as const;
/** Looked up by card: the Tongits bots read faces constantly. */
const FACE_OF = Array.from({ length: 52 }, (_, card) => FACES[rankOf(card)]);
export const faceOf = (card: Card): number => FACE_OF[card]!;

/** "3C", "TD" (ten of diamonds), "AS", "2H". */
const NAMES = Array.from({ length: 52 }, (_, card) => RANKS[rankOf(card)]! + SUITS[suitOf(card)]!);
const cardName = (card: Card): string => NAMES[card]!;
export const cardNames = (cards: readonly Card[]): string[] => cards.map(cardName);

/** Distinct cards from their names; anything else is an illegal move. */
export function parseCards(names: readonly string[]): Card[] {
  const cards = names.map((name) => {
    const rank = name.length === 2 ? RANKS.indexOf(name[0]!) : -1;
    const suit = name.length === 2 ? SUITS.indexOf(name[1]!) : -1;
    if (rank < 0 || suit < 0) throw new IllegalMove('unknown card');
    return cardOf(rank, suit);
  });
  if (new Set(cards).size !== cards.length) throw new IllegalMove('a card named twice');
  return cards;
}

/**
 * The deck in the order the round's stream shuffles it: Fisher-Yates from the top (place i takes
 * the card at a random place from i on), so a player can rebuild the deck from the seeds and
 * check every card dealt. A game that can deal only `dealt` cards stops there: those are already
 * a uniform draw from the whole deck, and the rest is never seen.
 */
export function shuffledDeck(random: () => number, dealt = 52): Card[] {
  const deck: Card[] = [];
  for (let card = 0; card < 52; card++) deck.push(card);
  for (let i = 0; i < dealt && i < 51; i++) {
    const j = i + Math.floor(random() * (52 - i));
    const card = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = card;
  }
  deck.length = dealt;
  return deck;
}

/** Whether every card is in the hand. */
export const holds = (hand: readonly Card[], cards: readonly Card[]): boolean => cards.every((c) => hand.includes(c));

/** The hand without the cards. */
export const without = (hand: readonly Card[], cards: readonly Card[]): Card[] => hand.filter((c) => !cards.includes(c));
