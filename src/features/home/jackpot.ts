/** SPEC §4 "Jackpot ticker" and §9: range, step and tick delays. */
export const JACKPOT = {
  min: 210_000_000,
  max: 999_999_999,
  stepMin: 100,
  stepMax: 500,
  delaysMs: [3000, 4000, 5000],
} as const;

export type Random = () => number;

/** A whole number from min to max, both included. */
export const randomInt = (min: number, max: number, random: Random): number => min + Math.floor(random() * (max - min + 1));

const randomStart = (random: Random) => randomInt(JACKPOT.min, JACKPOT.max, random);

/** Starts from the stored value when it is a sane one, else from a random value in the range. */
export function jackpotStart(stored: unknown, random: Random): number {
  const valid = typeof stored === 'number' && Number.isInteger(stored) && stored >= JACKPOT.min && stored < JACKPOT.max;
  return valid ? stored : randomStart(random);
}

/** One tick: up by 100 to 500; on reaching the top it starts over from a random value. */
export function nextJackpot(value: number, random: Random): number {
  const next = value + randomInt(JACKPOT.stepMin, JACKPOT.stepMax, random);
  return next >= JACKPOT.max ? randomStart(random) : next;
}

/** 3, 4 or 5 seconds, picked again for every tick. */
export const nextJackpotDelay = (random: Random): number => JACKPOT.delaysMs[randomInt(0, JACKPOT.delaysMs.length - 1, random)]!;

/** Thousands separators; 2 decimals on home, none on the ticker (SPEC §9). */
export const formatJackpot = (value: number, decimals: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
