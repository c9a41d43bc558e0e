import { permissionsOf, type StaffMe, type StaffPermission, type StaffRole } from '../../../contracts/staff';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/types';
import { errors } from '../../http/app-error';
import { hashToken, newToken } from '../session/tokens';
import { needsTouch, sessionState } from '../session/validity';
import { findStaffSession, insertStaffSession, revokeStaffSession, touchStaffSession, type StaffRow } from './repository';

/** A console session ends after 15 minutes without a call (sliding) and 12 hours after sign-in, whatever happens. */
export const STAFF_IDLE_MINUTES = 15;
export const STAFF_ABSOLUTE_HOURS = 12;

export interface StaffIdentity {
  staffId: number;
  username: string;
  roles: StaffRole[];
  permissions: StaffPermission[];
}

export function identityOf(staff: StaffRow): StaffIdentity {
  return { staffId: staff.id, username: staff.username, roles: staff.roles, permissions: permissionsOf(staff.roles) };
}

export function meOf(identity: StaffIdentity): StaffMe {
  return { ...identity, idleMinutes: STAFF_IDLE_MINUTES };
}

/** The console's device id as stored: a keyed hash, in its own namespace so it never equals a token's hash. */
export function staffDeviceHash(ctx: AppContext, device: string): string {
  return hashToken(`staff-device:${device}`, ctx.config.tokenPepper);
}

/** A new session for this account on this device; the token is returned once and stored only as its hash. */
export async function openStaffSession(ctx: AppContext, db: Queryable, staffId: number, device: string): Promise<string> {
  const token = newToken();
  const tokenHash = hashToken(token, ctx.config.tokenPepper);
  await insertStaffSession(db, { tokenHash, staffId, deviceHash: staffDeviceHash(ctx, device), absoluteHours: STAFF_ABSOLUTE_HOURS });
  return token;
}

/**
 * Who a console call comes from. Unknown, ended, idle or expired sessions, disabled accounts and
 * calls from another device than the session's are all refused the same way. A call from another
 * device ends nothing: a stolen token is useless, and the owner is not signed out by the thief.
 */
export async function authenticateStaff(ctx: AppContext, token: string, device: string | null): Promise<StaffIdentity> {
  const tokenHash = hashToken(token, ctx.config.tokenPepper);
  const found = await findStaffSession(ctx.db, tokenHash);
  if (!found || device === null || found.deviceHash !== staffDeviceHash(ctx, device) || found.staff.disabled) {
    throw errors.unauthenticated();
  }
  const now = new Date();
  if (sessionState(found, now, STAFF_IDLE_MINUTES) !== 'valid') throw errors.unauthenticated();
  if (needsTouch(found, now)) await touchStaffSession(ctx.db, tokenHash);
  return identityOf(found.staff);
}

/** Sign-out: the staff member whose session it was, or null when it had already ended. */
export async function endStaffSession(ctx: AppContext, token: string): Promise<number | null> {
  return revokeStaffSession(ctx.db, hashToken(token, ctx.config.tokenPepper));
}
