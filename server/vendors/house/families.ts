import { LOTTERY_LOBBY_CODE } from '../../../contracts/constants';
import { aggregatorGames, partnerOfVendor } from './aggregator';
import { blackjackFamily, cardsFamily } from './cards/family';
import { colourFamily } from './colour-family';
import { fishFamily } from './fish/family';
import { pvpFamily } from './pvp/family';
import { studioFamily, tableKindOf } from './studio/family';
import { TABLE_GAMES } from './tables';
import type { AggregatorGame, FamilyName, GameFamily } from './family';
import { lotteryFamily } from './lottery/family';
import type { HouseLottery } from './lottery/service';
import { slotFamily } from './slots/family';
import { sportsFamilyAt } from './sports/family';

/** The families whose games have no schedule of their own. */
const STATELESS: readonly GameFamily[] = [slotFamily, colourFamily, fishFamily, pvpFamily, cardsFamily, blackjackFamily];

/** The families the aggregator plays today: a game of any other family is not offered (its launch says so). */
export const PLAYABLE_FAMILIES: ReadonlySet<FamilyName> = new Set([...STATELESS.map((f) => f.family), 'table', 'sports', 'lottery']);

/** The running aggregator's families, by name, built once: its routes and its background work share them. */
export type Families = ReadonlyMap<FamilyName, GameFamily>;

/**
 * Every playable family: the lottery's draws run in the given lottery, and the shared events
 * (table rounds, matches) run `pace` times faster than real life (1 but for testers).
 */
export function gameFamilies(deps: { lottery: HouseLottery; pace?: number }): Families {
  const pace = deps.pace ?? 1;
  return new Map(
    [...STATELESS, studioFamily(TABLE_GAMES, { pace }), sportsFamilyAt(pace), lotteryFamily(deps.lottery)].map((f) => [f.family, f]),
  );
}

/** A game the aggregator plays now, or undefined: unknown, or of a family (or a table kind) not played yet. */
export function playableGame(code: string): AggregatorGame | undefined {
  const game = aggregatorGames().get(code);
  if (!game || !PLAYABLE_FAMILIES.has(game.family)) return undefined;
  return game.family !== 'table' || tableKindOf(game.name, game.type) !== null ? game : undefined;
}

/** Where a game's page lives on the aggregator's origin, or null when it is not played here. */
export function gamePath(code: string): string | null {
  if (code === LOTTERY_LOBBY_CODE) return `/games/${code}`;
  const game = playableGame(code);
  const partner = game && partnerOfVendor(game.vendor);
  return partner ? `${partner.prefix}/games/${encodeURIComponent(code)}` : null;
}
