import { checkStake, unknownSpot, type LiveTable } from './table';

/**
 * Sic bo: three dice. The customary Macau paytable: small (totals 4-10) and big (11-17), odd and
 * even, all 1:1 and lost on any triple; a specific triple 180:1; any triple 30:1; a specific
 * double (two or three of a number) 10:1; totals 4-17 from 60:1 down to 6:1; a single number 1:1
 * per die showing it (1:1, 2:1, 3:1); a two-dice combination 5:1. Returns range from 97.2%
 * (small, big, odd, even) to 81.0% (totals 9 and 12), each computed over the 216 rolls.
 */
export interface SicBoOutcome {
  dice: [number, number, number];
}

/** Winnings per unit on each total (stake back on top), the same from either end: 4 and 17 pay 60:1 ... 10 and 11 6:1. */
export const TOTAL_PAYS: Readonly<Record<number, number>> = Object.fromEntries(
  [60, 30, 17, 12, 8, 6, 6].flatMap((pays, i) => [
    [4 + i, pays],
    [17 - i, pays],
  ]),
);

/** What one unit on a spot returns on a roll, stake included (every sic bo price is a whole multiple). */
type Rule = (dice: readonly number[]) => number;

const FACES = [1, 2, 3, 4, 5, 6];
const count = (dice: readonly number[], face: number) => +(dice[0] === face) + +(dice[1] === face) + +(dice[2] === face);
const sum = (dice: readonly number[]) => dice[0]! + dice[1]! + dice[2]!;
const isTriple = (dice: readonly number[]) => dice[0] === dice[1] && dice[1] === dice[2];
const evenMoney =
  (wins: (total: number) => boolean): Rule =>
  (dice) =>
    !isTriple(dice) && wins(sum(dice)) ? 2 : 0;

const RULES = new Map<string, { pays: string; rule: Rule }>([
  ['small', { pays: '1:1', rule: evenMoney((t) => t <= 10) }],
  ['big', { pays: '1:1', rule: evenMoney((t) => t >= 11) }],
  ['odd', { pays: '1:1', rule: evenMoney((t) => t % 2 === 1) }],
  ['even', { pays: '1:1', rule: evenMoney((t) => t % 2 === 0) }],
  ...FACES.map((f) => [`triple-${f}`, { pays: '180:1', rule: (d: readonly number[]) => (count(d, f) === 3 ? 181 : 0) }] as const),
  ['any-triple', { pays: '30:1', rule: (d) => (isTriple(d) ? 31 : 0) }],
  ...FACES.map((f) => [`double-${f}`, { pays: '10:1', rule: (d: readonly number[]) => (count(d, f) >= 2 ? 11 : 0) }] as const),
  ...Object.entries(TOTAL_PAYS).map(
    ([total, pays]) =>
      [`total-${total}`, { pays: `${pays}:1`, rule: (d: readonly number[]) => (sum(d) === Number(total) ? pays + 1 : 0) }] as const,
  ),
  ...FACES.map(
    (f) => [`single-${f}`, { pays: '1:1, 2:1, 3:1', rule: (d: readonly number[]) => (count(d, f) > 0 ? count(d, f) + 1 : 0) }] as const,
  ),
  ...FACES.flatMap((a) =>
    FACES.filter((b) => b > a).map(
      (b) => [`combo-${a}-${b}`, { pays: '5:1', rule: (d: readonly number[]) => (count(d, a) > 0 && count(d, b) > 0 ? 6 : 0) }] as const,
    ),
  ),
]);

/** Every roll of three dice, each once: the 216 equally likely outcomes. */
export const ALL_ROLLS: readonly (readonly [number, number, number])[] = FACES.flatMap((a) =>
  FACES.flatMap((b) => FACES.map((c) => [a, b, c] as const)),
);

export const sicBo: LiveTable<SicBoOutcome> = {
  kind: 'sic-bo',
  // The shaker runs while bets close; the dice are shown for a dozen seconds.
  timing: { betting: 20, result: 12 },
  spots: [...RULES].map(([id, { pays }]) => ({ id, pays })),
  accepts: (spot) => RULES.has(spot),
  prepare: () => null,
  draw: (random) => ({ dice: [1, 2, 3].map(() => 1 + Math.floor(random() * 6)) as [number, number, number] }),
  settle(spot, stake, outcome) {
    checkStake(stake);
    const { rule } = RULES.get(spot) ?? unknownSpot();
    return stake * rule(outcome.dice);
  },
  returns: () => Object.fromEntries([...RULES].map(([id, { rule }]) => [id, ALL_ROLLS.reduce((s, roll) => s + rule(roll), 0) / 216])),
};
