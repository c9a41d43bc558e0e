import { randomBytes } from 'node:crypto';
import type { StaffRole } from '../../contracts/staff';
import { hashPassword } from '../modules/session/passwords';
import { finishEnrolment, insertStaff, setStaffRoles, startEnrolment } from '../modules/staff/repository';
import { openStaffSession } from '../modules/staff/sessions';
import { newTotpSecret, totpSecretBox } from '../modules/staff/totp';
import type { TestApp } from './harness';

/**
 * A staff account with these roles and a live console session, made straight in the database
 * (enrolled, password already changed). `headers` carries the session's Authorization and the
 * X-Staff-Device it is bound to.
 */
export async function staffSession(t: TestApp, roles: StaffRole[]): Promise<{ staffId: number; headers: Record<string, string> }> {
  const username = `s${randomBytes(6).toString('hex')}`;
  const staffId = await insertStaff(t.db, { username, passwordHash: await hashPassword(randomBytes(16).toString('hex')), createdBy: null });
  if (staffId === null) throw new Error(`staff username ${username} taken`);
  await setStaffRoles(t.db, staffId, roles);
  const device = randomBytes(16).toString('base64url');
  const sealedSecret = totpSecretBox(t.app.ctx).seal(newTotpSecret());
  await startEnrolment(t.db, { staffId, sealedSecret, tokenHash: `test-${username}`, deviceHash: 'test', minutes: 1 });
  await finishEnrolment(t.db, staffId, null);
  const token = await openStaffSession(t.app.ctx, t.db, staffId, device);
  return { staffId, headers: { authorization: `Bearer ${token}`, 'x-staff-device': device } };
}
