import { checkStake, share, unknownSpot, type LiveTable } from './table';

/**
 * Fan tan as Macau deals it: a hidden handful of beads is counted off four at a time; the last
 * group (1, 2, 3 or 4 beads) is the result. The house takes 5% of every win (not of the stake).
 * The bets offered, each a standard one:
 * - fan-n: the number n, 3:1 less 5% = 2.85:1, returns 96.25%;
 * - nim-n-m: n wins 2:1 less 5% = 1.9:1, m returns the stake, the other two lose: 97.5%;
 * - kwok-n-m: two neighbouring sides (1-2, 2-3, 3-4, 1-4), 1:1 less 5%: 97.5%;
 * - odd, even: 1 and 3, or 2 and 4, 1:1 less 5%: 97.5%;
 * - three-a-b-c (Sheh Sam Hong): three numbers, 1:3 less 5% = 19:60, returns 98.75%.
 * The handful holds 41 to 120 beads, all as likely: 20 counts end on each result, so each is 1/4.
 */
export interface FanTanOutcome {
  beads: number;
  /** The last group's size: beads counted off in fours, 1 to 4. */
  result: number;
}

const MIN_BEADS = 41;
const BEAD_COUNTS = 80;

/** A bet: the results it wins on with its price before commission (win per unit as a fraction), and the ones it pushes on. */
interface Bet {
  wins: readonly number[];
  push: readonly number[];
  numerator: number;
  denominator: number;
  pays: string;
}

const SIDES = [1, 2, 3, 4];
const bet = (wins: number[], numerator: number, denominator: number, pays: string, push: number[] = []): Bet => ({
  wins,
  push,
  numerator,
  denominator,
  pays,
});

const BETS = new Map<string, Bet>([
  ...SIDES.map((n) => [`fan-${n}`, bet([n], 3, 1, '2.85:1')] as const),
  ...SIDES.flatMap((n) => SIDES.filter((m) => m !== n).map((m) => [`nim-${n}-${m}`, bet([n], 2, 1, '1.9:1', [m])] as const)),
  ...[
    [1, 2],
    [2, 3],
    [3, 4],
    [1, 4],
  ].map((pair) => [`kwok-${pair.join('-')}`, bet(pair, 1, 1, '0.95:1')] as const),
  ['odd', bet([1, 3], 1, 1, '0.95:1')],
  ['even', bet([2, 4], 1, 1, '0.95:1')],
  ...SIDES.map((left) => SIDES.filter((n) => n !== left)).map((three) => [`three-${three.join('-')}`, bet(three, 1, 3, '19:60')] as const),
]);

/** A win: the stake back plus the price less the house's 5%, rounded down to the centavo. */
function paid(stake: number, { numerator, denominator }: Bet): number {
  return stake + share(stake, numerator * 95, denominator * 100);
}

export const fanTan: LiveTable<FanTanOutcome> = {
  kind: 'fan-tan',
  // Bets close, the bowl lifts and the beads are counted off on camera.
  timing: { betting: 20, result: 15 },
  spots: [...BETS].map(([id, { pays }]) => ({ id, pays })),
  accepts: (spot) => BETS.has(spot),
  prepare: () => null,
  draw(random) {
    const beads = MIN_BEADS + Math.floor(random() * BEAD_COUNTS);
    return { beads, result: ((beads - 1) % 4) + 1 };
  },
  settle(spot, stake, outcome) {
    checkStake(stake);
    const rule = BETS.get(spot) ?? unknownSpot();
    if (rule.wins.includes(outcome.result)) return paid(stake, rule);
    return rule.push.includes(outcome.result) ? stake : 0;
  },
  // Each result has probability 1/4: a win returns 1 + price x 0.95, a push 1.
  returns: () =>
    Object.fromEntries(
      [...BETS].map(([id, rule]) => [id, (rule.wins.length * (1 + (0.95 * rule.numerator) / rule.denominator) + rule.push.length) / 4]),
    ),
};
