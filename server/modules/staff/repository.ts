import type { StaffRole } from '../../../contracts/staff';
import type { Queryable } from '../../db/types';

export interface StaffRow {
  id: number;
  username: string;
  passwordHash: string;
  totpSecret: string | null;
  totpEnrolled: boolean;
  mustChangePassword: boolean;
  disabled: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
  roles: StaffRole[];
}

interface RawStaff {
  id: string | number;
  username: string;
  password_hash: string;
  totp_secret: string | null;
  totp_enrolled: boolean;
  must_change_password: boolean;
  disabled: boolean;
  created_at: Date | string;
  last_sign_in_at: Date | string | null;
  roles: StaffRole[] | null;
}

const STAFF_SELECT = `SELECT a.id, a.username, a.password_hash, a.totp_secret, a.totp_enrolled, a.must_change_password, a.disabled,
       a.created_at, a.last_sign_in_at,
       ARRAY(SELECT r.role FROM staff_roles r WHERE r.staff_id = a.id ORDER BY r.role) AS roles
  FROM staff_accounts a`;

function staffRow(row: RawStaff): StaffRow {
  return {
    id: Number(row.id),
    username: row.username,
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    totpEnrolled: row.totp_enrolled,
    mustChangePassword: row.must_change_password,
    disabled: row.disabled,
    createdAt: new Date(row.created_at),
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at) : null,
    roles: row.roles ?? [],
  };
}

/** The new account's id, or null when the username is taken. */
export async function insertStaff(
  db: Queryable,
  account: { username: string; passwordHash: string; createdBy: number | null },
): Promise<number | null> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO staff_accounts (username, password_hash, created_by) VALUES ($1, $2, $3)
     ON CONFLICT (username) DO NOTHING RETURNING id`,
    [account.username, account.passwordHash, account.createdBy],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** Replaces an account's roles. */
export async function setStaffRoles(db: Queryable, staffId: number, roles: readonly StaffRole[]): Promise<void> {
  await db.query('DELETE FROM staff_roles WHERE staff_id = $1', [staffId]);
  await db.query('INSERT INTO staff_roles (staff_id, role) SELECT $1, unnest($2::text[])', [staffId, roles]);
}

export async function setStaffDisabled(db: Queryable, staffId: number, disabled: boolean): Promise<void> {
  await db.query('UPDATE staff_accounts SET disabled = $2 WHERE id = $1', [staffId, disabled]);
}

export async function findStaffByUsername(db: Queryable, username: string): Promise<StaffRow | null> {
  const rows = await db.query<RawStaff>(`${STAFF_SELECT} WHERE a.username = $1`, [username]);
  return rows[0] ? staffRow(rows[0]) : null;
}

export async function findStaffById(db: Queryable, staffId: number): Promise<StaffRow | null> {
  const rows = await db.query<RawStaff>(`${STAFF_SELECT} WHERE a.id = $1`, [staffId]);
  return rows[0] ? staffRow(rows[0]) : null;
}

/** Every account, oldest first (a back-office has tens of staff, not thousands). */
export async function listStaff(db: Queryable): Promise<StaffRow[]> {
  const rows = await db.query<RawStaff>(`${STAFF_SELECT} ORDER BY a.id`);
  return rows.map(staffRow);
}

/**
 * The enabled admins' ids, their accounts locked until the transaction ends: two admins demoting
 * each other at once are served one after the other, so one admin always remains.
 */
export async function lockEnabledAdmins(tx: Queryable): Promise<number[]> {
  const rows = await tx.query<{ id: string }>(
    `SELECT a.id FROM staff_accounts a JOIN staff_roles r ON r.staff_id = a.id AND r.role = 'admin'
      WHERE NOT a.disabled ORDER BY a.id FOR UPDATE OF a`,
  );
  return rows.map((row) => Number(row.id));
}

/** Whether any account holds the admin role (enabled or not). */
export async function adminExists(db: Queryable): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM staff_roles WHERE role = 'admin' LIMIT 1");
  return rows.length > 0;
}

/** A fresh enrolment for an account that has not enrolled: its encrypted secret and who may finish it. */
export async function startEnrolment(
  db: Queryable,
  e: { staffId: number; sealedSecret: string; tokenHash: string; deviceHash: string; minutes: number },
): Promise<void> {
  await db.query(
    `UPDATE staff_accounts SET totp_secret = $2, enrolment_token_hash = $3, enrolment_device_hash = $4,
            enrolment_expires_at = now() + make_interval(mins => $5)
      WHERE id = $1 AND NOT totp_enrolled`,
    [e.staffId, e.sealedSecret, e.tokenHash, e.deviceHash, e.minutes],
  );
}

/** The account a live enrolment token belongs to, for the device it was issued to. */
export async function findEnrolment(db: Queryable, tokenHash: string, deviceHash: string): Promise<StaffRow | null> {
  const rows = await db.query<RawStaff>(
    `${STAFF_SELECT} WHERE a.enrolment_token_hash = $1 AND a.enrolment_device_hash = $2
        AND a.enrolment_expires_at > now() AND NOT a.totp_enrolled`,
    [tokenHash, deviceHash],
  );
  return rows[0] ? staffRow(rows[0]) : null;
}

/** The authenticator is confirmed; a new password replaces the one-time one when given. */
export async function finishEnrolment(db: Queryable, staffId: number, newPasswordHash: string | null): Promise<void> {
  await db.query(
    `UPDATE staff_accounts SET totp_enrolled = true, enrolment_token_hash = NULL, enrolment_device_hash = NULL,
            enrolment_expires_at = NULL,
            password_hash = coalesce($2, password_hash),
            must_change_password = must_change_password AND $2::text IS NULL
      WHERE id = $1`,
    [staffId, newPasswordHash],
  );
}

/**
 * Records that a code for `step` was accepted; false when this step or a later one already was
 * (a replayed code). One statement, so two requests racing with the same code cannot both win.
 */
export async function acceptTotpStep(db: Queryable, staffId: number, step: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE staff_accounts SET totp_last_step = $2
      WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
    [staffId, step],
  );
  return rows.length > 0;
}

export async function markSignedIn(db: Queryable, staffId: number): Promise<void> {
  await db.query('UPDATE staff_accounts SET last_sign_in_at = now() WHERE id = $1', [staffId]);
}

export async function insertStaffSession(
  db: Queryable,
  s: { tokenHash: string; staffId: number; deviceHash: string; absoluteHours: number },
): Promise<void> {
  await db.query(
    `INSERT INTO staff_sessions (token_hash, staff_id, device_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [s.tokenHash, s.staffId, s.deviceHash, s.absoluteHours],
  );
}

export interface StaffSessionRow {
  deviceHash: string;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  staff: StaffRow;
}

/** The session and its account in one round trip: this runs on every console call. */
export async function findStaffSession(db: Queryable, tokenHash: string): Promise<StaffSessionRow | null> {
  const rows = await db.query<RawStaff & { device_hash: string; last_seen_at: Date; expires_at: Date; revoked_at: Date | null }>(
    `SELECT s.device_hash, s.last_seen_at, s.expires_at, s.revoked_at, x.*
       FROM staff_sessions s
       JOIN LATERAL (${STAFF_SELECT} WHERE a.id = s.staff_id) x ON true
      WHERE s.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    deviceHash: row.device_hash,
    lastSeenAt: new Date(row.last_seen_at),
    expiresAt: new Date(row.expires_at),
    revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
    staff: staffRow(row),
  };
}

export async function touchStaffSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE staff_sessions SET last_seen_at = now() WHERE token_hash = $1', [tokenHash]);
}

/** Ends one session; the staff member's id, or null when there was no live one. */
export async function revokeStaffSession(db: Queryable, tokenHash: string): Promise<number | null> {
  const rows = await db.query<{ staff_id: string }>(
    'UPDATE staff_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING staff_id',
    [tokenHash],
  );
  return rows[0] ? Number(rows[0].staff_id) : null;
}

/** Ends every live session of an account; how many there were. */
/** Back to a first sign-in: this one-time password, no authenticator, no enrolment under way. */
export async function resetStaffSignIn(db: Queryable, staffId: number, passwordHash: string): Promise<void> {
  await db.query(
    `UPDATE staff_accounts SET password_hash = $2, must_change_password = true, totp_secret = NULL, totp_enrolled = false,
            totp_last_step = NULL, enrolment_token_hash = NULL, enrolment_device_hash = NULL, enrolment_expires_at = NULL
      WHERE id = $1`,
    [staffId, passwordHash],
  );
}

export async function revokeStaffSessions(db: Queryable, staffId: number): Promise<number> {
  const rows = await db.query('UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL RETURNING id', [
    staffId,
  ]);
  return rows.length;
}

export async function isStaffDevice(db: Queryable, staffId: number, deviceHash: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM staff_devices WHERE staff_id = $1 AND device_hash = $2', [staffId, deviceHash]);
  return rows.length > 0;
}

export async function rememberStaffDevice(db: Queryable, staffId: number, deviceHash: string): Promise<void> {
  await db.query(
    `INSERT INTO staff_devices (staff_id, device_hash) VALUES ($1, $2)
     ON CONFLICT (staff_id, device_hash) DO UPDATE SET last_used_at = now()`,
    [staffId, deviceHash],
  );
}
