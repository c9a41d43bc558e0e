import { describe, expect, it } from 'vitest';
import { startAuditWork } from '../../audit-work';
import { createContext } from '../../context';
import { startJobQueue } from '../../jobs/queue';
import { waitFor } from '../../jobs/testing';
import {
  bearer,
  lastCode,
  loginAs,
  sessionPlayer,
  solvedCaptcha,
  testOperator,
  TEST_PAYMENT_PASSWORD,
  useTestApp,
  verifiedPlayer,
} from '../../test/harness';
import { hashPassword } from '../session/passwords';
import { AUDIT_SEAL_JOB } from './seal';

const t = useTestApp();
const PASSWORD = 'Mabuhay-2026!';

interface Fact {
  kind: string;
  actor: string;
  data: Record<string, unknown>;
}

async function factsOf(memberId: number): Promise<Fact[]> {
  const rows = await t.db.query<{ kind: string; actor: string; data: string }>(
    'SELECT kind, actor, data FROM audit_log WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
  return rows.map((r) => ({ kind: r.kind, actor: r.actor, data: JSON.parse(r.data) as Record<string, unknown> }));
}

const verify = (key: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: '/ops/audit/verify', headers: bearer(key), payload });

describe('account changes in the audit log', () => {
  it('a login, password change, payment password set and change, and logout: each one row, with ids only', async () => {
    const { memberId } = await sessionPlayer(t, await hashPassword(PASSWORD));
    const [{ username }] = (await t.db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [memberId])) as [
      { username: string },
    ];
    const token = await loginAs(t.app, username, PASSWORD);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/wps/v2/member/password',
      headers: bearer(token),
      payload: { oldPassword: PASSWORD, newPassword: 'Bagong-Araw-77', confirmNewPassword: 'Bagong-Araw-77' },
    });
    expect(changed.statusCode).toBe(200);
    const url = '/wps/v2/member/securityConfig/paymentPassword';
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url,
          headers: bearer(token),
          payload: { loginPassword: 'Bagong-Araw-77', paymentPassword: '482915' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          headers: bearer(token),
          payload: { oldPaymentPassword: '482915', newPaymentPassword: '730164' },
        })
      ).statusCode,
    ).toBe(200);
    // A wrong guess changes nothing and writes nothing.
    await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      payload: { oldPaymentPassword: '999999', newPaymentPassword: '730165' },
    });
    await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    // Logging out again finds no live session: nothing more is written.
    await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });

    const facts = await factsOf(memberId);
    expect(facts.map((f) => f.kind)).toEqual([
      'session.opened',
      'account.password_changed',
      'account.payment_password_set',
      'account.payment_password_changed',
      'session.closed',
    ]);
    expect(facts.every((f) => f.actor === `member:${memberId}`)).toBe(true);
    expect(facts[1]!.data).toEqual({ via: 'change' });
    expect(facts[0]!.data.session).toMatch(/^[\w-]{16}$/);
    expect(facts[4]!.data.session).toBe(facts[0]!.data.session);
    const text = JSON.stringify(facts);
    for (const secret of [username, PASSWORD, 'Bagong-Araw-77', '482915', '730164', '127.0.0.1']) expect(text).not.toContain(secret);
  });

  it('a bank account bound: the bank and the row, not the number or the name', async () => {
    const player = await verifiedPlayer(t);
    const bound = await t.app.inject({
      method: 'PUT',
      url: '/wps/v2/member/securityConfig/bankCard',
      headers: bearer(player.token),
      payload: { bankCode: 'GCASH', accountName: 'JUAN DELA CRUZ', accountNumber: '09171234567', paymentPassword: TEST_PAYMENT_PASSWORD },
    });
    expect(bound.statusCode).toBe(200);
    expect(await factsOf(player.memberId)).toEqual([
      {
        kind: 'account.payout_account_bound',
        actor: `member:${player.memberId}`,
        data: { payoutAccountId: bound.json().value.accountId, bankCode: 'GCASH' },
      },
    ]);
  });

  it('a registration and a free-play account, with the free credit as a money movement', async () => {
    const mobileNum = '9171239876';
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: '10.77.0.1',
      payload: { mobileNum, countryDialingCode: '63' },
    });
    const captcha = await solvedCaptcha(t.app);
    const registered = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      remoteAddress: '10.77.0.2',
      payload: {
        registerMethod: 'H5',
        username: 'auditnewbie',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        mobileNum,
        countryDialingCode: '63',
        verificationCode: await lastCode(t.app, `+63${mobileNum}`),
        birthday: '1990-05-01',
        captcha: captcha.identifying,
        captchaId: captcha.captchaId,
        disclaimerAccepted: true,
      },
    });
    expect(registered.statusCode).toBe(200);
    const [member] = await t.db.query<{ id: number }>(`SELECT id FROM members WHERE username = 'auditnewbie'`);
    const newbie = await factsOf(Number(member!.id));
    expect(newbie.map((f) => [f.kind, f.data])).toEqual([
      ['account.registered', { method: 'H5', type: 0 }],
      ['session.opened', { session: expect.any(String) }],
    ]);

    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', remoteAddress: '10.77.0.3' })).json().value;
    const [trialMember] = await t.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [trial.userName]);
    const facts = await factsOf(Number(trialMember!.id));
    expect(facts.map((f) => f.kind)).toEqual(['account.registered', 'money.transfer', 'session.opened']);
    expect(facts[0]!.data).toEqual({ method: 'trial', type: 4 });
    expect(facts[1]!.data).toMatchObject({ type: 'trial_credit', amount: t.config.trialCreditCentavos });
  });
});

describe('npm run ops -- audit-verify (POST /ops/audit/verify)', () => {
  it('seals what is waiting and reports the chain intact, with the head to keep as an anchor', async () => {
    const key = await testOperator(t, 'audit-ops');
    const res = await verify(key);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    const [{ n }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')) as [{ n: number }];
    expect(value).toMatchObject({ intact: true, unsealed: 0, broken: null, head: { seq: n } });
    expect(value.sealed).toBeGreaterThan(0);
    expect((await verify(key, { anchor: value.head })).json().value).toMatchObject({ intact: true, sealed: 0 });
    expect((await verify(key, { anchor: { seq: value.head.seq, hash: '0'.repeat(64) } })).json().value).toMatchObject({
      intact: false,
      broken: { seq: value.head.seq, problem: 'anchor' },
    });
  });

  it('answers only an operator, and refuses a malformed anchor', async () => {
    const key = await testOperator(t, 'audit-ops-2');
    expect((await t.app.inject({ method: 'POST', url: '/ops/audit/verify', payload: {} })).statusCode).toBe(401);
    for (const anchor of [
      { seq: 0, hash: 'a'.repeat(64) },
      { seq: 1, hash: 'XYZ' },
      { seq: 1, hash: 'a'.repeat(64), extra: 1 },
    ]) {
      const res = await verify(key, { anchor });
      expect([res.statusCode, res.json().code]).toEqual([400, 'INVALID_INPUT']);
    }
  });
});

describe('the sealing job', () => {
  it('seals the log when the durable queue runs it', async () => {
    const jobs = await startJobQueue(t.db, { onError: () => {}, maintenance: false, pollSeconds: 0.5 });
    try {
      await startAuditWork(createContext(t.config, t.db, { jobs }));
      await t.db.query(`INSERT INTO audit_log (kind, actor, data) VALUES ('test.fact', 'system', '{}')`);
      await jobs.send(AUDIT_SEAL_JOB, {});
      let waiting = 1;
      const poll = setInterval(() => {
        void t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE seq IS NULL').then((r) => (waiting = r[0]!.n));
      }, 100);
      try {
        await waitFor(() => waiting === 0, 15_000, 'the seal job');
      } finally {
        clearInterval(poll);
      }
    } finally {
      await jobs.stop();
    }
  });
});
