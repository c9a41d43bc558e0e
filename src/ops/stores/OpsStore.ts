import { createOpsApi, type OpsApi } from '../api/opsApi';
import { deviceId } from '../api/device';
import { SessionStore } from './SessionStore';
import { StaffStore } from './StaffStore';

/** The console's stores, over one API. */
export class OpsStore {
  readonly session: SessionStore;
  readonly staff: StaffStore;

  constructor(api: OpsApi, storage: Storage) {
    this.session = new SessionStore(api, storage);
    this.staff = new StaffStore(api);
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
