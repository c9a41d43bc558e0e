/**
 * Basic strategy for six decks, dealer stands on soft 17, double on any two cards (also after a
 * split), one split, no surrender, insurance never. It gives the page's hint and plays the test's
 * simulations; `blackjackReturn` computes its exact return for an infinite deck.
 */
export type Move = 'hit' | 'stand' | 'double' | 'split';

/** What the strategy looks at: the hand's best total, whether an ace counts 11, and what it may do. */
export interface HandView {
  total: number;
  soft: boolean;
  /** The value of each card of a pair the player may split (2..10, 11 for aces), else null. */
  pair: number | null;
  canDouble: boolean;
}

const between = (up: number, low: number, high: number) => up >= low && up <= high;

/** `up` is the dealer's up card's value: 2..10, 11 for an ace. */
export function basicStrategy(hand: HandView, up: number): Move {
  if (hand.pair !== null && splits(hand.pair, up)) return 'split';
  const move = hand.soft ? softMove(hand.total, up) : hardMove(hand.total, up);
  if (move !== 'double' || hand.canDouble) return move;
  return hand.soft && hand.total === 18 ? 'stand' : 'hit';
}

function splits(pair: number, up: number): boolean {
  switch (pair) {
    case 11:
    case 8:
      return true;
    case 9:
      return between(up, 2, 6) || between(up, 8, 9);
    case 7:
    case 3:
    case 2:
      return up <= 7;
    case 6:
      return up <= 6;
    case 4:
      return between(up, 5, 6);
    default:
      return false; // tens and fives play as totals
  }
}

function hardMove(total: number, up: number): Move {
  if (total <= 8) return 'hit';
  if (total === 9) return between(up, 3, 6) ? 'double' : 'hit';
  if (total === 10) return up <= 9 ? 'double' : 'hit';
  if (total === 11) return up <= 10 ? 'double' : 'hit';
  if (total === 12) return between(up, 4, 6) ? 'stand' : 'hit';
  if (total <= 16) return up <= 6 ? 'stand' : 'hit';
  return 'stand';
}

function softMove(total: number, up: number): Move {
  if (total <= 14) return between(up, 5, 6) ? 'double' : 'hit';
  if (total <= 16) return between(up, 4, 6) ? 'double' : 'hit';
  if (total === 17) return between(up, 3, 6) ? 'double' : 'hit';
  if (total === 18) return between(up, 3, 6) ? 'double' : up <= 8 ? 'stand' : 'hit';
  return 'stand';
}

// ---- The exact return for an infinite deck (each card value drawn with its fixed probability).

/** Card values 2..11 (11 the ace) and their probabilities: tens, jacks, queens and kings all count 10. */
const VALUES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const P = (value: number): number => (value === 10 ? 4 / 13 : 1 / 13);

/** A hand's best total from its hard total (aces as 1) and whether it holds an ace. */
const best = (hard: number, ace: boolean): number => (ace && hard + 10 <= 21 ? hard + 10 : hard);
const hardOf = (value: number): number => (value === 11 ? 1 : value);

/** The dealer's final totals (17..21, 22 for bust) from a hand, standing on every 17. */
function dealerFinal(hard: number, ace: boolean): number[] {
  const total = best(hard, ace);
  const out = new Array<number>(23).fill(0);
  if (hard > 21) out[22] = 1;
  else if (total >= 17) out[total] = 1;
  else
    for (const v of VALUES) {
      const next = dealerFinal(hard + hardOf(v), ace || v === 11);
      for (let t = 17; t <= 22; t++) out[t]! += P(v) * next[t]!;
    }
  return out;
}

/** The dealer's final totals for an up card, given that the peek found no blackjack. */
function dealerGivenNoBlackjack(up: number): number[] {
  const out = new Array<number>(23).fill(0);
  const excluded = up === 11 ? 10 : up === 10 ? 11 : 0;
  const kept = 1 - (excluded ? P(excluded) : 0);
  for (const hole of VALUES) {
    if (hole === excluded) continue;
    const next = dealerFinal(hardOf(up) + hardOf(hole), up === 11 || hole === 11);
    for (let t = 17; t <= 22; t++) out[t]! += (P(hole) / kept) * next[t]!;
  }
  return out;
}

/** 1 + blackjackReturn(), pinned by the tests: the published return of the game under basic strategy. */
export const BASIC_STRATEGY_RETURN = 0.99428808;

/**
 * The expected net result per unit of initial stake of playing `basicStrategy` (1 + it is the
 * return to player). Infinite deck: six decks differ by a few hundredths of a percent, which the
 * simulation over a real six-deck shoe stays well within.
 */
export function blackjackReturn(): number {
  let total = 0;
  const natural = 2 * P(11) * P(10);
  for (const up of VALUES) {
    const dealer = dealerGivenNoBlackjack(up);
    const stand = (player: number): number => {
      if (player > 21) return -1;
      let ev = dealer[22]!;
      for (let t = 17; t <= 21; t++) ev += t < player ? dealer[t]! : t > player ? -dealer[t]! : 0;
      return ev;
    };
    const memo = new Map<string, number>();
    // A hand of two or more cards (`two`: exactly two, so it may double), played by the strategy.
    const play = (hard: number, ace: boolean, two: boolean, pair: number | null): number => {
      const key = `${hard}:${ace}:${two}:${pair}`;
      const known = memo.get(key);
      if (known !== undefined) return known;
      const totalNow = best(hard, ace);
      let ev: number;
      if (hard > 21) ev = -1;
      else if (totalNow === 21) ev = stand(21);
      else {
        const move = basicStrategy({ total: totalNow, soft: totalNow !== hard, pair, canDouble: two }, up);
        const draw = (then: (hard: number, ace: boolean) => number) =>
          VALUES.reduce((sum, v) => sum + P(v) * then(hard + hardOf(v), ace || v === 11), 0);
        if (move === 'stand') ev = stand(totalNow);
        else if (move === 'hit') ev = draw((h, a) => play(h, a, false, null));
        else if (move === 'double') ev = 2 * draw((h, a) => stand(best(h, a)));
        // One split only: each hand takes a second card and plays on (aces: that card only).
        else
          ev =
            2 *
            VALUES.reduce(
              (sum, v) =>
                sum +
                P(v) *
                  (pair === 11 ? stand(best(1 + hardOf(v), true)) : play(hardOf(pair!) + hardOf(v), pair === 11 || v === 11, true, null)),
              0,
            );
      }
      memo.set(key, ev);
      return ev;
    };
    const dealerBlackjack = up === 11 ? P(10) : up === 10 ? P(11) : 0;
    let hands = 0;
    for (const a of VALUES)
      for (const b of VALUES) {
        if ((a === 11 && b === 10) || (a === 10 && b === 11)) continue;
        hands += P(a) * P(b) * play(hardOf(a) + hardOf(b), a === 11 || b === 11, true, a === b ? a : null);
      }
    // A dealer blackjack takes the stake (pushes a natural); a natural otherwise pays 3:2.
    total += P(up) * (dealerBlackjack * -(1 - natural) + (1 - dealerBlackjack) * (natural * 1.5 + hands));
  }
  return total;
}
