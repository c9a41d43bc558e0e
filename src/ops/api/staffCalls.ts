import type {
  StaffAccount,
  StaffCreateBody,
  StaffCreated,
  StaffEnrolBody,
  StaffList,
  StaffLoginBody,
  StaffLoginValue,
  StaffMe,
  StaffResetBody,
  StaffUpdateBody,
} from '../../../contracts/staff';
import type { OpsCall } from './call';

/** The signed-in answer of a sign-in or enrolment step. */
export type StaffSignedIn = Extract<StaffLoginValue, { state: 'signedIn' }>;

/** Signing in and out, and the staff accounts an admin manages (contracts/staff.ts). */
export interface StaffCalls {
  signIn(body: StaffLoginBody): Promise<StaffLoginValue>;
  enrol(body: StaffEnrolBody): Promise<StaffLoginValue>;
  me(): Promise<StaffMe>;
  signOut(): Promise<void>;
  listStaff(): Promise<StaffList>;
  createStaff(body: StaffCreateBody): Promise<StaffCreated>;
  /** New roles, or disabled (which ends the account's sessions). */
  updateStaff(staffId: number, body: StaffUpdateBody): Promise<StaffAccount>;
  /** A new one-time password and authenticator for someone who lost theirs; their sessions end. */
  resetStaff(staffId: number, body: StaffResetBody): Promise<StaffCreated>;
}

export function staffCalls(call: OpsCall): StaffCalls {
  return {
    signIn: (body) => call('POST', '/ops/api/session', body),
    enrol: (body) => call('POST', '/ops/api/session/enrol', body),
    me: () => call('GET', '/ops/api/me'),
    signOut: () => call('DELETE', '/ops/api/session'),
    listStaff: () => call('GET', '/ops/api/staff'),
    createStaff: (body) => call('POST', '/ops/api/staff', body),
    updateStaff: (staffId, body) => call('PATCH', `/ops/api/staff/${staffId}`, body),
    resetStaff: (staffId, body) => call('POST', `/ops/api/staff/${staffId}/reset`, body),
  };
}
