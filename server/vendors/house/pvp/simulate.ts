import { mulberry32 } from '../seeded-random';
import { pusoyDos } from './pusoy-game';
import { RAKE_PERCENT, type PvpRules } from './table';
import { tongits } from './tongits-game';

/**
 * The tables whose return follows from symmetry: every seat plays the bots' strategy and the
 * first to act comes from the shuffle, so each seat wins 1/seats of the games and a win pays the
 * pot (seats stakes) less the rake: an expected return of exactly 1 - rake.
 */
const SYMMETRIC = {
  'pusoy-dos': { rules: pusoyDos as PvpRules<unknown>, seats: 4 },
  tongits: { rules: tongits as PvpRules<unknown>, seats: 3 },
} as const;
export type SymmetricTable = keyof typeof SYMMETRIC;

export interface ReturnCheck {
  games: number;
  /** What the player got back per unit staked. */
  returned: number;
  expected: number;
  /** Four standard errors: the player's share of wins has sqrt(p(1 - p)/n) with p = 1/seats, the return seats x (1 - rake) times that. */
  tolerance: number;
  within: boolean;
}

/** Plays `games` whole games with the player's seat on the bots' strategy and checks the return against 1 - rake. */
export function simulateSymmetricReturn(table: SymmetricTable, games: number, seed: number): ReturnCheck {
  const { rules, seats } = SYMMETRIC[table];
  const random = mulberry32(seed);
  const stake = 100;
  let won = 0;
  for (let i = 0; i < games; i++) {
    const step = rules.deal(random, stake);
    won += step.done ? step.win : rules.finish(step.state).win;
  }
  const expected = 1 - RAKE_PERCENT / 100;
  const p = 1 / seats;
  const tolerance = 4 * seats * expected * Math.sqrt((p * (1 - p)) / games);
  const returned = won / (games * stake);
  return { games, returned, expected, tolerance, within: Math.abs(returned - expected) < tolerance };
}
