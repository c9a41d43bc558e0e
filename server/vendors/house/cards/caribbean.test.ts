import { describe, expect, it } from 'vitest';
import { settleCaribbean, shouldCall, STRATEGY_RETURN } from './caribbean';
import { parseCard, parseCards, shuffle, shuffledDeck } from './deck';
import { mulberry32 } from '../seeded-random';

const settle = (player: string, dealer: string, called = true) => settleCaribbean(1000, parseCards(player), parseCards(dealer), called);
const calls = (player: string, up: string) => shouldCall(parseCards(player), parseCard(up));

describe('Caribbean Stud', () => {
  it('loses the ante on a fold', () => {
    expect(settle('AC AD 5H 6S 9C', 'KC QD 5D 6D 9D', false)).toMatchObject({ versus: 'fold', win: 0 });
  });

  it('pays the ante 1:1 and returns the call when the dealer has less than ace-king', () => {
    expect(settle('2C 2D 5H 6S 9C', 'AC QD 5D 6D 9H')).toMatchObject({
      versus: 'no-qualify',
      returns: { ante: 2000, call: 2000 },
      win: 4000,
    });
  });

  it('pays the call by the table against a qualifying dealer, returns both on a tie, takes both on a loss', () => {
    expect(settle('2C 2D 5H 6S 9C', 'AC KD 5D 6D 8H')).toMatchObject({ versus: 'win', playerHand: 'pair', win: 2000 + 2000 * 2 });
    expect(settle('AC KD QH JS 9C', 'AD KC 5D 6D 8H')).toMatchObject({ versus: 'win', playerHand: 'high', win: 2000 + 2000 * 2 });
    expect(settle('2C 2D 2H 6S 6C', 'AC AD 5D 6D 8H')).toMatchObject({ playerHand: 'full-house', win: 2000 + 2000 * 8 });
    expect(settle('AS KS QS JS TS', 'AC AD 5D 6D 8H')).toMatchObject({ playerHand: 'royal-flush', win: 2000 + 2000 * 101 });
    expect(settle('9S KS QS JS TS', 'AC AD 5D 6D 8H')).toMatchObject({ playerHand: 'straight-flush', win: 2000 + 2000 * 51 });
    expect(settle('AC KD 5H 6S 8C', 'AD KC 5D 6D 8H')).toMatchObject({ versus: 'tie', win: 3000 });
    expect(settle('2C 2D 5H 6S 9C', '3C 3D 5D 6D 8H')).toMatchObject({ versus: 'lose', win: 0 });
  });

  it('calls by the three rules of thumb', () => {
    expect(calls('2C 2D 5H 6S 9C', 'AH')).toBe(true); // any pair
    expect(calls('AC QD 5H 6S 9C', '2H')).toBe(false); // less than ace-king
    expect(calls('AC KD 5H 6S 9C', '6H')).toBe(true); // 1: a 2..Q up card the hand matches
    expect(calls('AC KD 5H 6S 9C', '7H')).toBe(false);
    expect(calls('AC KD JH 6S 4C', 'AH')).toBe(true); // 2: ace or king up, a queen or jack held
    expect(calls('AC KD TH 6S 4C', 'KH')).toBe(false);
    expect(calls('AC KD QH 8S 4C', '7H')).toBe(true); // 3: a queen, up card below the fourth highest, no match
    expect(calls('AC KD QH 8S 4C', '9H')).toBe(false);
  });

  it('returns 94.775% of the ante by the strategy (the published figure), and a simulation lands within 0.01', () => {
    expect(STRATEGY_RETURN).toBeCloseTo(0.947755, 6);
    const random = mulberry32(777);
    const deck = shuffledDeck(random);
    let returned = 0;
    const hands = 1_000_000;
    for (let i = 0; i < hands; i++) {
      shuffle(deck, random, 10);
      const player = deck.slice(0, 5);
      const called = shouldCall(player, deck[5]!);
      returned += settleCaribbean(1, player, deck.slice(5, 10), called).win - (called ? 2 : 0);
    }
    // About 2.2 antes of standard deviation a hand: 0.01 is 4.5 standard errors.
    expect(Math.abs(returned / hands - STRATEGY_RETURN)).toBeLessThan(0.01);
  });
});
