import { describe, expect, it } from 'vitest';
import { cardNames, parseCards, shuffle, shuffledDeck, type Card } from './deck';
import { evaluate5, evaluateHand } from './poker';
import { mulberry32 } from '../seeded-random';
import { videoPokerReturns } from './video-poker-return';
import { draw, handName, OPTIMAL_RETURN, paysFor, STRATEGY_RETURN, strategyHold, strategyMask } from './video-poker';

const pays = (names: string) => paysFor(evaluateHand(parseCards(names)));
/** The cards the strategy keeps, by name. */
const kept = (names: string) => {
  const hand = parseCards(names);
  const held = strategyHold(hand);
  return cardNames(hand.filter((_, i) => held[i])).join(' ');
};

/** The exact value of a hold: every draw from the 47 unseen cards. */
function holdValue(hand: Card[], held: boolean[]): number {
  const keep = hand.filter((_, i) => held[i]);
  const rest = Array.from({ length: 52 }, (_, c) => c).filter((c) => !hand.includes(c));
  let total = 0;
  let count = 0;
  const pick = (from: number, chosen: Card[]) => {
    if (keep.length + chosen.length === 5) {
      const [a, b, c, d, e] = [...keep, ...chosen] as [Card, Card, Card, Card, Card];
      total += paysFor(evaluate5(a, b, c, d, e));
      count++;
      return;
    }
    for (let i = from; i < rest.length; i++) pick(i + 1, [...chosen, rest[i]!]);
  };
  pick(0, []);
  return total / count;
}

describe('Jacks or Better 9/6', () => {
  it('pays the published table per unit staked', () => {
    expect(pays('AS KS QS JS TS')).toBe(800);
    expect(pays('9S KS QS JS TS')).toBe(50);
    expect(pays('7C 7D 7H 7S 2C')).toBe(25);
    expect(pays('7C 7D 7H 2S 2C')).toBe(9);
    expect(pays('2D 9D JD KD 4D')).toBe(6);
    expect(pays('5C 4D 3H 2S AC')).toBe(4);
    expect(pays('7C 7D 7H 9S 2C')).toBe(3);
    expect(pays('3C 3D 2H 2S AC')).toBe(2);
    expect(pays('JC JD 2H 5S 9C')).toBe(1);
    expect(pays('TC TD 2H 5S 9C')).toBe(0);
    expect(pays('AC KD 2H 5S 9C')).toBe(0);
    expect(handName(evaluateHand(parseCards('JC JD 2H 5S 9C')))).toBe('jacks-or-better');
    expect(handName(evaluateHand(parseCards('TC TD 2H 5S 9C')))).toBeNull();
  });

  it('keeps the held cards in place and fills the others from the deck in order', () => {
    const hand = parseCards('AS 2C KS 3D QS');
    expect(cardNames(draw(hand, [true, false, true, false, true], parseCards('JS TS')))).toEqual(['AS', 'JS', 'KS', 'TS', 'QS']);
  });

  it('holds by the strategy list', () => {
    expect(kept('AS KS QS JS 9S')).toBe('AS KS QS JS'); // 4 to a royal over a flush
    expect(kept('AS KS QS JS JD')).toBe('AS KS QS JS'); // over a high pair
    expect(kept('TS JS QS 4D 4C')).toBe('TS JS QS'); // 3 to a royal over a low pair
    expect(kept('TS JS QS KD AD')).toBe('TS JS QS KD AD'); // a dealt straight over 3 to a royal
    expect(kept('2H 5H 8H JH 8C')).toBe('2H 5H 8H JH'); // 4 to a flush over a low pair
    expect(kept('JC JD 5H 6H 7H')).toBe('JC JD'); // high pair over 3 to a straight flush
    expect(kept('3C 3D 4S 5H 6C')).toBe('3C 3D'); // low pair over an outside straight
    expect(kept('9C TD JS QH 3C')).toBe('9C TD JS QH'); // outside straight
    expect(kept('AC KD 7S 4H 2C')).toBe('AC KD'); // two high cards, ace highest
    expect(kept('AC KD QS 4H 2C')).toBe('KD QS'); // three high cards with an ace: drop the ace
    expect(kept('2C 4D 7S 8H TC')).toBe(''); // garbage
    expect(kept('7C 7D 7H 7S 2C')).toBe('7C 7D 7H 7S 2C');
  });

  it('picks, on known hands, the hold worth the most of all 32', () => {
    for (const names of ['AS KS QS JS 9S', '2H 5H 8H JH 8C', 'AC KD QS 4H 2C', '3C 3D 4S 5H 6C', 'JC JD 5H 6H 7H']) {
      const hand = parseCards(names);
      const strategy = holdValue(hand, strategyHold(hand));
      for (let mask = 1; mask < 32; mask += 3) {
        // Every third hold of one card or more (drawing all five is too slow here): none beats the strategy's.
        expect(
          holdValue(
            hand,
            hand.map((_, i) => (mask & (1 << i)) !== 0),
          ),
        ).toBeLessThanOrEqual(strategy + 1e-12);
      }
    }
  });

  it('returns exactly 99.544% under optimal play, the strategy 0.001% less: every deal, every hold', () => {
    const exact = videoPokerReturns();
    expect(exact.deals).toBe(2_598_960);
    expect(exact.optimal).toBeCloseTo(OPTIMAL_RETURN, 8);
    expect(exact.strategy).toBeCloseTo(STRATEGY_RETURN, 8);
    expect(OPTIMAL_RETURN).toBeCloseTo(0.99544, 5);
    expect(OPTIMAL_RETURN - STRATEGY_RETURN).toBeLessThan(0.00002);
  });

  it('lands within 0.02 of the strategy return over 1,000,000 simulated hands (4.5 standard errors)', () => {
    const random = mulberry32(2026);
    const deck = shuffledDeck(random);
    let won = 0;
    const hands = 1_000_000;
    for (let i = 0; i < hands; i++) {
      shuffle(deck, random, 10);
      const held = strategyMask(deck);
      // Held places keep their card, the others take cards 5.. in order.
      let next = 5;
      const card = (place: number) => (held & (1 << place) ? deck[place]! : deck[next++]!);
      won += paysFor(evaluate5(card(0), card(1), card(2), card(3), card(4)));
    }
    expect(Math.abs(won / hands - STRATEGY_RETURN)).toBeLessThan(0.02);
  });
});
