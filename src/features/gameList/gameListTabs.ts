import type { VendorEntry } from '../../../contracts/games';
import type { GameListParams } from '../games/gameListPath';

/** The tabs of the game list page besides the vendors. */
export const HOT_TAB = 'hot';
export const FAV_TAB = 'fav';
export const ALL_TAB = 'all';

/** The tab a game list address shows: hot or fav by type, else the vendor, else all. */
export function tabOf(params: GameListParams): string {
  return params.type ?? params.vassalage ?? ALL_TAB;
}

/** The address of a tab; the game type stays, anything else the previous tab set goes. */
export function paramsOfTab(tab: string, gameType: string | undefined): GameListParams {
  if (tab === HOT_TAB || tab === FAV_TAB) return { type: tab, gameType };
  return tab === ALL_TAB ? { gameType } : { gameType, vassalage: tab };
}

/** The vendors of the game type, or every vendor once when there is no type. */
export function vendorTabs(vendors: readonly VendorEntry[], gameType: string | undefined): VendorEntry[] {
  if (gameType) return vendors.filter((vendor) => vendor.gameType === gameType);
  return vendors.filter((vendor, index) => vendors.findIndex((other) => other.vassalage === vendor.vassalage) === index);
}
