import type { TableGame } from '../family';
import { RoundError } from '../round-error';

/**
 * A live table as the studio plays it: the family contract, plus `accepts`, so a bet on a spot
 * the rules do not know is refused when it is placed rather than when the round settles. Some
 * tables accept more than their layout shows (every legal roulette split, not only the drawn ones).
 */
export interface LiveTable<Outcome = unknown, Info = null> extends TableGame<Outcome, Info> {
  accepts(spot: string): boolean;
}

/** A bet on a spot the table does not have: a bad entry, refused like a bad set of numbers. */
export function unknownSpot(): never {
  throw new RoundError('BAD_NUMBERS');
}

/** Stakes reach settle in whole centavos (the studio refuses anything else as BAD_STAKE first). */
export function checkStake(stake: number): void {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RoundError('BAD_STAKE');
}

/**
 * stake x numerator / denominator in whole centavos, rounded down, in integer maths: a
 * commission or a fractional price never pays a part of a centavo.
 */
export function share(stake: number, numerator: number, denominator: number): number {
  const product = stake * numerator;
  return (product - (product % denominator)) / denominator;
}
