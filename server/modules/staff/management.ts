import type { StaffAccount, StaffCreateBody, StaffCreated, StaffRole } from '../../../contracts/staff';
import type { Db } from '../../db/types';
import { AppError, errors } from '../../http/app-error';
import { appendAudit } from '../audit/log';
import { oneTimePasswordPair } from '../session/passwords';
import {
  findStaffById,
  insertStaff,
  listStaff,
  lockEnabledAdmins,
  resetStaffSignIn,
  revokeStaffSessions,
  setStaffDisabled,
  setStaffRoles,
  type StaffRow,
} from './repository';

/** Who makes a change: a signed-in admin, or `system` for the first admin made by the ops command. */
export type StaffActor = { staffId: number } | 'system';

function actorName(actor: StaffActor): string {
  return actor === 'system' ? 'system' : `staff:${actor.staffId}`;
}

export function accountOf(staff: StaffRow): StaffAccount {
  return {
    staffId: staff.id,
    username: staff.username,
    roles: staff.roles,
    totpEnrolled: staff.totpEnrolled,
    disabled: staff.disabled,
    createdAt: staff.createdAt.toISOString(),
    lastSignInAt: staff.lastSignInAt?.toISOString() ?? null,
  };
}

export async function staffAccounts(db: Db): Promise<StaffAccount[]> {
  return (await listStaff(db)).map(accountOf);
}

/**
 * A new account with a one-time password, shown once to whoever created it. The account must
 * replace it and enrol its authenticator at its first sign-in.
 */
export async function createStaff(db: Db, actor: StaffActor, body: StaffCreateBody): Promise<StaffCreated> {
  const { oneTimePassword, passwordHash } = await oneTimePasswordPair();
  const account = await db.transaction(async (tx) => {
    const staffId = await insertStaff(tx, { username: body.username, passwordHash, createdBy: actor === 'system' ? null : actor.staffId });
    if (staffId === null) throw errors.usernameTaken();
    await setStaffRoles(tx, staffId, body.roles);
    await appendAudit(tx, { kind: 'staff.created', actor: actorName(actor), data: { staffId, roles: body.roles } });
    return accountOf((await findStaffById(tx, staffId))!);
  });
  return { account, oneTimePassword };
}

const lastAdmin = () => new AppError('FORBIDDEN', 403, 'The last admin cannot be disabled or lose the admin role', { reason: 'lastAdmin' });

/**
 * An admin changes an account's roles or disables it (or enables it again). Disabling ends the
 * account's sessions at once. No change may leave the console without an enabled admin.
 */
export async function updateStaff(
  db: Db,
  actor: { staffId: number },
  staffId: number,
  change: { roles?: StaffRole[]; disabled?: boolean },
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const admins = await lockEnabledAdmins(tx);
    const target = await findStaffById(tx, staffId);
    if (!target) throw errors.notFound('No such staff account');
    const roles = change.roles ?? target.roles;
    const disabled = change.disabled ?? target.disabled;
    const staysAdmin = roles.includes('admin') && !disabled;
    if (!staysAdmin && admins.length === 1 && admins[0] === staffId) throw lastAdmin();
    if (change.roles) await setStaffRoles(tx, staffId, change.roles);
    if (change.disabled !== undefined) await setStaffDisabled(tx, staffId, change.disabled);
    const endedSessions = disabled ? await revokeStaffSessions(tx, staffId) : 0;
    await appendAudit(tx, {
      kind: 'staff.changed',
      actor: actorName(actor),
      data: { staffId, roles: change.roles ?? null, disabled: change.disabled ?? null, endedSessions },
    });
    return accountOf((await findStaffById(tx, staffId))!);
  });
}

/**
 * An admin resets another account's sign-in (a lost password or authenticator): a new one-time
 * password, the authenticator to enrol again, every session ended at once, the reason audited.
 * Not one's own: a signed-in admin who lost nothing has no reason to, and one who did asks another
 * admin (or runs `staff:create-admin`).
 */
export async function resetStaff(db: Db, actor: { staffId: number }, staffId: number, reason: string): Promise<StaffCreated> {
  if (actor.staffId === staffId) {
    throw new AppError('FORBIDDEN', 403, 'Another admin resets your sign-in', { reason: 'ownAccount' });
  }
  const { oneTimePassword, passwordHash } = await oneTimePasswordPair();
  const account = await db.transaction(async (tx) => {
    if (!(await findStaffById(tx, staffId))) throw errors.notFound('No such staff account');
    await resetStaffSignIn(tx, staffId, passwordHash);
    const endedSessions = await revokeStaffSessions(tx, staffId);
    await appendAudit(tx, { kind: 'staff.reset', actor: actorName(actor), data: { staffId, reason, endedSessions } });
    return accountOf((await findStaffById(tx, staffId))!);
  });
  return { account, oneTimePassword };
}

/**
 * `npm run ops -- staff:create-admin <username>`: an admin made on the platform's database, for
 * the first one (there is nobody yet to make it through the console) and for a way back in.
 * Refused when the username exists; never a default password: a one-time one, shown once.
 */
export async function createAdmin(db: Db, username: string): Promise<StaffCreated> {
  return createStaff(db, 'system', { username, roles: ['admin'] });
}
