import type { GameVendor } from '../directory';
import { vendorJsonOverHttp, vendorPostOverHttp, type VendorJsonPoster, type VendorJsonReader } from '../read-json';
import { AGGREGATOR_PARTNERS } from './aggregator';
import { gamePath } from './families';

/** A player waits for the betting record while the provider's record of a round is read (or a ticket cancelled): not long. */
const ROUND_DETAILS_TIMEOUT_MS = 3_000;

/**
 * The sandbox aggregator as the platform's launch code sees it, listening at `url`: one entry
 * per catalogue vendor code, each under the partner (and so the game tokens) of its own.
 */
export function aggregatorEntries(
  url: string,
  read: VendorJsonReader = vendorJsonOverHttp(ROUND_DETAILS_TIMEOUT_MS),
  post: VendorJsonPoster = vendorPostOverHttp(ROUND_DETAILS_TIMEOUT_MS),
): Record<string, GameVendor> {
  const origin = new URL(url).origin;
  const gamePage = (gameCode: string) => {
    const at = gamePath(gameCode);
    return at ? `${url}${at}` : null;
  };
  return Object.fromEntries(
    AGGREGATOR_PARTNERS.flatMap((partner) =>
      partner.vendors.map((code) => [
        code,
        {
          partnerCode: partner.code,
          origin,
          gamePage,
          catalogueUrl: `${url}/api/catalogue`,
          roundPage: (round: string) => `${url}${partner.prefix}/rounds/${encodeURIComponent(round)}`,
          roundDetails: (round: string) => read(`${url}${partner.prefix}/api/round-details/${encodeURIComponent(round)}`),
          // Its lottery's tickets are the rounds it cancels (another round is no ticket: ROUND_NOT_FOUND).
          cancelRound: async (round: string, player: { user: string; token: string }) => {
            await post(`${url}${partner.prefix}/api/lottery/cancel`, { ...player, ticketId: round });
          },
        },
      ]),
    ),
  );
}
