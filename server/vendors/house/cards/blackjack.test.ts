import { describe, expect, it } from 'vitest';
import {
  abandonBlackjack,
  actBlackjack,
  allowedActions,
  dealBlackjack,
  DECKS,
  hintOf,
  insuranceStake,
  isOver,
  settleBlackjack,
  totalOf,
  type BlackjackState,
} from './blackjack';
import { basicStrategy, BASIC_STRATEGY_RETURN, blackjackReturn } from './blackjack-strategy';
import { cardNames, parseCards, shuffle, shuffledDeck } from './deck';
import { mulberry32 } from '../seeded-random';

/** A shoe dealt in this order: player, dealer up, player, dealer hole, then the draws; the rest of six decks after. */
function shoe(names: string) {
  const top = parseCards(names);
  const rest = shuffledDeck(mulberry32(1), DECKS);
  for (const card of top) rest.splice(rest.indexOf(card), 1);
  return [...top, ...rest];
}
const deal = (names: string, stake = 1000) => dealBlackjack(shoe(names), stake);
const play = (state: BlackjackState, ...actions: Parameters<typeof actBlackjack>[1][]) => {
  for (const action of actions) {
    expect(allowedActions(state)).toContain(action);
    actBlackjack(state, action);
  }
  return state;
};

describe('blackjack', () => {
  it('pays a natural 3:2 at once, in whole centavos', () => {
    const state = deal('AS 9D KH 7C', 300);
    expect(isOver(state)).toBe(true);
    expect(settleBlackjack(state)).toMatchObject({ win: 750, hands: [{ outcome: 'blackjack' }] });
  });

  it('peeks under a ten: a dealer blackjack takes the stake before any decision, and pushes a natural', () => {
    expect(settleBlackjack(deal('9S KD 9H AC'))).toMatchObject({ win: 0, dealerTotal: 21, hands: [{ outcome: 'lose' }] });
    expect(settleBlackjack(deal('AS KD KH AC'))).toMatchObject({ win: 1000, hands: [{ outcome: 'push' }] });
  });

  it('offers insurance under an ace for half the stake, paid 2:1 on a dealer blackjack', () => {
    const state = deal('9S AD 9H KC');
    expect(allowedActions(state)).toEqual(['insurance', 'no-insurance']);
    expect(insuranceStake(1000)).toBe(500);
    play(state, 'insurance');
    expect(isOver(state)).toBe(true);
    expect(settleBlackjack(state)).toMatchObject({ insurance: 500, insuranceWin: 1500, win: 1500 });
    // Declined, and no blackjack under the ace: the hand plays on.
    const other = play(deal('9S AD 9H 6C'), 'no-insurance');
    expect(allowedActions(other)).toEqual(['hit', 'stand', 'double', 'split']);
    // Below two pesos half the stake is not a whole peso: no insurance.
    expect(allowedActions(deal('9S AD 8H 6C', 100))).toEqual(['hit', 'stand', 'double']);
  });

  it('doubles on two cards: one card more, twice the stake', () => {
    const state = play(deal('6S 6D 5H 9C 9D TS'), 'double');
    expect(isOver(state)).toBe(true);
    // Player 20 on 2000; dealer 15 draws a ten and busts.
    expect(settleBlackjack(state)).toMatchObject({
      dealerTotal: 25,
      hands: [{ total: 20, stake: 2000, outcome: 'win', win: 4000 }],
      win: 4000,
    });
  });

  it('splits a pair once, each hand drawing its second card in turn, doubling allowed after', () => {
    const state = play(deal('8S 6D 8H TC 3C'), 'split');
    expect(cardNames(state.hands[0]!.cards)).toEqual(['8S', '3C']);
    expect(state.hands[1]!.cards).toHaveLength(1);
    expect(allowedActions(state)).toEqual(['hit', 'stand', 'double']);
    play(state, 'double', 'hit');
    // The second hand took its card (8D: a new pair, not split again), then one more.
    expect(state.hands[1]!.cards).toHaveLength(3);
  });

  it('gives split aces one card each and stands them', () => {
    const state = play(deal('AS 6D AH TC KC 9D 9S'), 'split');
    expect(isOver(state)).toBe(true);
    const settled = settleBlackjack(state);
    // 21 after a split is not a blackjack: it pays 1:1 against the dealer's 16 busting on the 9S.
    expect(settled.hands.map((h) => [h.total, h.outcome, h.win])).toEqual([
      [21, 'win', 2000],
      [20, 'win', 2000],
    ]);
  });

  it('does not draw for the dealer when every hand busted; stands the dealer on soft 17', () => {
    const busted = play(deal('TS 6D 6H TC KC'), 'hit');
    expect(settleBlackjack(busted)).toMatchObject({ dealer: parseCards('6D TC'), hands: [{ outcome: 'bust' }], win: 0 });
    const soft = play(deal('TS AD 7H 6C'), 'no-insurance', 'stand');
    expect(settleBlackjack(soft)).toMatchObject({ dealerTotal: 17, hands: [{ outcome: 'push', win: 1000 }] });
  });

  it('closes an abandoned hand by standing', () => {
    const state = deal('TS 9D 2H 9C');
    abandonBlackjack(state);
    expect(isOver(state)).toBe(true);
    expect(settleBlackjack(state)).toMatchObject({ dealerTotal: 18, hands: [{ total: 12, outcome: 'lose' }] });
  });

  it('hints basic strategy', () => {
    const move = (total: number, soft: boolean, up: number, pair: number | null = null, canDouble = true) =>
      basicStrategy({ total, soft, pair, canDouble }, up);
    expect([move(16, false, 10), move(12, false, 4), move(12, false, 3), move(11, false, 10), move(11, false, 11)]).toEqual([
      'hit',
      'stand',
      'hit',
      'double',
      'hit',
    ]);
    expect([move(18, true, 2), move(18, true, 3), move(18, true, 9), move(18, true, 3, null, false)]).toEqual([
      'stand',
      'double',
      'hit',
      'stand',
    ]);
    expect([move(16, false, 10, 8), move(20, false, 6, 10), move(18, false, 7, 9), move(18, false, 8, 9)]).toEqual([
      'split',
      'stand',
      'stand',
      'split',
    ]);
    expect(hintOf(deal('9S AD 9H 6C'))).toBe('no-insurance');
    expect(totalOf(parseCards('AS AD 9H'))).toEqual({ total: 21, soft: true });
  });

  it('returns 99.429% by basic strategy, exactly for an infinite deck', () => {
    expect(1 + blackjackReturn()).toBeCloseTo(BASIC_STRATEGY_RETURN, 8);
  });

  it('lands within 0.005 of that over 1,000,000 hands from a six-deck shoe (4 standard errors)', () => {
    const random = mulberry32(21);
    const deck = shuffledDeck(random, DECKS);
    let net = 0;
    let deepest = 0;
    const hands = 1_000_000;
    for (let i = 0; i < hands; i++) {
      // Only the first 24 places are shuffled: no round here uses that many cards (checked below).
      shuffle(deck, random, 24);
      const state = dealBlackjack(deck, 200);
      let staked = 200;
      while (!isOver(state)) {
        const action = hintOf(state);
        if (action === 'double' || action === 'split') staked += 200;
        actBlackjack(state, action);
      }
      net += settleBlackjack(state).win - staked;
      deepest = Math.max(deepest, state.next);
    }
    expect(deepest).toBeLessThan(24);
    expect(Math.abs(1 + net / (200 * hands) - BASIC_STRATEGY_RETURN)).toBeLessThan(0.005);
  });
});
