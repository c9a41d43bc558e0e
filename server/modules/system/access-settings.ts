import type { Config } from '../../config';
import type { Db } from '../../db/types';
import { readAccessSettings } from './access-repository';
import { networkMatcher } from './status';

/** Where a switch's value comes from: the environment (MAINTENANCE, RESTRICTED_NETWORKS) until the console sets one. */
export type AccessSource = 'environment' | 'console';

/** Whether the platform is closed for maintenance, and which networks it refuses (SPEC §4). */
export interface AccessState {
  maintenance: boolean;
  restrictedNetworks: string[];
  sources: { maintenance: AccessSource; restrictedNetworks: AccessSource };
  isRestricted: (ip: string) => boolean;
}

const isNetworkList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/**
 * The status gate's switches, read from the database with a short cache: every player request
 * asks, and a change in the console must show without a restart. The console's change forgets
 * this process's cache at once (the next request reads it); another process sees it within the
 * cache's life, a few seconds, as with merchant settings (merchant/directory.ts).
 */
export class AccessSettings {
  private cached: { state: Promise<AccessState>; until: number } | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'maintenance' | 'restrictedNetworks'>,
    private readonly ttlMs = 5_000,
  ) {
    // A malformed RESTRICTED_NETWORKS stops the start, as it always did, not the first request.
    networkMatcher(config.restrictedNetworks);
  }

  current(): Promise<AccessState> {
    const now = Date.now();
    if (this.cached && this.cached.until > now) return this.cached.state;
    const state = this.read();
    this.cached = { state, until: now + this.ttlMs };
    // A failed read is not kept: the next request asks again.
    state.catch(() => {
      if (this.cached?.state === state) this.cached = null;
    });
    return state;
  }

  /** Called when the console changed a switch: the next request reads it. */
  forget(): void {
    this.cached = null;
  }

  private async read(): Promise<AccessState> {
    const stored = await readAccessSettings(this.db);
    const maintenance = typeof stored.maintenance === 'boolean' ? stored.maintenance : null;
    const networks = isNetworkList(stored.restricted_networks) ? stored.restricted_networks : null;
    const restrictedNetworks = networks ?? this.config.restrictedNetworks;
    return {
      maintenance: maintenance ?? this.config.maintenance,
      restrictedNetworks,
      sources: { maintenance: maintenance === null ? 'environment' : 'console', restrictedNetworks: networks ? 'console' : 'environment' },
      isRestricted: networkMatcher(restrictedNetworks),
    };
  }
}
