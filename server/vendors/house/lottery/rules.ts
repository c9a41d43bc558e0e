/**
 * The two kinds of draw game the house lottery runs, and their exact mathematics.
 *
 * - `digits`: the player names one number per position (Swertres 3D, EZ2, 4D); positions are
 *   drawn independently, repeats allowed, and only the exact order wins ("straight").
 * - `pick`: the player picks `pick` distinct numbers from 1..max; `draw` distinct numbers are
 *   drawn (6/42 lotto: pick 6, draw 6; keno: pick 5, draw 20 of 80); the prize depends on how
 *   many of the player's numbers were drawn.
 *
 * Prizes are fixed multiples of the stake (fixed odds, no shared pool), so the return to player
 * is computed exactly from the rules and published with each game.
 */
export type LotteryRules =
  | { kind: 'digits'; positions: number; min: number; max: number; multiplier: number }
  | { kind: 'pick'; pick: number; draw: number; max: number; prizes: Readonly<Record<number, number>> };

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

/** The probability of each prize tier (matches for `pick`, the straight win for `digits`). */
export function prizeOdds(rules: LotteryRules): { matches: number; multiplier: number; probability: number }[] {
  if (rules.kind === 'digits') {
    return [{ matches: rules.positions, multiplier: rules.multiplier, probability: 1 / (rules.max - rules.min + 1) ** rules.positions }];
  }
  const total = choose(rules.max, rules.pick);
  return Object.entries(rules.prizes)
    .map(([m, multiplier]) => ({
      matches: Number(m),
      multiplier,
      probability: (choose(rules.draw, Number(m)) * choose(rules.max - rules.draw, rules.pick - Number(m))) / total,
    }))
    .sort((a, b) => a.matches - b.matches);
}

/** The exact expected return of one unit staked. */
export function returnToPlayer(rules: LotteryRules): number {
  return prizeOdds(rules).reduce((sum, tier) => sum + tier.multiplier * tier.probability, 0);
}

/** The numbers of one draw, from a uniform stream (the draw's provably fair seeds). */
export function drawNumbers(rules: LotteryRules, random: () => number): number[] {
  if (rules.kind === 'digits') {
    const span = rules.max - rules.min + 1;
    return Array.from({ length: rules.positions }, () => rules.min + Math.floor(random() * span));
  }
  // A partial Fisher-Yates shuffle of 1..max: `draw` distinct numbers, each equally likely.
  const pool = Array.from({ length: rules.max }, (_, i) => i + 1);
  for (let i = 0; i < rules.draw; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, rules.draw).sort((a, b) => a - b);
}

/** Whether a player's numbers are a valid entry: the right count, in range, whole, distinct for `pick`. */
export function isValidEntry(rules: LotteryRules, numbers: readonly number[]): boolean {
  const min = rules.kind === 'digits' ? rules.min : 1;
  const count = rules.kind === 'digits' ? rules.positions : rules.pick;
  if (numbers.length !== count) return false;
  if (!numbers.every((n) => Number.isInteger(n) && n >= min && n <= rules.max)) return false;
  return rules.kind === 'digits' || new Set(numbers).size === numbers.length;
}

/** The multiple of the stake an entry wins against a draw (0 for no prize). */
export function prizeMultiplier(rules: LotteryRules, entry: readonly number[], result: readonly number[]): number {
  if (rules.kind === 'digits') return entry.every((n, i) => n === result[i]) ? rules.multiplier : 0;
  const drawn = new Set(result);
  const matches = entry.filter((n) => drawn.has(n)).length;
  return rules.prizes[matches] ?? 0;
}
