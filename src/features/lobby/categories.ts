import type { GameType } from '../../../contracts/games';
import type { GameQuery } from '../../api';

export const HOME_CATEGORY = 'HOME';
/** Categories that show a vendor row and that vendor's games (SPEC §2 "Vendor game list block"). */
const VENDOR_CATEGORIES: ReadonlySet<string> = new Set(['FISH', 'LIVE', 'RNG', 'PVP']);
/** The lottery category opens the lottery lobby instead of listing games. */
const LOBBY_CATEGORY = 'ELOTT';
/** The promotions entry opens the promotions page (SPEC §2 "PROMO goes to /m/activity"). */
const PROMO_CATEGORY = 'PROMO';
const COLOR_NAME = 'color';

/**
 * The lobby menu (SPEC §2 "Game lobby"): HOME, the server's categories in its order with BG and
 * COLOR right after FISH, then JP and NEW.
 */
export function lobbyCategories(serverOrder: readonly string[]): string[] {
  return [HOME_CATEGORY, ...serverOrder.flatMap((category) => (category === 'FISH' ? [category, 'BG', 'COLOR'] : [category])), 'JP', 'NEW'];
}

export type LobbyContent =
  | { kind: 'home' }
  | { kind: 'lotteryLobby' }
  | { kind: 'promotions' }
  | { kind: 'vendors'; gameType: GameType }
  | { kind: 'games'; query: GameQuery };

/** What a category shows. */
export function lobbyContent(category: string): LobbyContent {
  if (category === HOME_CATEGORY) return { kind: 'home' };
  if (category === LOBBY_CATEGORY) return { kind: 'lotteryLobby' };
  if (category === PROMO_CATEGORY) return { kind: 'promotions' };
  if (VENDOR_CATEGORIES.has(category)) return { kind: 'vendors', gameType: category as GameType };
  if (category === 'JP' || category === 'BG') return { kind: 'games', query: { gameClassify: category } };
  if (category === 'NEW') return { kind: 'games', query: { isNew: true } };
  if (category === 'COLOR') return { kind: 'games', query: { gameName: COLOR_NAME } };
  return { kind: 'games', query: { gameType: category as GameType } };
}

/** The filters of a vendor's games in the vendor block (SPEC §2 "category filter"). */
export type VendorFilter = 'ALL' | 'NEW' | 'JP' | 'BG';

/** New games exist in every category; jackpot and bingo classify slots only. */
export function vendorFilters(gameType: GameType): VendorFilter[] {
  return gameType === 'RNG' ? ['ALL', 'NEW', 'JP', 'BG'] : ['ALL', 'NEW'];
}

export function vendorFilterQuery(filter: VendorFilter): GameQuery {
  if (filter === 'NEW') return { isNew: true };
  if (filter === 'JP' || filter === 'BG') return { gameClassify: filter };
  return {};
}
