/**
 * What the three PVP tables share: the staged step they give the round service (the table goes on,
 * its state kept server-side and its view shown, or it is over), the player's move, the refusal of
 * an illegal one, and the house's rake on a pot.
 */
import type { Step } from '../rounds';

export type { Step };

/** What the player sends: an action and, for the moves that need them, cards by name ("3C", "TD"). */
export interface Move {
  action: string;
  cards?: string[];
}

/** A move the rules do not allow now (the route answers it as a refusal and the table is left as it was). */
export class IllegalMove extends Error {}

/** The house keeps this share of every pot the player wins, in percent: the table's whole price. */
export const RAKE_PERCENT = 5;

/** What the winner of a pot gets, in whole centavos (rounded down): the pot less the rake. */
export const afterRake = (pot: number): number => Math.floor((pot * (100 - RAKE_PERCENT)) / 100);

/** A table game's rules, as the family's routes and background work drive them. */
export interface PvpRules<S> {
  /** Deals from a deck shuffled with the round's stream; the bots move until it is the player's turn. */
  deal(random: () => number, stake: number): Step<S>;
  /** The player's move, then the bots' until the player's next turn or the end. Throws IllegalMove. */
  act(state: S, move: Move): Step<S>;
  /** Plays the rest of an abandoned table, the player's seat by the bots' own strategy. */
  finish(state: S): { result: unknown; win: number };
}
