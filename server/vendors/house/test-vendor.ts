import { generateKeyPairSync } from 'node:crypto';
import { beforeAll } from 'vitest';
import type { TestApp } from '../../test/harness';
import { aggregatorWork, buildHouseVendor, partnerRuntime, type PartnerRuntime, type VendorLimits } from './app';
import { AGGREGATOR_PARTNERS } from './aggregator';
import { HouseLottery } from './lottery/service';
import { HOUSE_PARTNER, registerPartner } from './partner';
import type { HouseRounds } from './rounds';
import { WithdrawnGames } from './withdrawals';
import { gameFamilies, type Families } from './families';
import { WalletClient, type Transport } from './wallet-client';

/** Far above the real limits: most tests play many players from one address at machine speed. */
const UNLIMITED: VendorLimits = { perIpPerMinute: 1_000_000, perToken: { max: 1_000_000, timeWindowMs: 60_000 } };

/**
 * Network trouble a test arranges for the next call to a wallet path: the call never reaches
 * the operator ('before'), its answer is lost after the operator applied it ('after'), or the
 * answer is slow: `meanwhile` runs before it arrives.
 */
export interface Trouble {
  path: string;
  when: 'before' | 'after' | 'slow';
  meanwhile?: () => Promise<void>;
}

export interface TestVendor {
  vendor: Awaited<ReturnType<typeof buildHouseVendor>>;
  /** The house partner's rounds and signed wallet client. */
  rounds: HouseRounds;
  wallet: WalletClient;
  /** Every partner of the aggregator, for a test that builds another vendor on them. */
  partners: PartnerRuntime[];
  /** The aggregator's background work, once (a test calls it instead of waiting a second). */
  work: () => Promise<void>;
  lottery: HouseLottery;
  families: Families;
  withdrawn: WithdrawnGames;
  trouble: Trouble[];
  /** The aggregator's clock: a test moves it instead of waiting for draws and schedules. */
  clock: { now: number };
}

/**
 * The house vendor for one test file, on the file's test app: registered as a partner with a
 * fresh key, reaching the operator as over HTTP (here through inject), with whatever network
 * trouble the test arranges. Call it at the top level, after useTestApp. Its limits are far above
 * the real ones unless the test names some: the tests play many players from one address at
 * machine speed.
 */
export function useTestVendor(t: TestApp, options: { limits?: VendorLimits } = {}): TestVendor {
  const v = { trouble: [] as Trouble[], clock: { now: Date.now() } } as TestVendor;
  beforeAll(async () => {
    const transport = troubledTransport(t, v.trouble);
    v.partners = [];
    for (const partner of AGGREGATOR_PARTNERS) {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      await registerPartner(t.db, partner.code, partner.name, privateKey);
      v.partners.push(partnerRuntime(t.db, partner, new WalletClient(transport, partner.code, privateKey)));
    }
    const house = v.partners.find((p) => p.partner.code === HOUSE_PARTNER)!;
    v.wallet = house.wallet;
    v.rounds = house.rounds;
    const now = () => v.clock.now;
    v.lottery = new HouseLottery(t.db, house.wallet, now);
    v.withdrawn = new WithdrawnGames(t.db);
    const families = gameFamilies({ lottery: v.lottery });
    v.families = families;
    v.work = aggregatorWork({ db: t.db, partners: v.partners, families, withdrawn: v.withdrawn, now });
    v.vendor = await buildHouseVendor({
      db: t.db,
      partners: v.partners,
      operatorOrigin: 'http://localhost:8080',
      families,
      withdrawn: v.withdrawn,
      limits: options.limits ?? UNLIMITED,
      now,
    });
  });
  return v;
}

/**
 * The operator as a vendor reaches it over HTTP, here through inject, with whatever network
 * trouble a test arranges for the next call to a wallet path.
 */
export function troubledTransport(t: TestApp, trouble: Trouble[]): Transport {
  return async (path, body, headers) => {
    const at = trouble.findIndex((x) => path.endsWith(x.path));
    const arranged = at >= 0 ? trouble.splice(at, 1)[0]! : null;
    if (arranged?.when === 'before') throw new Error('connection refused');
    const answer = (
      await t.app.inject({ method: 'POST', url: path, payload: body, headers: { 'content-type': 'application/json', ...headers } })
    ).json();
    if (arranged?.when === 'after') throw new Error('connection reset');
    await arranged?.meanwhile?.();
    return answer;
  };
}

/** The wallet user and game token a launch URL carries, as the vendor's page reads them (the token from the fragment). */
export function launchedPlayer(link: URL): { user: string; token: string; currency: string } {
  return { user: link.searchParams.get('user')!, token: new URLSearchParams(link.hash.slice(1)).get('token')!, currency: 'PHP' };
}
