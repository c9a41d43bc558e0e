import * as cardsModule from './cards';
import type { Card } from './cards';
import * as tongitsModule from './tongits';
import type { TongitsMove, TongitsState } from './tongits';
import * as tongitsArrangeModule from './tongits-arrange';
import * as tongitsMeldsModule from './tongits-melds';

// Imports bound once: see the note in cards.ts on calls through the test runner's module objects.
const { faceOf, suitOf, without } = cardsModule;
const { canCall, layOffCards, takeOptions } = tongitsModule;
const { bestArrangement } = tongitsArrangeModule;
const { cardPoints, handPoints } = tongitsMeldsModule;

/**
 * The house's Tongits strategy, the same for every bot seat (and for an abandoned player's),
 * deterministic from the table:
 * - call a draw, or fight one, with 10 points or fewer in hand;
 * - take the discard when it makes a meld (the one leaving the fewest points), else draw;
 * - expose every meld of the arrangement that leaves the fewest points, lay off whatever fits;
 * - discard the highest-counting leftover card, among equals the one with fewest near neighbours.
 */
const LOW_HAND = 10;

/** Scratch: the hand's count of each face, and its faces in each suit (bit f for face f). */
const faceCounts = new Uint8Array(14);
const suitFaces = [0, 0, 0, 0];

function countFaces(hand: readonly Card[]): void {
  for (let face = 1; face <= 13; face++) faceCounts[face] = 0;
  for (let suit = 0; suit < 4; suit++) suitFaces[suit] = 0;
  for (const card of hand) {
    faceCounts[faceOf(card)]!++;
    suitFaces[suitOf(card)]! |= 1 << faceOf(card);
  }
}

/**
 * Cards of the hand (as countFaces last saw it) one step from being in a meld with this one: the
 * same face, or the same suit one or two faces away.
 */
function neighbours(card: Card): number {
  const face = faceOf(card);
  let count = faceCounts[face]! - 1;
  // Faces face - 2 to face + 2 of its suit, itself left out.
  for (let near = suitFaces[suitOf(card)]! & ((31 << face) >> 2) & ~(1 << face); near; near &= near - 1) count++;
  return count;
}

export function tongitsBotMove(state: TongitsState): TongitsMove {
  const hand = state.hands[state.turn]!;
  if (state.phase === 'respond') return { action: handPoints(hand) <= LOW_HAND ? 'fight' : 'fold', cards: [] };
  if (state.phase === 'start') {
    if (canCall(state) && handPoints(hand) <= LOW_HAND) return { action: 'call', cards: [] };
    const options = takeOptions(state);
    if (options.length === 0) return { action: 'draw', cards: [] };
    // The first of those leaving the fewest points.
    const left = options.map((cards) => bestArrangement(without(hand, cards)).points);
    return { action: 'take', cards: options[left.indexOf(Math.min(...left))]! };
  }
  const { melds, deadwood } = bestArrangement(hand);
  if (melds.length > 0) return { action: 'meld', cards: melds[0]! };
  const fits = layOffCards(state);
  const fit = deadwood.find((card) => fits[card]);
  if (fit !== undefined) return { action: 'sapaw', cards: [fit] };
  // The first highest-counting card, among equals the first with the fewest neighbours.
  countFaces(hand);
  let worst = deadwood[0]!;
  let worstNear: number | null = null;
  for (const card of deadwood) {
    const diff = cardPoints(card) - cardPoints(worst);
    if (diff < 0 || card === worst) continue;
    if (diff === 0) {
      worstNear ??= neighbours(worst);
      const near = neighbours(card);
      if (near >= worstNear) continue;
      worstNear = near;
    } else worstNear = null;
    worst = card;
  }
  return { action: 'discard', cards: [worst] };
}
