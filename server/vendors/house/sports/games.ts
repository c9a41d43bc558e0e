import type { AggregatorGame, FamilyContext } from '../family';
import { RoundError } from '../round-error';
import { sportOf, type Competition } from './competitions';

/** The competition a sports entry of the catalogue shows. */
export const competitionOf = (game: AggregatorGame): Competition => sportOf(game.name, game.type);

/** A sportsbook entry of this vendor's, or UNKNOWN_GAME. */
export function sportsGame(ctx: FamilyContext, code: string): AggregatorGame {
  const game = ctx.game(code);
  if (!game || game.family !== 'sports') throw new RoundError('UNKNOWN_GAME');
  return game;
}
