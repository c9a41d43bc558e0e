import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import type { AppContext } from '../../app-context';
import { vendorJsonOverHttp, type VendorJsonReader } from '../../vendors/read-json';
import { applyVendorCatalogue } from './repository';

export const CATALOGUE_SYNC_JOB = 'games.catalogue-sync';

/** A vendor's published catalogue: only what the lobby needs, and nothing unbounded. */
const PublishedCatalogue = Compile(
  Type.Object({
    games: Type.Array(Type.Object({ vendor: Type.String({ maxLength: 32 }), code: Type.String({ pattern: '^[a-z0-9_-]{1,64}$' }) }), {
      maxItems: 20_000,
    }),
  }),
);

const readOverHttp = vendorJsonOverHttp(10_000);

/**
 * Brings the lobby in line with every connected vendor's published catalogue: a game a vendor
 * withdrew leaves the lobby (its launch then says so), one it brought back returns. A catalogue
 * that cannot be read or is not what it should be changes nothing: a vendor down for a minute
 * must not empty the lobby.
 */
export async function syncCatalogues(ctx: Pick<AppContext, 'db' | 'vendors'>, read: VendorJsonReader = readOverHttp) {
  const changes = { withdrawn: 0, restored: 0 };
  for (const catalogue of ctx.vendors.catalogues) {
    const published = await read(catalogue.url);
    if (!PublishedCatalogue.Check(published)) throw new Error(`catalogue ${catalogue.url}: not a catalogue`);
    const live = published.games.filter((g) => catalogue.vendorCodes.includes(g.vendor)).map((g) => g.code);
    const applied = await applyVendorCatalogue(ctx.db, catalogue.vendorCodes, live);
    changes.withdrawn += applied.withdrawn;
    changes.restored += applied.restored;
  }
  return changes;
}
