import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { staffSession } from '../../test/staff';
import { createAdmin } from './management';

const t = useTestApp();

type Headers = Record<string, string>;
const list = (headers: Headers) => t.app.inject({ url: '/ops/api/staff', headers });
const create = (headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: '/ops/api/staff', headers, payload });
const patch = (headers: Headers, staffId: number | string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/ops/api/staff/${staffId}`, headers, payload });

async function accountCount(): Promise<number> {
  const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_accounts');
  return row!.n;
}

async function audit(kind: string): Promise<{ actor: string; data: Record<string, unknown> }[]> {
  const rows = await t.db.query<{ actor: string; data: string }>('SELECT actor, data::text AS data FROM audit_log WHERE kind = $1', [kind]);
  return rows.map((row) => ({ actor: row.actor, data: JSON.parse(row.data) }));
}

describe('an admin manages staff', () => {
  it('creates a cashier with a one-time password shown once, sees it listed, changes its roles', async () => {
    const admin = await staffSession(t, ['admin']);
    const res = await create(admin.headers, { username: 'cashier.one', roles: ['cashier'] });
    expect(res.statusCode).toBe(200);
    const created = res.json().value;
    expect(created.oneTimePassword).toMatch(/^([A-HJ-NP-Za-km-np-z2-9]{4}-){3}[A-HJ-NP-Za-km-np-z2-9]{4}$/);
    expect(created.account).toMatchObject({
      username: 'cashier.one',
      roles: ['cashier'],
      totpEnrolled: false,
      disabled: false,
      lastSignInAt: null,
    });

    const listed = (await list(admin.headers)).json().value.list;
    expect(listed.find((a: { username: string }) => a.username === 'cashier.one')).toEqual(created.account);
    expect(JSON.stringify(listed)).not.toContain(created.oneTimePassword);

    const changed = await patch(admin.headers, created.account.staffId, { roles: ['cashier', 'supportAgent'] });
    expect(changed.json().value.roles).toEqual(['cashier', 'supportAgent']);

    expect(await audit('staff.created')).toContainEqual({
      actor: `staff:${admin.staffId}`,
      data: { staffId: created.account.staffId, roles: ['cashier'] },
    });
    expect(await audit('staff.changed')).toContainEqual(
      expect.objectContaining({ actor: `staff:${admin.staffId}`, data: expect.objectContaining({ roles: ['cashier', 'supportAgent'] }) }),
    );
    expect((await create(admin.headers, { username: 'cashier.one', roles: ['admin'] })).json().code).toBe('USERNAME_TAKEN');
  });

  it('disabling an account ends its sessions at once; enabling it again does not revive them', async () => {
    const admin = await staffSession(t, ['admin']);
    const cashier = await staffSession(t, ['cashier']);
    expect((await t.app.inject({ url: '/ops/api/me', headers: cashier.headers })).statusCode).toBe(200);
    expect((await patch(admin.headers, cashier.staffId, { disabled: true })).json().value.disabled).toBe(true);
    expect((await t.app.inject({ url: '/ops/api/me', headers: cashier.headers })).json().code).toBe('UNAUTHENTICATED');
    await patch(admin.headers, cashier.staffId, { disabled: false });
    expect((await t.app.inject({ url: '/ops/api/me', headers: cashier.headers })).statusCode).toBe(401);
    expect(await audit('staff.changed')).toContainEqual(
      expect.objectContaining({ data: expect.objectContaining({ staffId: cashier.staffId, disabled: true, endedSessions: 1 }) }),
    );
  });

  it('resets a lost sign-in: a new one-time password, the authenticator enrolled again, sessions ended, the reason audited', async () => {
    const admin = await staffSession(t, ['admin']);
    const cashier = await staffSession(t, ['cashier']);
    const reason = 'Lost the phone with the authenticator';
    const res = await t.app.inject({
      method: 'POST',
      url: `/ops/api/staff/${cashier.staffId}/reset`,
      headers: admin.headers,
      payload: { reason },
    });
    expect(res.statusCode).toBe(200);
    const { account, oneTimePassword } = res.json().value;
    expect(account).toMatchObject({ staffId: cashier.staffId, totpEnrolled: false });
    expect((await t.app.inject({ url: '/ops/api/me', headers: cashier.headers })).statusCode).toBe(401);

    const device = { 'x-staff-device': cashier.headers['x-staff-device']! };
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/ops/api/session',
      headers: device,
      payload: { username: account.username, password: oneTimePassword },
    });
    expect(signIn.json().value).toMatchObject({ state: 'enrol', mustChangePassword: true });
    expect(await audit('staff.reset')).toEqual([
      { actor: `staff:${admin.staffId}`, data: { staffId: cashier.staffId, reason, endedSessions: 1 } },
    ]);
  });

  it('refuses a reset of one’s own sign-in, or without a reason, and changes nothing', async () => {
    const admin = await staffSession(t, ['admin']);
    const reset = (staffId: number, payload: object) =>
      t.app.inject({ method: 'POST', url: `/ops/api/staff/${staffId}/reset`, headers: admin.headers, payload });
    const own = await reset(admin.staffId, { reason: 'Testing my own account' });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('FORBIDDEN');
    const cashier = await staffSession(t, ['cashier']);
    expect((await reset(cashier.staffId, { reason: '' })).json().code).toBe('INVALID_INPUT');
    expect((await reset(999_999, { reason: 'No such account' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/ops/api/me', headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/ops/api/me', headers: cashier.headers })).statusCode).toBe(200);
  });

  it('answers 404 for an account that does not exist', async () => {
    const admin = await staffSession(t, ['admin']);
    expect((await patch(admin.headers, 999999, { disabled: true })).json().code).toBe('NOT_FOUND');
  });
});

describe('staff management is closed to everyone else', () => {
  it('a cashier gets 403 on every staff route, nothing changes, and each refusal is audited', async () => {
    const cashier = await staffSession(t, ['cashier']);
    const other = await staffSession(t, ['kycReviewer']);
    const before = await accountCount();
    const answers = [
      await list(cashier.headers),
      await create(cashier.headers, { username: 'sneaky.admin', roles: ['admin'] }),
      await patch(cashier.headers, cashier.staffId, { roles: ['admin'] }),
      await patch(cashier.headers, other.staffId, { disabled: true }),
      await t.app.inject({
        method: 'POST',
        url: `/ops/api/staff/${other.staffId}/reset`,
        headers: cashier.headers,
        payload: { reason: 'Take over the account' },
      }),
    ];
    for (const res of answers) expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await accountCount()).toBe(before);
    const me = (await t.app.inject({ url: '/ops/api/me', headers: cashier.headers })).json().value;
    expect(me.roles).toEqual(['cashier']);
    expect((await t.app.inject({ url: '/ops/api/me', headers: other.headers })).statusCode).toBe(200);
    const refusals = (await audit('staff.refused')).filter((row) => row.actor === `staff:${cashier.staffId}`);
    expect(refusals).toHaveLength(5);
    expect(refusals[2]!.data).toEqual({ permission: 'staff.manage', method: 'PATCH', route: '/ops/api/staff/:staffId' });
  });

  it('without a session, or from another device, the answer is 401', async () => {
    const admin = await staffSession(t, ['admin']);
    expect((await list({})).json().code).toBe('UNAUTHENTICATED');
    expect((await list({ authorization: admin.headers.authorization! })).statusCode).toBe(401);
    const elsewhere = { ...admin.headers, 'x-staff-device': randomBytes(16).toString('base64url') };
    expect((await create(elsewhere, { username: 'from.elsewhere', roles: ['cashier'] })).statusCode).toBe(401);
    expect((await list(admin.headers)).statusCode).toBe(200);
  });
});

describe('the last admin', () => {
  it('cannot disable themselves or give up the admin role; with a second admin they can', async () => {
    // Only this test's admin is left enabled.
    await t.db.query(`UPDATE staff_accounts SET disabled = true WHERE id IN (SELECT staff_id FROM staff_roles WHERE role = 'admin')`);
    const admin = await staffSession(t, ['admin']);
    for (const change of [{ disabled: true }, { roles: ['cashier'] }, { roles: ['cashier'], disabled: false }]) {
      const res = await patch(admin.headers, admin.staffId, change);
      expect([res.statusCode, res.json().code, res.json().value]).toEqual([403, 'FORBIDDEN', { reason: 'lastAdmin' }]);
    }
    expect((await t.app.inject({ url: '/ops/api/me', headers: admin.headers })).json().value.roles).toEqual(['admin']);
    expect((await patch(admin.headers, admin.staffId, { roles: ['admin', 'cashier'] })).statusCode).toBe(200);

    const second = await staffSession(t, ['admin']);
    expect((await patch(admin.headers, admin.staffId, { roles: ['cashier'] })).json().value.roles).toEqual(['cashier']);
    expect((await patch(second.headers, second.staffId, { disabled: true })).json().value).toEqual({ reason: 'lastAdmin' });
  });
});

describe('bad input', () => {
  it('is refused with INVALID_INPUT and creates or changes nothing', async () => {
    const admin = await staffSession(t, ['admin']);
    const before = await accountCount();
    const bodies = [
      { username: 'new.one', roles: [] },
      { username: 'new.one', roles: ['owner'] },
      { username: 'new.one', roles: ['cashier', 'cashier'] },
      { username: 'New One', roles: ['cashier'] },
      { username: 'new.one', roles: ['cashier'], password: 'chosen' },
    ];
    for (const body of bodies) expect((await create(admin.headers, body)).json().code).toBe('INVALID_INPUT');
    for (const body of [{}, { roles: [] }, { disabled: 'yes' }, { staffId: 1 }]) {
      expect((await patch(admin.headers, admin.staffId, body)).json().code).toBe('INVALID_INPUT');
    }
    expect((await patch(admin.headers, 'abc', { disabled: true })).json().code).toBe('INVALID_INPUT');
    expect(await accountCount()).toBe(before);
  });
});

describe('npm run ops -- staff:create-admin', () => {
  it('makes an admin with a one-time password that must be replaced at the first sign-in; refuses a taken username', async () => {
    const { account, oneTimePassword } = await createAdmin(t.db, 'first.admin');
    expect(account).toMatchObject({ username: 'first.admin', roles: ['admin'], totpEnrolled: false });
    expect(await audit('staff.created')).toContainEqual({ actor: 'system', data: { staffId: account.staffId, roles: ['admin'] } });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/ops/api/session',
      headers: { 'x-staff-device': randomBytes(16).toString('base64url') },
      payload: { username: 'first.admin', password: oneTimePassword },
    });
    expect(signIn.json().value).toMatchObject({ state: 'enrol', mustChangePassword: true });
    await expect(createAdmin(t.db, 'first.admin')).rejects.toMatchObject({ code: 'USERNAME_TAKEN' });
  });
});
