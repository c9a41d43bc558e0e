import type { GameVendor } from '../directory';
import { pageFor } from './pages';
import { HOUSE_PARTNER } from './partner';

/** The catalogue vendors the house vendor plays: its own games, and TCG_SEA's lotteries in TCG_SEA's place. */
export const HOUSE_SERVED_VENDORS = ['HOUSE', 'TCG_SEA'] as const;

/** The sandbox house vendor as the platform's launch code sees it, listening at `url`. */
export function houseVendor(url: string): GameVendor {
  return {
    partnerCode: HOUSE_PARTNER,
    origin: new URL(url).origin,
    gamePage: (gameCode) => (pageFor(gameCode) ? `${url}/games/${encodeURIComponent(gameCode)}` : null),
  };
}

/** The directory entries for a house vendor at `url`, one per vendor code it serves. */
export function houseVendorEntries(url: string): Record<string, GameVendor> {
  const vendor = houseVendor(url);
  return Object.fromEntries(HOUSE_SERVED_VENDORS.map((code) => [code, vendor]));
}
