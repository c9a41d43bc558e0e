import { ACE, KING, QUEEN, JACK, rankOf, type Card } from './deck';
import { categoryOf, evaluateHand, FIVE_CARD, highestRank, isRoyal, type FiveCardCategory } from './poker';

/**
 * Caribbean Stud Poker, without the progressive side bet: an ante buys five cards and a look at
 * one of the dealer's five; the player folds (the ante is lost) or calls with twice the ante.
 * The dealer qualifies with ace-king or better: if not, the ante pays 1:1 and the call is
 * returned; if so, the better hand wins: the ante pays 1:1 and the call by the table below
 * (per unit of call), a tie returns both, and a losing player loses both.
 */
export const CALL_PAYS: Record<FiveCardCategory | 'royal-flush', number> = {
  high: 1,
  pair: 1,
  'two-pair': 2,
  trips: 3,
  straight: 4,
  flush: 5,
  'full-house': 7,
  quads: 20,
  'straight-flush': 50,
  'royal-flush': 100,
};

/**
 * The published return per unit of ante under the strategy below (Wizard of Odds' "three rules
 * of thumb", house edge 5.2246%: total loss 1,041,417,758,724 over all 19,933,230,517,200 deals;
 * perfect play 5.2243%). Exact enumeration of every deal is out of reach here, so the tests check
 * it by simulation.
 */
export const STRATEGY_RETURN = 1 - 1_041_417_758_724 / 19_933_230_517_200;

const handName = (value: number): FiveCardCategory | 'royal-flush' => (isRoyal(value) ? 'royal-flush' : FIVE_CARD[categoryOf(value)]!);

/** The dealer plays against the player with ace-king or better. */
export const qualifies = (value: number): boolean => categoryOf(value) > 0 || ((value & (1 << ACE)) !== 0 && (value & (1 << KING)) !== 0);

/**
 * Call with a pair or better; fold less than ace-king; with ace-king call when (1) the dealer's
 * card is a deuce to a queen that one of the player's cards matches, (2) the dealer shows an ace
 * or king and the player holds a queen or jack, (3) the dealer's card matches nothing, the player
 * holds a queen, and the dealer's card is below the player's fourth highest card.
 */
export function shouldCall(hand: readonly Card[], upcard: Card): boolean {
  const value = evaluateHand(hand);
  if (categoryOf(value) > 0) return true;
  const ranks = value & 0x1fff;
  if (!(ranks & (1 << ACE)) || !(ranks & (1 << KING))) return false;
  const up = rankOf(upcard);
  const matched = (ranks & (1 << up)) !== 0;
  if (matched && up < KING) return true;
  if (up >= KING) return (ranks & ((1 << QUEEN) | (1 << JACK))) !== 0;
  const rest = ranks & ~((1 << ACE) | (1 << KING));
  const fourth = highestRank(rest & ~(1 << highestRank(rest)));
  return (ranks & (1 << QUEEN)) !== 0 && up < fourth;
}

export interface CaribbeanOutcome {
  playerHand: FiveCardCategory | 'royal-flush';
  dealerHand: FiveCardCategory | 'royal-flush';
  called: boolean;
  dealerQualifies: boolean;
  versus: 'win' | 'lose' | 'tie' | 'no-qualify' | 'fold';
  /** What each bet returns, stake included (0 when lost), in centavos. */
  returns: { ante: number; call: number };
  win: number;
}

/** Settles a hand for an ante (the call, when made, is twice the ante). */
export function settleCaribbean(ante: number, player: readonly Card[], dealer: readonly Card[], called: boolean): CaribbeanOutcome {
  const p = evaluateHand(player);
  const d = evaluateHand(dealer);
  const dealerQualifies = qualifies(d);
  const versus = !called ? 'fold' : !dealerQualifies ? 'no-qualify' : p > d ? 'win' : p < d ? 'lose' : 'tie';
  const call = 2 * ante;
  const [anteBack, callBack] = {
    fold: [0, 0],
    'no-qualify': [2 * ante, call],
    win: [2 * ante, call * (1 + CALL_PAYS[handName(p)])],
    lose: [0, 0],
    tie: [ante, call],
  }[versus] as [number, number];
  return {
    playerHand: handName(p),
    dealerHand: handName(d),
    called,
    dealerQualifies,
    versus,
    returns: { ante: anteBack, call: callBack },
    win: anteBack + callBack,
  };
}
