import { createApi, type Api } from '../api';
import type { AppStorage } from '../platform/storage';
import { SessionStore } from './SessionStore';
import { SystemStore } from './SystemStore';
import { UiStore } from './UiStore';
import { WalletStore } from './WalletStore';

export interface RootDeps {
  storage: AppStorage;
  /** Tests pass a fake; the app builds the real client, whose token comes from the session. */
  api?: Api;
}

/** Owns every domain store; each store reaches its siblings through it (MobX "root store"). */
export class RootStore {
  readonly storage: AppStorage;
  readonly api: Api;
  readonly system: SystemStore;
  readonly wallet: WalletStore;
  readonly session: SessionStore;
  readonly ui: UiStore;

  constructor({ storage, api }: RootDeps) {
    this.storage = storage;
    this.api = api ?? createApi({ getToken: () => this.session.token });
    this.system = new SystemStore(this);
    this.wallet = new WalletStore(this);
    this.session = new SessionStore(this);
    this.ui = new UiStore(this);
  }
}
