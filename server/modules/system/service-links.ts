import { SEALED_LINK_TYPE, sealLinkPath } from '../../../contracts/service-link';
import type { CustomerServiceEntry } from '../../../contracts/system';

/**
 * The merchant's customer-service entries as the settings answer carries them: an entry the
 * operator marked type '3' keeps its link in the settings as written and travels sealed (SPEC §7),
 * the same text every answer; the others go as they are.
 */
export function sealServiceLinks(entries: readonly CustomerServiceEntry[]): Promise<CustomerServiceEntry[]> {
  return Promise.all(
    entries.map(async (entry) => (entry.type === SEALED_LINK_TYPE ? { ...entry, path: await sealLinkPath(entry.path) } : entry)),
  );
}
