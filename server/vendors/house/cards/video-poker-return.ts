import { pathToFileURL } from 'node:url';
import { evaluate5 } from './poker';
import { paysFor, strategyMask } from './video-poker';

/**
 * The exact return of 9/6 Jacks or Better: every one of the 2,598,960 deals, each of its 32
 * holds valued exactly over every possible draw, the best hold taken (and, beside it, the hold
 * the strategy list picks). A few seconds: the tests run it; so does
 * `npx tsx server/vendors/house/cards/video-poker-return.ts`, printing both figures.
 *
 * How it is fast: `sums[T]` is the total pay of all five-card hands containing the card set T
 * (for every T of 0..5 cards, indexed by its combinatorial rank). A hold S of a deal H draws
 * 5-|S| cards from the 47 not dealt, so its total pay is the sum over hands containing S and
 * none of the discards: by inclusion-exclusion, the sum over S <= T <= H of (-1)^|T\S| sums[T].
 */
function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return k < 0 || k > n ? 0 : r;
}
/** C(n, k) at n * 6 + k, for n <= 52 and k <= 5. */
const BINOMIAL = Int32Array.from({ length: 53 * 6 }, (_, i) => choose(Math.floor(i / 6), i % 6));
/** Sets of k cards are indexed from OFFSET[k] on, one table for all sizes. */
const OFFSET = [0, 1, 2, 3, 4, 5, 6].map((k) => [0, 1, 2, 3, 4, 5].slice(0, k).reduce((sum, j) => sum + choose(52, j), 0));
const SIZE = Int32Array.from({ length: 32 }, (_, m) => [0, 1, 2, 3, 4].filter((b) => m & (1 << b)).length);

/**
 * Calls `visit` for every five-card deal (cards ascending); `index()` then fills `at` with the
 * table index of each of its 32 subsets (bit i of the mask: card i).
 */
function everyDeal(visit: (cards: Int32Array, index: () => void) => void, at: Int32Array) {
  const cards = new Int32Array(5);
  const colex = new Int32Array(32);
  // Colex rank of a subset: its highest card, at position size-1, adds C(card, size).
  const index = () => {
    for (let m = 1; m < 32; m++) {
      const top = 31 - Math.clz32(m);
      colex[m] = colex[m ^ (1 << top)]! + BINOMIAL[cards[top]! * 6 + SIZE[m]!]!;
      at[m] = colex[m]! + OFFSET[SIZE[m]!]!;
    }
  };
  for (cards[0] = 0; cards[0]! < 48; cards[0]!++)
    for (cards[1] = cards[0]! + 1; cards[1]! < 49; cards[1]!++)
      for (cards[2] = cards[1]! + 1; cards[2]! < 50; cards[2]!++)
        for (cards[3] = cards[2]! + 1; cards[3]! < 51; cards[3]!++)
          for (cards[4] = cards[3]! + 1; cards[4]! < 52; cards[4]!++) visit(cards, index);
}

export function videoPokerReturns(): { optimal: number; strategy: number; deals: number } {
  const at = new Int32Array(32);
  const sums = new Float64Array(OFFSET[6]!);
  everyDeal((c, index) => {
    const pays = paysFor(evaluate5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!));
    if (!pays) return;
    index();
    for (let m = 0; m < 32; m++) sums[at[m]!]! += pays;
  }, at);
  // Draws per hold, by the number of cards held.
  const draws = [0, 1, 2, 3, 4, 5].map((k) => choose(47, 5 - k));
  const perDraw = Float64Array.from({ length: 32 }, (_, m) => 1 / draws[SIZE[m]!]!);
  const g = new Float64Array(32);
  let optimal = 0;
  let strategy = 0;
  let deals = 0;
  everyDeal((c, index) => {
    index();
    for (let m = 0; m < 32; m++) g[m] = sums[at[m]!]!;
    // Inclusion-exclusion over the discards (a Möbius transform on the 32 subsets).
    for (let bit = 1; bit < 32; bit <<= 1) for (let m = 0; m < 32; m++) if (!(m & bit)) g[m]! -= g[m | bit]!;
    let best = 0;
    for (let m = 0; m < 32; m++) best = Math.max(best, g[m]! * perDraw[m]!);
    optimal += best;
    const mask = strategyMask(c);
    strategy += g[mask]! * perDraw[mask]!;
    deals++;
  }, at);
  return { optimal: optimal / deals, strategy: strategy / deals, deals };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const { optimal, strategy, deals } = videoPokerReturns();
  process.stdout.write(`${deals} deals, ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  process.stdout.write(`optimal play: ${optimal.toFixed(8)}  strategy list: ${strategy.toFixed(8)}\n`);
}
