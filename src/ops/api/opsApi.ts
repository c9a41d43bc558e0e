import type {
  StaffAccount,
  StaffCreateBody,
  StaffCreated,
  StaffEnrolBody,
  StaffList,
  StaffLoginBody,
  StaffLoginValue,
  StaffMe,
  StaffUpdateBody,
} from '../../../contracts/staff';
import { ApiError } from '../../api/ApiError';
import { createHttp, type HttpOptions } from '../../api/http';

/** The signed-in answer of a sign-in or enrolment step. */
export type StaffSignedIn = Extract<StaffLoginValue, { state: 'signedIn' }>;

/** The console's calls to /ops/api/ (contracts/staff.ts). Tests hand in a fake (src/ops/test/fakes.ts). */
export interface OpsApi {
  signIn(body: StaffLoginBody): Promise<StaffLoginValue>;
  enrol(body: StaffEnrolBody): Promise<StaffLoginValue>;
  me(): Promise<StaffMe>;
  signOut(): Promise<void>;
  listStaff(): Promise<StaffList>;
  createStaff(body: StaffCreateBody): Promise<StaffCreated>;
  /** New roles, or disabled (which ends the account's sessions). */
  updateStaff(staffId: number, body: StaffUpdateBody): Promise<StaffAccount>;
}

export interface OpsHttpOptions {
  getToken: HttpOptions['getToken'];
  /** This browser's id (device.ts), sent with every call: the server binds sessions to it. */
  device: string;
  adapter?: HttpOptions['adapter'];
  /** Told when the server no longer knows the session (ended, expired while idle, another device). */
  onSessionLost?: () => void;
}

/**
 * The player client's API layer (src/api/http.ts: bearer token, envelope unwrapping, ApiError with
 * a stable code) with the staff device header on every call.
 */
export function createOpsApi({ getToken, device, adapter, onSessionLost }: OpsHttpOptions): OpsApi {
  const http = createHttp({ getToken, ...(adapter ? { adapter } : {}) });
  const call = async <T>(method: string, url: string, data?: unknown): Promise<T> => {
    try {
      return await http.request<T>({ method, url, data, headers: { 'X-Staff-Device': device } });
    } catch (error) {
      // A refused sign-in step is the form's to show; any other 401 means the session is gone.
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED' && getToken() !== null) onSessionLost?.();
      throw error;
    }
  };
  return {
    signIn: (body) => call('POST', '/ops/api/session', body),
    enrol: (body) => call('POST', '/ops/api/session/enrol', body),
    me: () => call('GET', '/ops/api/me'),
    signOut: () => call('DELETE', '/ops/api/session'),
    listStaff: () => call('GET', '/ops/api/staff'),
    createStaff: (body) => call('POST', '/ops/api/staff', body),
    updateStaff: (staffId, body) => call('PATCH', `/ops/api/staff/${staffId}`, body),
  };
}
