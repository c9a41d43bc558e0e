import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../test/harness';
import { mobilePrefixOf } from './service';
import { playersOpsKit } from '../../test/players-ops';

/** The console's player view: search, the player's page, tighten-only protection, ending sessions, permissions. */
const t = useTestApp();
const kit = playersOpsKit(t);

describe('finding a player', () => {
  it('reads what was typed as a mobile number only when it is one', () => {
    expect(mobilePrefixOf('0917 123')).toBe('917123');
    expect(mobilePrefixOf('+63 917-123')).toBe('917123');
    expect(mobilePrefixOf('917')).toBe('917');
    expect(mobilePrefixOf('juan')).toBeNull();
    expect(mobilePrefixOf('9')).toBeNull();
  });

  it('finds players by the start of their username (any case) or mobile, in username order, page by page; masks the mobile', async () => {
    const names = ['zqfind_b', 'ZqFind_a', 'zqfind_c', 'zqfinder'];
    for (const [i, username] of names.entries()) {
      await t.db.query(
        `INSERT INTO members (merchant_code, username, type, country_dialing_code, mobile_num) VALUES ($1, $2, 0, '63', $3)`,
        [t.config.merchantCode, username, `98876543${i}0`],
      );
    }
    const search = async (q: string, cursor?: string) => {
      const res = await kit.call(
        'supportAgent',
        'GET',
        `/ops/api/players?q=${encodeURIComponent(q)}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      return res.json().value as { list: { username: string; mobile: string | null; kycStatus: string }[]; nextCursor: string | null };
    };
    const first = await search('ZQFIND_');
    expect(first.list.map((p) => p.username)).toEqual(['ZqFind_a', 'zqfind_b']);
    // `_` is a letter of the name, not LIKE's wildcard: zqfinder is not found by zqfind_.
    const second = await search('ZQFIND_', first.nextCursor!);
    expect(second.list.map((p) => p.username)).toEqual(['zqfind_c']);
    expect(second.nextCursor).toBeNull();

    const byMobile = await search('0988 7654 30');
    expect(byMobile.list).toEqual([expect.objectContaining({ username: 'zqfind_b', mobile: '+63 988***4300', kycStatus: 'unverified' })]);
    expect((await search('nobody_like_this')).list).toEqual([]);
    const wrongList = await kit.call('supportAgent', 'GET', `/ops/api/players/${'zqfind_b'}/ledger?cursor=${first.nextCursor}`);
    expect(wrongList.json().code).toBe('FIELD_INVALID');
  });
});

describe('the player’s page', () => {
  it('shows the profile without secrets, balances, protection and live sessions; the lists page', async () => {
    const p = await kit.player(75_000);
    await t.db.query(
      `UPDATE members SET email = 'juan.delacruz@example.com', birthday = '1990-05-17', kyc_status = 'verified',
              real_name = 'Juan Dela Cruz', country_dialing_code = '63', mobile_num = '9179990001' WHERE id = $1`,
      [p.memberId],
    );
    await kit.credit(p.memberId, 5_000);
    const res = await kit.call('cashier', 'GET', `/ops/api/players/${p.username.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    const view = res.json().value;
    expect(view.profile).toMatchObject({
      username: p.username,
      mobile: '+63 917***0001',
      email: 'j***@example.com',
      birthday: '1990-05-17',
      kycStatus: 'verified',
      realName: 'Juan Dela Cruz',
      paymentPasswordSet: false,
      status: 'active',
      trial: false,
    });
    expect(JSON.stringify(view)).not.toMatch(/password_hash|\$argon2|9179990001|juan\.delacruz/);
    expect(view.balances).toEqual([expect.objectContaining({ currency: 'PHP', balance: 80_000, held: 0 })]);
    expect(view.protection.limits.length).toBeGreaterThan(0);
    expect(view.sessions).toHaveLength(1);

    const ledger = async (cursor?: string) =>
      (await kit.call('cashier', 'GET', `/ops/api/players/${p.username}/ledger?limit=1${cursor ? `&cursor=${cursor}` : ''}`)).json().value;
    const newest = await ledger();
    expect(newest.list).toEqual([
      expect.objectContaining({ kind: 'deposit', amount: 5_000, balanceAfter: 80_000, counterparty: 'system:gateway:PHP' }),
    ]);
    const older = await ledger(newest.nextCursor);
    expect(older.list[0]).toMatchObject({ amount: 75_000, balanceAfter: 75_000 });
    expect(older.nextCursor).toBeNull();

    for (const list of ['deposits', 'withdrawals']) {
      const page = await kit.call('cashier', 'GET', `/ops/api/players/${p.username}/${list}`);
      expect(page.json().value).toEqual({ list: [], nextCursor: null });
    }
    const rounds = await kit.call('cashier', 'GET', `/ops/api/players/${p.username}/rounds`);
    expect(rounds.json().value).toMatchObject({ list: [], totalCount: 0 });
    expect((await kit.call('cashier', 'GET', '/ops/api/players/nobody_here_at_all')).statusCode).toBe(404);
  });

  it('refuses without a session (401) and without the permission (403), and audits the refusal', async () => {
    const p = await kit.player();
    expect((await t.app.inject({ url: `/ops/api/players/${p.username}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/ops/api/players?q=abc' })).statusCode).toBe(401);
    const refusedBefore = await t.db.query(`SELECT id FROM audit_log WHERE kind = 'staff.refused'`);
    const contentEditor = await kit.call('contentEditor', 'GET', `/ops/api/players/${p.username}`);
    expect(contentEditor.statusCode).toBe(403);
    expect(contentEditor.json().code).toBe('FORBIDDEN');
    const limits = await kit.call('cashier', 'POST', `/ops/api/players/${p.username}/limits`, {
      kind: 'deposit',
      period: 'day',
      amount: 100_000,
      reason: 'Affordability check',
    });
    expect(limits.statusCode).toBe(403);
    const sessions = await kit.call('kycReviewer', 'DELETE', `/ops/api/players/${p.username}/sessions`, { reason: 'Suspicious login' });
    expect(sessions.statusCode).toBe(403);
    const audit = await kit.call('cashier', 'GET', `/ops/api/audit?player=${p.username}`);
    expect(audit.statusCode).toBe(403);
    const refusedAfter = await t.db.query(`SELECT id FROM audit_log WHERE kind = 'staff.refused'`);
    expect(refusedAfter.length - refusedBefore.length).toBe(4);
  });
});

describe('tightening a player’s protection', () => {
  const limit = (username: string, body: object) => kit.call('riskCompliance', 'POST', `/ops/api/players/${username}/limits`, body);

  it('sets a stricter operator limit with a reason, refuses a looser one or a removal, and answers a repeat unchanged', async () => {
    const p = await kit.player();
    expect((await limit(p.username, { kind: 'deposit', period: 'day', amount: 500_000 })).json().code).toBe('INVALID_INPUT');
    expect((await limit(p.username, { kind: 'deposit', period: 'day', amount: 500_000, reason: ' ok ' })).json()).toMatchObject({
      code: 'FIELD_INVALID',
      value: { field: 'reason' },
    });
    const set = await limit(p.username, { kind: 'deposit', period: 'day', amount: 500_000, reason: 'Affordability review' });
    expect(set.statusCode).toBe(200);
    expect(set.json().value.outcome).toBe('applied');
    const day = (v: { protection: { limits: { kind: string; period: string; operator: number | null; effective: number | null }[] } }) =>
      v.protection.limits.find((l) => l.kind === 'deposit' && l.period === 'day');
    expect(day(set.json().value)).toMatchObject({ operator: 500_000, effective: 500_000 });

    for (const looser of [600_000, null]) {
      const refused = await limit(p.username, { kind: 'deposit', period: 'day', amount: looser, reason: 'Player asked for more' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'LIMIT_LOOSENING_REFUSED', value: { current: 500_000 } });
    }
    expect(
      (await limit(p.username, { kind: 'deposit', period: 'day', amount: 500_000, reason: 'Double click' })).json().value.outcome,
    ).toBe('unchanged');
    const tighter = await limit(p.username, { kind: 'deposit', period: 'day', amount: 200_000, reason: 'Second review' });
    expect(day(tighter.json().value)).toMatchObject({ operator: 200_000, effective: 200_000 });
    const session = await limit(p.username, { kind: 'session', period: 'session', amount: 60, reason: 'Long sessions at night' });
    expect(session.json().value.outcome).toBe('applied');

    const audited = await t.db.query<{ actor: string; data: string }>(
      `SELECT actor, data FROM audit_log WHERE member_id = $1 AND kind = 'protection.operator_limit_set' ORDER BY id`,
      [p.memberId],
    );
    expect(audited).toHaveLength(3);
    expect(audited[0]!.actor).toBe(`staff:${(await kit.as('riskCompliance')).staffId}`);
    expect(JSON.parse(audited[0]!.data)).toMatchObject({ limitKind: 'deposit', period: 'day', from: null, to: 500_000 });
    expect(audited[0]!.data).not.toContain('Affordability');
  });

  it('starts a break, refuses a shorter one, and lengthens it', async () => {
    const p = await kit.player();
    const coolOff = await limit(p.username, { kind: 'exclusion', duration: '7d', reason: 'Signs of chasing losses' });
    expect(coolOff.statusCode).toBe(200);
    expect(coolOff.json().value.protection.block).toMatchObject({ kind: 'cool_off', duration: '7d' });
    const shorter = await limit(p.username, { kind: 'exclusion', duration: '24h', reason: 'Player asked to come back' });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().code).toBe('LIMIT_LOOSENING_REFUSED');
    const longer = await limit(p.username, { kind: 'exclusion', duration: '6m', reason: 'Compliance decision' });
    expect(longer.json().value.protection.block).toMatchObject({ kind: 'self_exclusion', duration: '6m' });
    const breaks = await t.db.query<{ actor: string }>(
      `SELECT actor FROM audit_log WHERE member_id = $1 AND kind = 'protection.break_taken'`,
      [p.memberId],
    );
    expect(breaks.map((b) => b.actor)).toEqual([
      `staff:${(await kit.as('riskCompliance')).staffId}`,
      `staff:${(await kit.as('riskCompliance')).staffId}`,
    ]);
    const reasons = await t.db.query<{ reason: string }>('SELECT reason FROM staff_player_actions WHERE member_id = $1 ORDER BY id', [
      p.memberId,
    ]);
    expect(reasons.map((r) => r.reason)).toEqual(['Signs of chasing losses', 'Compliance decision']);
  });
});

describe('ending a player’s sessions', () => {
  it('ends one by id or all with a reason; the player is signed out; audited', async () => {
    const p = await kit.player();
    expect((await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(p.token) })).statusCode).toBe(200);
    const view = (await kit.call('supportAgent', 'GET', `/ops/api/players/${p.username}`)).json().value;
    const sessionId = view.sessions[0].sessionId as number;
    const end = (body: object) => kit.call('supportAgent', 'DELETE', `/ops/api/players/${p.username}/sessions`, body);
    expect((await end({ reason: 'x' })).json().code).toBe('FIELD_INVALID');
    expect((await end({ reason: 'Account takeover suspected', sessionId: sessionId + 100_000 })).statusCode).toBe(404);
    const one = await end({ reason: 'Account takeover suspected', sessionId });
    expect(one.json().value).toEqual({ ended: 1 });
    expect((await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(p.token) })).statusCode).toBe(401);
    expect((await end({ reason: 'Account takeover suspected' })).json().value).toEqual({ ended: 0 });
    const audited = await t.db.query<{ data: string }>(
      `SELECT data FROM audit_log WHERE member_id = $1 AND kind = 'session.ended_by_staff'`,
      [p.memberId],
    );
    expect(audited).toHaveLength(1);
    expect(JSON.parse(audited[0]!.data)).toMatchObject({ ended: 1, sessionId });
  });
});

describe('giving a player a one-time password', () => {
  const reset = (username: string, payload: object, role: 'supportAgent' | 'cashier' = 'supportAgent') =>
    kit.call(role, 'POST', `/ops/api/players/${username}/password`, payload);
  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/wps/session/login', payload: { username, password } });
  const wallet = (token: string) => t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(token) });

  it('signs the player out; the password logs in only to choose a new one, after which everything works', async () => {
    const p = await kit.player();
    expect((await reset(p.username, { reason: 'x' })).json().code).toBe('FIELD_INVALID');
    const given = await reset(p.username, { reason: 'Caller proved identity, lost phone' });
    expect(given.headers['cache-control']).toBe('no-store, private');
    const { temporaryPassword, expiresAt } = given.json().value as { temporaryPassword: string; expiresAt: string };
    expect(temporaryPassword).toMatch(/^([A-HJ-NP-Za-km-np-z2-9]{4}-){3}[A-HJ-NP-Za-km-np-z2-9]{4}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect((await wallet(p.token)).statusCode).toBe(401);

    const first = (await login(p.username, temporaryPassword)).json();
    expect(first.value.firstTimeLogin).toBe(true);
    const token = first.value.token as string;
    expect((await wallet(token)).json()).toMatchObject({ success: false, code: 'PASSWORD_CHANGE_REQUIRED' });
    expect((await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).json().value.firstTimeLogin).toBe(true);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/wps/v2/member/password',
      headers: bearer(token),
      payload: { oldPassword: temporaryPassword, newPassword: 'Bagong-Araw-7', confirmNewPassword: 'Bagong-Araw-7' },
    });
    expect(changed.json()).toMatchObject({ success: true });
    expect((await wallet(token)).statusCode).toBe(200);
    expect((await login(p.username, 'Bagong-Araw-7')).json().value.firstTimeLogin).toBe(false);
    expect((await login(p.username, temporaryPassword)).json().code).toBe('INVALID_CREDENTIALS');

    // Neither the audit nor the action's record holds the password.
    const audited = await t.db.query<{ data: string }>(
      `SELECT data FROM audit_log WHERE member_id = $1 AND kind = 'account.password_reset_by_staff'`,
      [p.memberId],
    );
    expect(audited).toHaveLength(1);
    expect(JSON.parse(audited[0]!.data)).toMatchObject({ sessionsEnded: 1, expiresAt });
    expect(audited[0]!.data).not.toContain(temporaryPassword);
    const actions = await t.db.query<{ action: string }>('SELECT action FROM staff_player_actions WHERE member_id = $1', [p.memberId]);
    expect(actions.map((a) => a.action)).toEqual(['password_reset']);
  });

  it('refuses the password once it expired, though right, and a player who did not replace it keeps being asked to', async () => {
    const p = await kit.player();
    const { temporaryPassword } = (await reset(p.username, { reason: 'Caller proved identity, no email' })).json().value;
    await t.db.query(`UPDATE members SET password_expires_at = now() - interval '1 second' WHERE id = $1`, [p.memberId]);
    expect((await login(p.username, temporaryPassword)).json()).toMatchObject({ success: false, code: 'PASSWORD_EXPIRED' });
  });

  it('is for support (a cashier is refused) and for real accounts (a trial one has no password)', async () => {
    const p = await kit.player();
    expect((await reset(p.username, { reason: 'Caller proved identity' }, 'cashier')).statusCode).toBe(403);
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value as { userName: string };
    expect((await reset(trial.userName, { reason: 'Caller proved identity' })).json().code).toBe('PLAYER_HAS_NO_PASSWORD');
  });
});
