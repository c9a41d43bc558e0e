import { cardNames, faceOf, shuffledDeck, type Card } from './cards';
import { afterRake, IllegalMove, RAKE_PERCENT, type Move, type PvpRules, type Step } from './table';

/**
 * Lucky 9 as Filipino tables play it: the house banks, every seat gets two cards face down and
 * may take one more, and the total's last digit counts (A = 1, 2-9 their value, 10-J-Q-K = 0):
 * the closer to 9, the better. Two cards making 9 are a natural, which beats any three-card 9 and
 * ends that hand at once (a banker's natural ends the whole deal). The player plays against the
 * banker; 2 to 4 house seats play alongside against the same banker and only share the deck.
 *
 * Money: the player's stake is matched by the banker's, so the pot is twice the stake. A win pays
 * the pot less the rake (5%: 1.9x the stake back), a tie gives the stake back, a loss keeps it.
 * No natural-9 bonus: the banker and the player are paid alike, which keeps the seats symmetric.
 */
export interface Lucky9State {
  game: 'lucky-9';
  stake: number;
  /** The shuffled deck's first cards (as many as a deal can use), dealt from the first on. */
  deck: Card[];
  next: number;
  /** hands[0] is the player, then the other seats, the banker last. */
  hands: Card[][];
}

/** The house's drawing rule, for the banker and its seats: a third card on a total of 5 or less. */
const DRAW_AT_MOST = 5;

const POINTS = Array.from({ length: 52 }, (_, card) => (faceOf(card) >= 10 ? 0 : faceOf(card)));

export function handTotal(hand: readonly Card[]): number {
  let sum = 0;
  for (const card of hand) sum += POINTS[card]!;
  return sum % 10;
}
export const isNatural = (hand: readonly Card[]): boolean => hand.length === 2 && handTotal(hand) === 9;
const wantsCard = (hand: readonly Card[]): boolean => hand.length === 2 && !isNatural(hand) && handTotal(hand) <= DRAW_AT_MOST;

export type Lucky9Outcome = 'win' | 'push' | 'lose';

/** A seat's hand against the banker's. */
export function against(hand: readonly Card[], banker: readonly Card[]): Lucky9Outcome {
  const mine = isNatural(hand);
  const theirs = isNatural(banker);
  if (mine !== theirs) return mine ? 'win' : 'lose';
  const diff = handTotal(hand) - handTotal(banker);
  return diff > 0 ? 'win' : diff < 0 ? 'lose' : 'push';
}

/** What the player gets back, in centavos. */
export const lucky9Payout = (outcome: Lucky9Outcome, stake: number): number =>
  outcome === 'win' ? afterRake(2 * stake) : outcome === 'push' ? stake : 0;

function take(state: Lucky9State, seat: number): void {
  state.hands[seat]!.push(state.deck[state.next++]!);
}

/** The seats after the player, then the banker, draw by the house rule; then the player's hand is settled. */
function settle(state: Lucky9State): { done: true; result: unknown; win: number } {
  const banker = state.hands.length - 1;
  if (!isNatural(state.hands[banker]!)) {
    for (let seat = 1; seat <= banker; seat++) if (wantsCard(state.hands[seat]!)) take(state, seat);
  }
  const bankerHand = state.hands[banker]!;
  const outcome = against(state.hands[0]!, bankerHand);
  const win = lucky9Payout(outcome, state.stake);
  return {
    done: true,
    win,
    result: {
      game: 'lucky-9',
      outcome,
      pot: 2 * state.stake,
      rake: outcome === 'win' ? 2 * state.stake - win : 0,
      seats: state.hands.map((hand, seat) => ({
        cards: cardNames(hand),
        total: handTotal(hand),
        natural: isNatural(hand),
        outcome: seat === banker ? null : against(hand, bankerHand),
      })),
    },
  };
}

const view = (state: Lucky9State) => ({
  game: 'lucky-9',
  stake: state.stake,
  hand: cardNames(state.hands[0]!),
  total: handTotal(state.hands[0]!),
  // Everyone else's cards are face down until the reveal: only their number shows.
  seats: state.hands.slice(1).map((hand) => ({ count: hand.length })),
  actions: ['draw', 'stand'],
});

export const lucky9: PvpRules<Lucky9State> = {
  deal(random, stake): Step<Lucky9State> {
    // The stream's first number seats 2, 3 or 4 house players besides the banker; the rest shuffles.
    const others = 2 + Math.floor(random() * 3);
    const state: Lucky9State = { game: 'lucky-9', stake, deck: shuffledDeck(random, 3 * (others + 2)), next: 0, hands: [] };
    for (let seat = 0; seat < others + 2; seat++) state.hands.push([]);
    for (let round = 0; round < 2; round++) for (let seat = 0; seat < others + 2; seat++) take(state, seat);
    if (isNatural(state.hands[0]!) || isNatural(state.hands[others + 1]!)) return settle(state);
    return { done: false, state, view: view(state) };
  },

  act(state, move: Move) {
    if ((move.action !== 'draw' && move.action !== 'stand') || (move.cards?.length ?? 0) > 0) throw new IllegalMove(move.action);
    if (move.action === 'draw') take(state, 0);
    return settle(state);
  },

  finish(state) {
    if (wantsCard(state.hands[0]!)) take(state, 0);
    return settle(state);
  },
};

export interface Lucky9Odds {
  /** Ordered deals (of the six cards that can matter) the player wins, ties and loses, out of `deals`. */
  wins: number;
  pushes: number;
  losses: number;
  deals: number;
}

/**
 * The exact odds of a player who draws by the house rule, by enumerating every ordered deal of
 * the player's three possible cards and the banker's three (other seats only take cards from a
 * shuffled deck, which changes no probability). Card values only matter: 16 cards count 0, and
 * four each count 1 to 9.
 */
export function lucky9Odds(): Lucky9Odds {
  const counts = [16, 4, 4, 4, 4, 4, 4, 4, 4, 4];
  const odds: Lucky9Odds = { wins: 0, pushes: 0, losses: 0, deals: 0 };
  const cards: number[] = [];
  const total = (values: number[]) => values.reduce((a, b) => a + b, 0) % 10;
  const walk = (weight: number) => {
    if (cards.length === 6) {
      const [p1, p2, p3, b1, b2, b3] = cards as [number, number, number, number, number, number];
      const player = [p1, p2];
      const banker = [b1, b2];
      const playerNatural = total(player) === 9;
      const bankerNatural = total(banker) === 9;
      let outcome: number;
      if (playerNatural || bankerNatural) outcome = playerNatural === bankerNatural ? 0 : playerNatural ? 1 : -1;
      else {
        if (total(player) <= DRAW_AT_MOST) player.push(p3);
        if (total(banker) <= DRAW_AT_MOST) banker.push(b3);
        outcome = Math.sign(total(player) - total(banker));
      }
      odds.deals += weight;
      if (outcome > 0) odds.wins += weight;
      else if (outcome < 0) odds.losses += weight;
      else odds.pushes += weight;
      return;
    }
    for (let value = 0; value < 10; value++) {
      if (counts[value] === 0) continue;
      const ways = counts[value]!;
      counts[value] = ways - 1;
      cards.push(value);
      walk(weight * ways);
      cards.pop();
      counts[value] = ways;
    }
  };
  walk(1);
  return odds;
}

/** The exact return of a player who plays the house's own rule: wins pay the pot (2x) less 5%, ties give the stake back. */
export function lucky9Return(odds: Lucky9Odds = lucky9Odds()): number {
  return (odds.wins * 2 * (100 - RAKE_PERCENT) + odds.pushes * 100) / (odds.deals * 100);
}
