import { fairStream } from '../fairness';
import type { FishTable, Species } from './species';

/**
 * Fish shooting's rules. Every shot is a stake; the fish it hits (the player's choice) pays
 * `multiplier` times that stake when caught, and is caught with probability
 * p = return / multiplier. So every shot's expected return is exactly the published return,
 * whatever it hits: aiming at the boss is no better and no worse than aiming at a sardine.
 */

/** Cannon levels: the shot's stake is the catalogue's minimum bet times one of these (whole pesos, as minBet is). */
export const CANNON_LEVELS = [1, 2, 3, 5, 10] as const;
/** How many shots one round buys in one wallet bet; the page buys the default. */
export const BATCH_SIZES = [20, 50, 100] as const;
export const DEFAULT_BATCH = 50;
/** Shots one shoot call may carry: the page sends what it fired in small batches, under the per-token rate. */
export const MAX_SHOTS_PER_CALL = 10;
/** A round with no shot for this long is closed by tick: its wins and its unfired shots go back to the player. */
export const IDLE_SECONDS = 30;

/** The stakes per shot a game takes, in centavos. */
export function betLevels(minBet: number): number[] {
  // The catalogue's minimum is whole pesos; a minimum below one peso would still start at one.
  const base = Math.max(100, Math.ceil(minBet / 100) * 100);
  return CANNON_LEVELS.map((level) => base * level);
}

const WORD = 2 ** 32;

/**
 * Whether a shot at a fish paying `multiplier` is caught, for a return of `returnBp` basis
 * points: a uniform integer r in [0, multiplier x 10,000) drawn from 32-bit words by rejection
 * (a word at or above the largest multiple of the range is discarded and the next one taken, so
 * every r is exactly equally likely), caught when r < returnBp. So p = returnBp / (multiplier x
 * 10,000) exactly, and multiplier x p = returnBp / 10,000.
 */
export function isCaught(random: () => number, multiplier: number, returnBp: number): boolean {
  const range = multiplier * 10_000;
  const limit = WORD - (WORD % range);
  for (;;) {
    const word = random() * WORD;
    if (word < limit) return word % range < returnBp;
  }
}

/**
 * The random numbers of shot `shotNo` of a round: its own stream of the round's seeds, so a shot's
 * outcome depends on its number alone, never on the order shots arrive in or on which fish earlier
 * shots hit. A player replays any shot from the revealed server seed, the client seed and the number.
 */
export function shotStream(serverSeed: string, clientSeed: string, shotNo: number): () => number {
  return fairStream(serverSeed, `${clientSeed}#${shotNo}`);
}

export interface ShotResult {
  shotNo: number;
  fishId: string;
  caught: boolean;
  multiplier: number;
  /** In centavos: the shot's stake times the multiplier when caught, else 0. */
  win: number;
}

/** One shot at a species of the table, with the shot's stake in centavos. */
export function shoot(random: () => number, table: FishTable, species: Species, shotNo: number, stake: number): ShotResult {
  const caught = isCaught(random, species.multiplier, table.returnBp);
  return { shotNo, fishId: species.id, caught, multiplier: species.multiplier, win: caught ? stake * species.multiplier : 0 };
}

/** A species' exact catch probability per shot, as a fraction. */
export function catchChance(species: Species, returnBp: number): { numerator: number; denominator: number } {
  return { numerator: returnBp, denominator: species.multiplier * 10_000 };
}

/** The exact expected return of one unit staked on a shot at this species (the same for every species). */
export function shotReturn(species: Species, returnBp: number): number {
  const { numerator, denominator } = catchChance(species, returnBp);
  return (species.multiplier * numerator) / denominator;
}
