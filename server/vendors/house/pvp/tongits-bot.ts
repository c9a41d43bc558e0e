import { faceOf, suitOf, without, type Card } from './cards';
import { canCall, sapawTarget, takeOptions, type TongitsMove, type TongitsState } from './tongits';
import { bestArrangement, cardPoints, handPoints } from './tongits-melds';

/**
 * The house's Tongits strategy, the same for every bot seat (and for an abandoned player's),
 * deterministic from the table:
 * - call a draw, or fight one, with 10 points or fewer in hand;
 * - take the discard when it makes a meld (the one leaving the fewest points), else draw;
 * - expose every meld of the arrangement that leaves the fewest points, lay off whatever fits;
 * - discard the highest-counting leftover card, among equals the one with fewest near neighbours.
 */
const LOW_HAND = 10;

/** Cards of the hand one step from being in a meld with this one: the same rank, or the same suit one or two faces away. */
const neighbours = (hand: readonly Card[], card: Card) =>
  hand.filter((c) => c !== card && (faceOf(c) === faceOf(card) || (suitOf(c) === suitOf(card) && Math.abs(faceOf(c) - faceOf(card)) <= 2)))
    .length;

export function tongitsBotMove(state: TongitsState): TongitsMove {
  const hand = state.hands[state.turn]!;
  if (state.phase === 'respond') return { action: handPoints(hand) <= LOW_HAND ? 'fight' : 'fold', cards: [] };
  if (state.phase === 'start') {
    if (canCall(state) && handPoints(hand) <= LOW_HAND) return { action: 'call', cards: [] };
    const options = takeOptions(state);
    if (options.length === 0) return { action: 'draw', cards: [] };
    const left = (cards: Card[]) => bestArrangement(without(hand, cards)).points;
    return { action: 'take', cards: options.reduce((a, b) => (left(b) < left(a) ? b : a)) };
  }
  const { melds, deadwood } = bestArrangement(hand);
  if (melds.length > 0) return { action: 'meld', cards: melds[0]! };
  const fits = deadwood.find((card) => sapawTarget(state, card) >= 0);
  if (fits !== undefined) return { action: 'sapaw', cards: [fits] };
  const worst = deadwood.reduce((a, b) => {
    const diff = cardPoints(b) - cardPoints(a) || neighbours(hand, a) - neighbours(hand, b);
    return diff > 0 ? b : a;
  });
  return { action: 'discard', cards: [worst] };
}
