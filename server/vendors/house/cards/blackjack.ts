import { basicStrategy, type Move } from './blackjack-strategy';
import { ACE, rankOf, type Card } from './deck';

/**
 * Blackjack, one player's seat against the dealer: six decks shuffled for the round, dealer
 * stands on soft 17 and peeks for blackjack under an ace or a ten, blackjack pays 3:2, double on
 * any first two cards (also after a split), one split of two cards of the same value (split aces
 * take one card each), no surrender. Under an ace the player may insure for half the stake
 * (whole pesos, rounded down), paid 2:1 on a dealer blackjack.
 */
export const DECKS = 6;

export interface SeatHand {
  cards: Card[];
  stake: number;
  doubled: boolean;
  done: boolean;
}

export interface BlackjackState {
  kind: 'blackjack';
  /** The stake of the first hand; every further bet is a multiple of it. */
  stake: number;
  deck: Card[];
  next: number;
  dealer: Card[];
  hands: SeatHand[];
  active: number;
  phase: 'insurance' | 'play';
  insurance: number;
  split: boolean;
}

export type BlackjackAction = Move | 'insurance' | 'no-insurance';

export const cardValue = (card: Card): number => {
  const rank = rankOf(card);
  return rank === ACE ? 11 : Math.min(rank + 2, 10);
};

/** The best total (an ace counts 11 while that does not bust) and whether an ace counts 11. */
export function totalOf(cards: readonly Card[]): { total: number; soft: boolean } {
  let hard = 0;
  let ace = false;
  for (const card of cards) {
    const value = cardValue(card);
    hard += value === 11 ? 1 : value;
    ace ||= value === 11;
  }
  return ace && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

const isNatural = (cards: readonly Card[]): boolean => cards.length === 2 && totalOf(cards).total === 21;

/** Half the stake in whole pesos: what insurance costs (not offered below one peso). */
export const insuranceStake = (stake: number): number => Math.floor(stake / 200) * 100;

const draw = (state: BlackjackState): Card => state.deck[state.next++]!;

/** Deals player, dealer, player, dealer from a shuffled shoe, then goes as far as it can without the player. */
export function dealBlackjack(deck: Card[], stake: number): BlackjackState {
  const state: BlackjackState = {
    kind: 'blackjack',
    stake,
    deck,
    next: 4,
    dealer: [deck[1]!, deck[3]!],
    hands: [{ cards: [deck[0]!, deck[2]!], stake, doubled: false, done: false }],
    active: 0,
    phase: 'play',
    insurance: 0,
    split: false,
  };
  if (cardValue(state.dealer[0]!) === 11 && insuranceStake(stake) > 0) state.phase = 'insurance';
  else peek(state);
  return state;
}

/** The dealer looks under an ace or a ten: a blackjack (theirs or the player's) ends the round. */
function peek(state: BlackjackState): void {
  state.phase = 'play';
  if (isNatural(state.dealer) || isNatural(state.hands[0]!.cards)) state.hands[0]!.done = true;
}

/** Whether the round has no decision left (then `settleBlackjack`). */
export const isOver = (state: BlackjackState): boolean => state.phase === 'play' && state.hands.every((h) => h.done);

/** The decisions the player may take now. */
export function allowedActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase === 'insurance') return ['insurance', 'no-insurance'];
  const hand = state.hands[state.active];
  if (!hand || hand.done) return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) actions.push('double');
  if (canSplit(state, hand)) actions.push('split');
  return actions;
}

const canSplit = (state: BlackjackState, hand: SeatHand): boolean =>
  !state.split && hand.cards.length === 2 && cardValue(hand.cards[0]!) === cardValue(hand.cards[1]!);

/** The further bet an action takes: a double or a split matches the stake, insurance is half of it. */
export function extraStakeOf(state: BlackjackState, action: BlackjackAction): number {
  if (action === 'double' || action === 'split') return state.stake;
  return action === 'insurance' ? insuranceStake(state.stake) : 0;
}

/** Applies a decision the state allows (the caller checks `allowedActions`). */
export function actBlackjack(state: BlackjackState, action: BlackjackAction): void {
  if (state.phase === 'insurance') {
    state.insurance = action === 'insurance' ? insuranceStake(state.stake) : 0;
    peek(state);
    return;
  }
  const hand = state.hands[state.active]!;
  if (action === 'split') {
    state.split = true;
    const [first, second] = hand.cards as [Card, Card];
    const other: SeatHand = { cards: [second], stake: state.stake, doubled: false, done: false };
    hand.cards = [first, draw(state)];
    state.hands.push(other);
    // Split aces take one card each and stand.
    if (cardValue(first) === 11) {
      other.cards.push(draw(state));
      hand.done = other.done = true;
    }
  } else if (action === 'double') {
    hand.stake *= 2;
    hand.doubled = true;
    hand.cards.push(draw(state));
    hand.done = true;
  } else if (action === 'hit') hand.cards.push(draw(state));
  else hand.done = true;
  if (totalOf(hand.cards).total >= 21) hand.done = true;
  moveOn(state);
}

/** To the next hand still to play; a split hand takes its second card when its turn comes. */
function moveOn(state: BlackjackState): void {
  while (state.active < state.hands.length && state.hands[state.active]!.done) {
    state.active++;
    const hand = state.hands[state.active];
    if (hand && hand.cards.length === 1) {
      hand.cards.push(draw(state));
      if (totalOf(hand.cards).total === 21) hand.done = true;
    }
  }
}

/** What the basic strategy would do now (the page's hint, the simulations' play). */
export function hintOf(state: BlackjackState): BlackjackAction {
  if (state.phase === 'insurance') return 'no-insurance';
  const hand = state.hands[state.active]!;
  const { total, soft } = totalOf(hand.cards);
  const pair = canSplit(state, hand) ? cardValue(hand.cards[0]!) : null;
  return basicStrategy({ total, soft, pair, canDouble: hand.cards.length === 2 }, cardValue(state.dealer[0]!));
}

/** Closes a round whose player has left: insurance declined, every hand left stands. */
export function abandonBlackjack(state: BlackjackState): void {
  if (state.phase === 'insurance') actBlackjack(state, 'no-insurance');
  for (const hand of state.hands) hand.done = true;
}

export interface SeatResult {
  cards: Card[];
  total: number;
  stake: number;
  outcome: 'blackjack' | 'win' | 'push' | 'lose' | 'bust';
  /** What the hand returns, stake included. */
  win: number;
}

/** The dealer plays (unless every hand busted or a blackjack ended it), then every hand is paid. */
export function settleBlackjack(state: BlackjackState): {
  dealer: Card[];
  dealerTotal: number;
  hands: SeatResult[];
  insurance: number;
  insuranceWin: number;
  win: number;
} {
  const dealerBlackjack = isNatural(state.dealer);
  const natural = !state.split && isNatural(state.hands[0]!.cards);
  const live = state.hands.some((h) => totalOf(h.cards).total <= 21);
  if (!dealerBlackjack && !natural && live) while (totalOf(state.dealer).total < 17) state.dealer.push(draw(state));
  const dealerTotal = totalOf(state.dealer).total;
  const hands = state.hands.map((hand): SeatResult => {
    const total = totalOf(hand.cards).total;
    const result = (outcome: SeatResult['outcome'], win: number) => ({ cards: hand.cards, total, stake: hand.stake, outcome, win });
    if (natural) return dealerBlackjack ? result('push', hand.stake) : result('blackjack', Math.floor((hand.stake * 5) / 2));
    if (dealerBlackjack) return result('lose', 0);
    if (total > 21) return result('bust', 0);
    if (dealerTotal > 21 || total > dealerTotal) return result('win', 2 * hand.stake);
    return total === dealerTotal ? result('push', hand.stake) : result('lose', 0);
  });
  const insuranceWin = dealerBlackjack ? 3 * state.insurance : 0;
  return {
    dealer: state.dealer,
    dealerTotal,
    hands,
    insurance: state.insurance,
    insuranceWin,
    win: hands.reduce((sum, h) => sum + h.win, insuranceWin),
  };
}
