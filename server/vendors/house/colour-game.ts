import { weightedPick } from './fairness';

/**
 * The Filipino colour game (perya): three dice, each with six colours. A bet on a colour wins
 * the stake once for every die showing it and gets the stake back; no die, the stake is lost.
 * Return to player: 1 - 17/216, about 92.1%.
 */
export const COLOURS = ['yellow', 'white', 'pink', 'blue', 'red', 'green'] as const;
export type Colour = (typeof COLOURS)[number];

export function rollDice(random: () => number): [Colour, Colour, Colour] {
  const roll = () => COLOURS[weightedPick([1, 1, 1, 1, 1, 1], random)]!;
  return [roll(), roll(), roll()];
}

/** What a player gets back, in centavos, for bets per colour. */
export function settle(dice: readonly Colour[], bets: Partial<Record<Colour, number>>): number {
  let back = 0;
  for (const [colour, stake] of Object.entries(bets) as [Colour, number][]) {
    const hits = dice.filter((d) => d === colour).length;
    if (hits > 0) back += stake * (hits + 1);
  }
  return back;
}

export function returnToPlayer(): number {
  // Expected return of a 1-unit bet on one colour: sum over hits k of P(k) * (k + 1).
  const p = 1 / 6;
  const prob = (k: number) => [1, 3, 3, 1][k]! * p ** k * (1 - p) ** (3 - k);
  return prob(1) * 2 + prob(2) * 3 + prob(3) * 4;
}
