import { describe, expect, it } from 'vitest';
import { parseCards, shuffle, shuffledDeck } from './deck';
import { mulberry32 } from '../seeded-random';
import { ANTE_PLAY_RETURN, PAIR_PLUS_RETURN, settleThreeCard, shouldPlay, threeCardReturns, valueOf } from './three-card';

const settle = (player: string, dealer: string, played: boolean, pairPlus = 0) =>
  settleThreeCard({ ante: 1000, pairPlus }, parseCards(player), parseCards(dealer), played);

describe('Three Card Poker', () => {
  it('loses the ante on a fold, and still pays Pair Plus on the player cards', () => {
    expect(settle('2C 5D 9H', 'AS KS 3D', false)).toMatchObject({ versus: 'fold', win: 0 });
    expect(settle('9C 9D 2H', 'AS KS 3D', false, 500)).toMatchObject({
      versus: 'fold',
      returns: { ante: 0, play: 0, pairPlus: 1000 },
      win: 1000,
    });
  });

  it('pays the ante 1:1 and returns the play when the dealer does not qualify (below queen high)', () => {
    expect(settle('2C 5D 9H', 'JS 8S 3D', true)).toMatchObject({ versus: 'no-qualify', dealerQualifies: false, win: 3000 });
  });

  it('settles both bets against a qualifying dealer: win 1:1, lose, tie returns', () => {
    expect(settle('KC 5D 9H', 'QS 8S 3D', true)).toMatchObject({ versus: 'win', win: 4000 });
    expect(settle('QC 5D 9H', 'KS 8S 3D', true)).toMatchObject({ versus: 'lose', win: 0 });
    expect(settle('QC 8D 3H', 'QS 8S 3D', true)).toMatchObject({ versus: 'tie', win: 2000 });
  });

  it('pays the ante bonus on a played straight or better, even against a better dealer', () => {
    expect(settle('4C 5D 6H', 'AS AH 3D', true)).toMatchObject({ versus: 'win', returns: { anteBonus: 1000 }, win: 5000 });
    expect(settle('4C 5D 6H', '7S 8S 9S', true)).toMatchObject({ versus: 'lose', returns: { anteBonus: 1000 }, win: 1000 });
    expect(settle('4C 4D 4H', '7S 8S 9S', true)).toMatchObject({ returns: { anteBonus: 4000 }, win: 4000 });
    expect(settle('4C 5C 6C', 'QS QH 9S', true)).toMatchObject({ returns: { anteBonus: 5000 }, win: 9000 });
    expect(settle('4C 5D 6H', 'AS AH 3D', false)).toMatchObject({ returns: { anteBonus: 0 }, win: 0 });
  });

  it('pays Pair Plus 1-4-6-30-40', () => {
    const pairPlus = (cards: string) => settle(cards, '2S 3H 5D', false, 100).returns.pairPlus;
    expect([pairPlus('9C 9D 2H'), pairPlus('2C 7C JC'), pairPlus('8C 9D TH'), pairPlus('9C 9D 9H'), pairPlus('8C 9C TC')]).toEqual([
      200, 500, 700, 3100, 4100,
    ]);
    expect(pairPlus('AC KD 2H')).toBe(0);
  });

  it('plays queen-six-four or better', () => {
    expect(shouldPlay(valueOf(parseCards('QC 6D 4H')))).toBe(true);
    expect(shouldPlay(valueOf(parseCards('QC 6D 3H')))).toBe(false);
    expect(shouldPlay(valueOf(parseCards('2C 2D 3H')))).toBe(true);
  });

  it('returns exactly 96.627% of the ante (house edge 3.37%), no decision doing better, and 97.68% on Pair Plus', () => {
    const exact = threeCardReturns();
    expect(exact.antePlay).toBeCloseTo(ANTE_PLAY_RETURN, 8);
    expect(exact.bestAntePlay).toBeCloseTo(exact.antePlay, 12);
    expect(1 - exact.antePlay).toBeCloseTo(0.0337, 4);
    expect(exact.pairPlus).toBeCloseTo(PAIR_PLUS_RETURN, 12);
    expect(PAIR_PLUS_RETURN).toBeCloseTo(0.9768, 4);
  });

  it('lands near both returns over 1,000,000 simulated hands (within 4 standard errors)', () => {
    const random = mulberry32(33);
    const deck = shuffledDeck(random);
    let antePlay = 0;
    let pairPlus = 0;
    const hands = 1_000_000;
    for (let i = 0; i < hands; i++) {
      shuffle(deck, random, 6);
      const player = deck.slice(0, 3);
      const played = shouldPlay(valueOf(player));
      const hand = settleThreeCard({ ante: 1, pairPlus: 1 }, player, deck.slice(3, 6), played);
      antePlay += hand.returns.ante + hand.returns.play + hand.returns.anteBonus - (played ? 1 : 0);
      pairPlus += hand.returns.pairPlus;
    }
    // Standard deviations: about 1.5 ante per hand, 2.9 per unit of Pair Plus.
    expect(Math.abs(antePlay / hands - ANTE_PLAY_RETURN)).toBeLessThan(0.006);
    expect(Math.abs(pairPlus / hands - PAIR_PLUS_RETURN)).toBeLessThan(0.012);
  });
});
