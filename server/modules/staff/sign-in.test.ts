import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../contracts/staff';
import { useTestApp } from '../../test/harness';
import { createStaff } from './management';

// Small limits so a flood stays short; the per-address limit out of the way except where a test uses it.
const t = useTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '3', LOGIN_FAILURES_PER_IP: '1000' });
let seq = 0;

const device = () => randomBytes(16).toString('base64url');
const NEW_PASSWORD = 'Kalamansi-Tanglad-77';

function code(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({ timestamp: at });
}

function post(url: string, payload: object, dev: string, ip = '10.60.0.1') {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { 'x-staff-device': dev } });
}

function call(method: 'GET' | 'DELETE', url: string, token: string, dev: string) {
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'x-staff-device': dev } });
}

/** A new account as an admin makes one: its username and one-time password. */
async function newAccount(roles: StaffRole[] = ['cashier']) {
  const username = `staff${++seq}`;
  const { oneTimePassword, account } = await createStaff(t.db, 'system', { username, roles });
  return { username, oneTimePassword, staffId: account.staffId };
}

/** A first sign-in carried through enrolment: the secret the authenticator holds, and the session. */
async function enrolled(roles: StaffRole[] = ['cashier']) {
  const account = await newAccount(roles);
  const dev = device();
  const first = (await post('/ops/api/session', { username: account.username, password: account.oneTimePassword }, dev)).json().value;
  const done = await post(
    '/ops/api/session/enrol',
    { enrolmentToken: first.enrolmentToken, code: code(first.secret), newPassword: NEW_PASSWORD },
    dev,
  );
  expect(done.json().value.state).toBe('signedIn');
  return { ...account, dev, secret: first.secret as string, token: done.json().value.token as string };
}

async function auditKinds(kind: string): Promise<Record<string, unknown>[]> {
  const rows = await t.db.query<{ actor: string; data: string }>('SELECT actor, data::text AS data FROM audit_log WHERE kind = $1', [kind]);
  return rows.map((row) => ({ actor: row.actor, ...JSON.parse(row.data) }));
}

describe('a first sign-in enrols the authenticator and replaces the one-time password', () => {
  it('password → enrol (secret and QR URI) → first code and a new password → signed in; then password + code', async () => {
    const account = await newAccount(['cashier', 'kycReviewer']);
    const dev = device();
    const first = await post('/ops/api/session', { username: account.username, password: account.oneTimePassword }, dev);
    expect(first.statusCode).toBe(200);
    const enrol = first.json().value;
    expect(enrol).toMatchObject({ state: 'enrol', mustChangePassword: true });
    expect(enrol.otpauthUri).toMatch(new RegExp(`^otpauth://totp/.*${account.username}\\?.*secret=${enrol.secret}`));
    const [stored] = await t.db.query<{ totp_secret: string }>('SELECT totp_secret FROM staff_accounts WHERE id = $1', [account.staffId]);
    expect(stored!.totp_secret).not.toContain(enrol.secret);

    const missingPassword = await post('/ops/api/session/enrol', { enrolmentToken: enrol.enrolmentToken, code: code(enrol.secret) }, dev);
    expect(missingPassword.json().code).toBe('FIELD_INVALID');

    const done = await post(
      '/ops/api/session/enrol',
      { enrolmentToken: enrol.enrolmentToken, code: code(enrol.secret), newPassword: NEW_PASSWORD },
      dev,
    );
    expect(done.statusCode).toBe(200);
    const session = done.json().value;
    expect(session.state).toBe('signedIn');
    expect(session.me).toMatchObject({ username: account.username, roles: ['cashier', 'kycReviewer'], idleMinutes: 15 });
    expect(session.me.permissions).toContain('kyc.approve');
    expect(session.me.permissions).not.toContain('staff.manage');

    const me = await call('GET', '/ops/api/me', session.token, dev);
    expect(me.json().value.staffId).toBe(account.staffId);

    // The one-time password is spent; the new one asks for a code; the next step's code signs in.
    expect((await post('/ops/api/session', { username: account.username, password: account.oneTimePassword }, dev)).json().code).toBe(
      'INVALID_CREDENTIALS',
    );
    const again = await post('/ops/api/session', { username: account.username, password: NEW_PASSWORD }, dev);
    expect(again.json().value).toEqual({ state: 'totp' });
    const next = code(enrol.secret, Date.now() + 30_000);
    const signedIn = await post('/ops/api/session', { username: account.username, password: NEW_PASSWORD, code: next }, dev);
    expect(signedIn.json().value.state).toBe('signedIn');

    // The same code again (a replay, even within its window) is refused.
    const replay = await post('/ops/api/session', { username: account.username, password: NEW_PASSWORD, code: next }, dev);
    expect(replay.json().code).toBe('VERIFICATION_CODE_INVALID');

    expect(await auditKinds('staff.enrolled')).toContainEqual(
      expect.objectContaining({ actor: `staff:${account.staffId}`, passwordChanged: true }),
    );
    expect((await auditKinds('staff.signed_in')).filter((row) => row.actor === `staff:${account.staffId}`)).toHaveLength(2);
  });

  it('an enrolment finishes only on the device it was issued to, with a code of its secret', async () => {
    const account = await newAccount();
    const dev = device();
    const enrol = (await post('/ops/api/session', { username: account.username, password: account.oneTimePassword }, dev)).json().value;
    const body = { enrolmentToken: enrol.enrolmentToken, code: code(enrol.secret), newPassword: NEW_PASSWORD };
    expect((await post('/ops/api/session/enrol', body, device())).json().code).toBe('UNAUTHENTICATED');
    const wrongCode = await post('/ops/api/session/enrol', { ...body, code: code(enrol.secret) === '000000' ? '111111' : '000000' }, dev);
    expect(wrongCode.json().code).toBe('VERIFICATION_CODE_INVALID');
    expect((await post('/ops/api/session/enrol', { ...body, newPassword: account.oneTimePassword }, dev)).json().code).toBe(
      'PASSWORD_REUSED',
    );
    expect((await post('/ops/api/session/enrol', body, dev)).json().value.state).toBe('signedIn');
  });
});

describe('wrong credentials', () => {
  it('a wrong password and an unknown username answer alike; the failure is audited with the username hashed', async () => {
    const account = await enrolled();
    const wrong = await post('/ops/api/session', { username: account.username, password: 'not-it', code: '123456' }, device(), '10.61.0.1');
    const unknown = await post('/ops/api/session', { username: 'nobody.here', password: 'not-it' }, device(), '10.61.0.2');
    expect([wrong.statusCode, wrong.json().code, wrong.json().message]).toEqual([
      unknown.statusCode,
      unknown.json().code,
      unknown.json().message,
    ]);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const failures = await auditKinds('staff.sign_in_failed');
    expect(failures).toContainEqual(expect.objectContaining({ actor: 'system', staffId: account.staffId, reason: 'password' }));
    expect(JSON.stringify(failures)).not.toContain(account.username);
    expect(JSON.stringify(failures)).not.toContain('nobody.here');
  });

  it('wrong codes count as failed sign-ins: the attacker with the password is throttled, the owner on their device is not', async () => {
    const account = await enrolled();
    const attacker = device();
    let last;
    for (let i = 0; i < 4; i++) {
      last = await post(
        '/ops/api/session',
        { username: account.username, password: NEW_PASSWORD, code: `00000${i}` },
        attacker,
        '10.62.0.1',
      );
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json().code).toBe('LOGIN_THROTTLED');
    // Even the right code is refused from there now.
    const right = await post(
      '/ops/api/session',
      { username: account.username, password: NEW_PASSWORD, code: code(account.secret, Date.now() + 30_000) },
      attacker,
      '10.62.0.1',
    );
    expect(right.json().code).toBe('LOGIN_THROTTLED');
    // The owner's device (signed in from before) keeps its own counter.
    const owner = await post(
      '/ops/api/session',
      { username: account.username, password: NEW_PASSWORD, code: code(account.secret, Date.now() + 30_000) },
      account.dev,
      '10.62.0.9',
    );
    expect(owner.json().value.state).toBe('signedIn');
  });

  it('a disabled account cannot sign in, with the right password', async () => {
    const account = await enrolled();
    await t.db.query('UPDATE staff_accounts SET disabled = true WHERE id = $1', [account.staffId]);
    const res = await post('/ops/api/session', { username: account.username, password: NEW_PASSWORD }, account.dev);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('a console session', () => {
  it('works only from the operator’s networks: elsewhere the right password and session are refused, nothing counted', async () => {
    const account = await enrolled();
    const outside = '203.0.113.40';
    const signIn = await post(
      '/ops/api/session',
      { username: account.username, password: NEW_PASSWORD, code: code(account.secret) },
      account.dev,
      outside,
    );
    expect([signIn.statusCode, signIn.json().code]).toEqual([403, 'FORBIDDEN']);
    const me = await t.app.inject({
      url: '/ops/api/me',
      remoteAddress: outside,
      headers: { authorization: `Bearer ${account.token}`, 'x-staff-device': account.dev },
    });
    expect(me.statusCode).toBe(403);
    // The refusals were no failed sign-ins, and the session lives on inside.
    expect(JSON.stringify(await auditKinds('staff.sign_in_failed'))).not.toContain(`"staffId":${account.staffId}`);
    expect((await call('GET', '/ops/api/me', account.token, account.dev)).statusCode).toBe(200);
  });

  it('is bound to its device: a call from another is refused and the owner stays signed in', async () => {
    const account = await enrolled();
    expect((await call('GET', '/ops/api/me', account.token, device())).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/ops/api/me', headers: { authorization: `Bearer ${account.token}` } })).statusCode).toBe(401);
    expect((await call('GET', '/ops/api/me', account.token, account.dev)).statusCode).toBe(200);
  });

  it('ends after 15 minutes without a call, and 12 hours after sign-in', async () => {
    const idle = await enrolled();
    await t.db.query(`UPDATE staff_sessions SET last_seen_at = now() - interval '14 minutes' WHERE staff_id = $1`, [idle.staffId]);
    expect((await call('GET', '/ops/api/me', idle.token, idle.dev)).statusCode).toBe(200);
    await t.db.query(`UPDATE staff_sessions SET last_seen_at = now() - interval '16 minutes' WHERE staff_id = $1`, [idle.staffId]);
    expect((await call('GET', '/ops/api/me', idle.token, idle.dev)).json().code).toBe('UNAUTHENTICATED');

    const old = await enrolled();
    await t.db.query(`UPDATE staff_sessions SET expires_at = now() - interval '1 second' WHERE staff_id = $1`, [old.staffId]);
    expect((await call('GET', '/ops/api/me', old.token, old.dev)).statusCode).toBe(401);
  });

  it('a call slides the idle timeout', async () => {
    const account = await enrolled();
    await t.db.query(`UPDATE staff_sessions SET last_seen_at = now() - interval '10 minutes' WHERE staff_id = $1`, [account.staffId]);
    expect((await call('GET', '/ops/api/me', account.token, account.dev)).statusCode).toBe(200);
    const [row] = await t.db.query<{ idle: number }>(
      'SELECT extract(epoch FROM now() - last_seen_at)::int AS idle FROM staff_sessions WHERE staff_id = $1',
      [account.staffId],
    );
    expect(row!.idle).toBeLessThan(5);
  });

  it('signs out: the token is then refused', async () => {
    const account = await enrolled();
    expect((await call('DELETE', '/ops/api/session', account.token, account.dev)).statusCode).toBe(200);
    expect((await call('GET', '/ops/api/me', account.token, account.dev)).statusCode).toBe(401);
    expect(await auditKinds('staff.signed_out')).toContainEqual(expect.objectContaining({ actor: `staff:${account.staffId}` }));
  });
});

describe('bad input', () => {
  it('is refused with INVALID_INPUT and changes nothing', async () => {
    const account = await newAccount();
    const bodies = [
      { username: account.username },
      { username: 'X', password: 'p' },
      { username: account.username, password: 'p', code: '12345' },
      { username: account.username, password: 'p', extra: 1 },
    ];
    for (const body of bodies) expect((await post('/ops/api/session', body, device())).json().code).toBe('INVALID_INPUT');
    const noDevice = await t.app.inject({
      method: 'POST',
      url: '/ops/api/session',
      payload: { username: account.username, password: 'p' },
    });
    expect(noDevice.json().code).toBe('INVALID_INPUT');
    expect((await post('/ops/api/session', { username: account.username, password: 'p' }, 'short')).json().code).toBe('INVALID_INPUT');
    expect((await post('/ops/api/session/enrol', { enrolmentToken: 'x', code: '123456' }, device())).json().code).toBe('INVALID_INPUT');
    const [row] = await t.db.query<{ totp_secret: string | null }>('SELECT totp_secret FROM staff_accounts WHERE id = $1', [
      account.staffId,
    ]);
    expect(row!.totp_secret).toBeNull();
  });
});
