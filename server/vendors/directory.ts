/** A game vendor the platform is connected to: where its games are played and how it is paid. */
export interface GameVendor {
  /** The seamless-wallet partner whose game tokens this vendor's pages carry. */
  readonly partnerCode: string;
  /** The origin its game pages are served from (the only frames allowed full screen). */
  readonly origin: string;
  /** The page that plays a game code, or null when this vendor has no such game. */
  gamePage(gameCode: string): string | null;
  /** Where it publishes the games it runs (the lobby drops the ones it withdraws), if it does. */
  readonly catalogueUrl: string | null;
  /** Its page where a player checks one of its rounds (seeds, outcome, legs), by the wallet's round id. */
  roundPage(round: string): string;
  /** Its record of one of its rounds as JSON (a slip's legs...), read from it; rejects when it cannot be read. */
  roundDetails(round: string): Promise<unknown>;
  /**
   * Cancels one of its rounds for the player while it may (a lottery ticket before its draw
   * closes): the vendor rolls its bet back through the wallet. `token` is a game token the
   * platform issued for it, which proves to the vendor who asks. Rejects with VendorRefusal
   * when the vendor says no; absent when the vendor cancels nothing.
   */
  cancelRound?(round: string, player: { user: string; token: string }): Promise<void>;
}

/**
 * The vendors the launch code may reach, by the catalogue's vendor code. Launch asks this
 * directory instead of importing a vendor, so connecting a real aggregator is one more entry.
 */
export interface VendorDirectory {
  find(vendorCode: string): GameVendor | undefined;
  /** The vendor that plays as a seamless-wallet partner. */
  byPartner(partnerCode: string): GameVendor | undefined;
  /** Every connected vendor's origin, once each. */
  readonly origins: readonly string[];
  /** Every published catalogue, once each, with the vendor codes it speaks for. */
  readonly catalogues: readonly { url: string; vendorCodes: string[] }[];
}

export function vendorDirectory(byCode: Readonly<Record<string, GameVendor>>): VendorDirectory {
  const vendors = new Map(Object.entries(byCode));
  return {
    find: (vendorCode) => vendors.get(vendorCode),
    byPartner: (partnerCode) => [...vendors.values()].find((v) => v.partnerCode === partnerCode),
    origins: [...new Set([...vendors.values()].map((v) => v.origin))],
    catalogues: [...new Set([...vendors.values()].map((v) => v.catalogueUrl))]
      .filter((url): url is string => url !== null)
      .map((url) => ({ url, vendorCodes: [...vendors].filter(([, v]) => v.catalogueUrl === url).map(([code]) => code) })),
  };
}
