import { createOpsApi, type OpsApi } from '../api/opsApi';
import { deviceId } from '../api/device';
import { AdjustmentStore } from './AdjustmentStore';
import { ChatDeskStore } from './ChatDeskStore';
import { InboxStore } from './InboxStore';
import { ReportsStore } from './ReportsStore';
import { ContentStore } from './ContentStore';
import { PlayersStore } from './PlayersStore';
import { queueStores, type QueueStores } from './QueueStore';
import { SessionStore } from './SessionStore';
import { SettingsStore } from './SettingsStore';
import { StaffStore } from './StaffStore';

/** The console's stores, over one API. */
export class OpsStore {
  readonly session: SessionStore;
  readonly staff: StaffStore;
  readonly queues: QueueStores;
  readonly chat: ChatDeskStore;
  readonly reports: ReportsStore;
  readonly inbox: InboxStore;
  readonly content: ContentStore;
  readonly settings: SettingsStore;
  readonly players: PlayersStore;
  readonly adjustments: AdjustmentStore;

  constructor(api: OpsApi, storage: Storage) {
    this.session = new SessionStore(api, storage);
    this.staff = new StaffStore(api);
    this.queues = queueStores(api);
    this.chat = new ChatDeskStore(api);
    this.reports = new ReportsStore(api);
    this.inbox = new InboxStore(api);
    this.content = new ContentStore(api);
    this.settings = new SettingsStore(api);
    this.players = new PlayersStore(api);
    this.adjustments = new AdjustmentStore(api);
  }
}

/** The browser's console: the token in this tab's sessionStorage, the device id in localStorage. */
export function browserOpsStore(): OpsStore {
  let store: OpsStore | null = null;
  const api = createOpsApi({
    getToken: () => store?.session.token ?? null,
    device: deviceId(localStorage),
    onSessionLost: () => store?.session.lost(),
  });
  store = new OpsStore(api, sessionStorage);
  return store;
}
