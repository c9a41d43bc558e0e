import type { TableGame } from '../../family';

/**
 * Plays `rounds` rounds of a table with a unit stake (one peso) on every spot, and returns each
 * spot's mean return per unit staked with its standard error (the sample deviation over the
 * square root of the rounds): the yardstick a simulation's distance from the exact return is
 * measured with.
 */
export function simulate<O, I>(
  table: TableGame<O, I>,
  rounds: number,
  random: () => number,
): Record<string, { mean: number; error: number }> {
  const stake = 100;
  const ids = table.spots.map((s) => s.id);
  const sum = new Float64Array(ids.length);
  const squares = new Float64Array(ids.length);
  for (let r = 0; r < rounds; r++) {
    const info = table.prepare(random);
    const outcome = table.draw(random, info);
    for (let i = 0; i < ids.length; i++) {
      const back = table.settle(ids[i]!, stake, outcome, info) / stake;
      sum[i]! += back;
      squares[i]! += back * back;
    }
  }
  return Object.fromEntries(
    ids.map((id, i) => {
      const mean = sum[i]! / rounds;
      const variance = squares[i]! / rounds - mean * mean;
      return [id, { mean, error: Math.sqrt(variance / rounds) }];
    }),
  );
}
