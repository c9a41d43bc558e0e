import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { createContext } from '../../context';
import { ensurePlayerAccount, ensureSystemAccount, transfer } from '../../ledger/ledger';
import { bearer, inboxNews, sessionPlayer, testOperator, useTestApp } from '../../test/harness';
import { registrations } from '../../test/registration';
import type { PaymentGateway } from '../../vendors/payments';
import { PROTECTION_PATH, type LimitView, type ProtectionState } from '../../../contracts/protection';
import { confirmLimitChange } from './service';

const t = useTestApp({ PAYMENT_SANDBOX: 'off' });
const MANUAL = { bankType: 'MT', vendorId: 401, bankCode: 'BDO' } as const;
const DAY = 86_400_000;

const get = async (token: string) => (await t.app.inject({ url: PROTECTION_PATH, headers: bearer(token) })).json();
const put = (token: string, path: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `${PROTECTION_PATH}${path}`, headers: bearer(token), payload });
const post = (token: string, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${PROTECTION_PATH}${path}`, headers: bearer(token), payload });
const limitOf = (state: ProtectionState, kind: string, period: string) => state.limits.find((l) => l.kind === kind && l.period === period)!;
const deposit = (token: string, amount: number) =>
  t.app.inject({ method: 'POST', url: '/wps/deposit/orders', headers: bearer(token), payload: { ...MANUAL, amount } });

describe('who may use the protection calls', () => {
  it('refuses a visitor and a trial player', async () => {
    expect((await t.app.inject({ url: PROTECTION_PATH })).json().code).toBe('UNAUTHENTICATED');
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token as string;
    expect((await get(trial)).code).toBe('TRIAL_FORBIDDEN');
    expect((await put(trial, '/limit', { kind: 'loss', period: 'day', amount: 1_000 })).json().code).toBe('TRIAL_FORBIDDEN');
  });

  it('shows a new player every limit unset, a reality check every 60 minutes and no break', async () => {
    const { token } = await sessionPlayer(t);
    const state = (await get(token)).value as ProtectionState;
    expect(state.limits.map((l) => `${l.kind}/${l.period}`)).toEqual([
      'deposit/day',
      'deposit/week',
      'deposit/month',
      'loss/day',
      'loss/week',
      'loss/month',
      'wager/day',
      'wager/week',
      'wager/month',
      'session/session',
    ]);
    expect(state.limits.every((l) => l.effective === null && l.pending === null)).toBe(true);
    expect(limitOf(state, 'loss', 'day')).toMatchObject({ used: 0, periodEndsAt: expect.any(String) });
    expect(state).toMatchObject({ realityCheckMinutes: 60, block: null });
  });
});

describe('changing a limit', () => {
  it('tightens at once, and loosens only after 24 hours and the player’s confirmation', async () => {
    const { token, memberId } = await sessionPlayer(t);
    const first = (await put(token, '/limit', { kind: 'deposit', period: 'day', amount: 100_000 })).json().value;
    expect(first.outcome).toBe('applied');
    expect(limitOf(first.state, 'deposit', 'day')).toMatchObject({ player: 100_000, effective: 100_000, pending: null });

    const lower = (await put(token, '/limit', { kind: 'deposit', period: 'day', amount: 50_000 })).json().value;
    expect(lower.outcome).toBe('applied');
    expect(limitOf(lower.state, 'deposit', 'day').effective).toBe(50_000);

    const higher = (await put(token, '/limit', { kind: 'deposit', period: 'day', amount: 200_000 })).json().value;
    expect(higher.outcome).toBe('pending');
    const waiting = limitOf(higher.state, 'deposit', 'day') as LimitView;
    expect(waiting.effective).toBe(50_000);
    expect(waiting.pending!.amount).toBe(200_000);
    expect(Date.parse(waiting.pending!.confirmableAt) - Date.parse(waiting.pending!.requestedAt)).toBe(DAY);

    const early = await post(token, '/limit/confirm', { kind: 'deposit', period: 'day' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'LIMIT_CHANGE_NOT_CONFIRMABLE', value: { confirmableAt: waiting.pending!.confirmableAt } });
    expect(limitOf((await get(token)).value, 'deposit', 'day').effective).toBe(50_000);

    // A day later the player confirms it (the service is given the later time).
    const later = new Date(Date.parse(waiting.pending!.confirmableAt) + 1_000);
    const confirmed = await confirmLimitChange(t.app.ctx, memberId, { kind: 'deposit', period: 'day' }, later);
    expect(limitOf(confirmed, 'deposit', 'day')).toMatchObject({ player: 200_000, effective: 200_000, pending: null });
    expect((await post(token, '/limit/confirm', { kind: 'deposit', period: 'day' })).json().code).toBe('NOT_FOUND');
  });

  it('waits for a removal too, and a cancelled loosening leaves the limit in force', async () => {
    const { token } = await sessionPlayer(t);
    await put(token, '/limit', { kind: 'session', period: 'session', amount: 60 });
    const removal = (await put(token, '/limit', { kind: 'session', period: 'session', amount: null })).json().value;
    expect(removal.outcome).toBe('pending');
    expect(limitOf(removal.state, 'session', 'session')).toMatchObject({ effective: 60, pending: { amount: null } });
    const cancelled = (await post(token, '/limit/cancel', { kind: 'session', period: 'session' })).json().value;
    expect(limitOf(cancelled, 'session', 'session')).toMatchObject({ effective: 60, pending: null });
    expect((await post(token, '/limit/cancel', { kind: 'session', period: 'session' })).json().code).toBe('NOT_FOUND');
    // Asking for what is in force withdraws a waiting loosening.
    await put(token, '/limit', { kind: 'session', period: 'session', amount: 90 });
    const same = (await put(token, '/limit', { kind: 'session', period: 'session', amount: 60 })).json().value;
    expect(same.outcome).toBe('unchanged');
    expect(limitOf(same.state, 'session', 'session').pending).toBeNull();
  });

  it('refuses bad input with INVALID_INPUT and changes nothing', async () => {
    const { token } = await sessionPlayer(t);
    const bad = [
      { kind: 'loss', period: 'day', amount: 99 },
      { kind: 'loss', period: 'day', amount: 10_000_000_001 },
      { kind: 'loss', period: 'day', amount: 1000.5 },
      { kind: 'loss', period: 'day', amount: '1000' },
      { kind: 'loss', period: 'session', amount: 1_000 },
      { kind: 'session', period: 'day', amount: 30 },
      { kind: 'session', period: 'session', amount: 2_000 },
      { kind: 'bonus', period: 'day', amount: 1_000 },
      { kind: 'loss', period: 'day', amount: 1_000, setter: 'operator' },
      { kind: 'loss', period: 'day' },
    ];
    for (const body of bad) {
      const res = await put(token, '/limit', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
    expect((await put(token, '/realityCheck', { minutes: 25 })).json().code).toBe('INVALID_INPUT');
    expect((await post(token, '/selfExclusion', { duration: '6m' })).json().code).toBe('INVALID_INPUT');
    expect((await post(token, '/coolOff', { duration: '2h' })).json().code).toBe('INVALID_INPUT');
    const state = (await get(token)).value as ProtectionState;
    expect(state.limits.every((l) => l.effective === null && l.pending === null)).toBe(true);
    expect(state.block).toBeNull();
  });

  it('sets how often the reality check comes, at once either way', async () => {
    const { token } = await sessionPlayer(t);
    expect((await put(token, '/realityCheck', { minutes: 30 })).json().value.realityCheckMinutes).toBe(30);
    expect((await put(token, '/realityCheck', { minutes: 120 })).json().value.realityCheckMinutes).toBe(120);
  });
});

describe('a deposit limit', () => {
  it('refuses the order that would pass it before it is written; cancelled orders do not count', async () => {
    const { token, memberId } = await sessionPlayer(t);
    await put(token, '/limit', { kind: 'deposit', period: 'week', amount: 150_000 });
    const first = await deposit(token, 100_000);
    expect(first.statusCode).toBe(200);
    const refused = await deposit(token, 60_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'DEPOSIT_LIMIT_REACHED',
      value: { period: 'week', limit: 150_000, used: 100_000, left: 50_000, field: 'amount' },
    });
    const count = async () =>
      Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM deposits WHERE member_id = $1', [memberId]))[0]!.n);
    expect(await count()).toBe(1);
    expect(limitOf((await get(token)).value, 'deposit', 'week').used).toBe(100_000);
    const depositId = first.json().value.depositId as string;
    await t.app.inject({ method: 'POST', url: `/wps/deposit/orders/${depositId}/cancel`, headers: bearer(token) });
    expect((await deposit(token, 150_000)).statusCode).toBe(200);
  });

  it('is checked before the payment provider is called', async () => {
    const createCheckout = vi.fn(async () => ({ providerRef: 'cs_x', checkoutUrl: 'https://pay.example/cs_x', expiresAt: null }));
    const gateway = { code: 'fake', origin: 'https://pay.example', createCheckout } as unknown as PaymentGateway;
    const app = await buildApp(createContext(t.config, t.db, { payments: gateway }));
    try {
      const { token } = await sessionPlayer(t);
      await put(token, '/limit', { kind: 'deposit', period: 'day', amount: 20_000 });
      const res = await app.inject({
        method: 'POST',
        url: '/wps/deposit/orders',
        headers: bearer(token),
        payload: { bankType: 'WT', vendorId: 101, bankCode: 'GCASH', amount: 50_000 },
      });
      expect(res.json().code).toBe('DEPOSIT_LIMIT_REACHED');
      expect(createCheckout).not.toHaveBeenCalled();
    } finally {
      await app.close();
    }
  });
});

describe('the operator’s hand', () => {
  it('sets a limit for a player, combined with the player’s by the stricter, and lifts it at once', async () => {
    const key = await testOperator(t);
    const { token, memberId } = await sessionPlayer(t);
    const [{ username }] = (await t.db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [memberId])) as [
      { username: string },
    ];
    await put(token, '/limit', { kind: 'loss', period: 'month', amount: 500_000 });
    const ops = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/ops/members/${username}/limits`, headers: bearer(key), payload });
    const set = await ops({ kind: 'loss', period: 'month', amount: 200_000, reason: 'affordability review' });
    expect(set.statusCode).toBe(200);
    expect(limitOf(set.json().value.protection, 'loss', 'month')).toMatchObject({ player: 500_000, operator: 200_000, effective: 200_000 });
    expect(limitOf((await get(token)).value, 'loss', 'month').effective).toBe(200_000);
    const lifted = (await ops({ kind: 'loss', period: 'month', amount: null, reason: 'review closed' })).json().value;
    expect(limitOf(lifted.protection, 'loss', 'month')).toMatchObject({ operator: null, effective: 500_000 });
    expect(await inboxNews(t.app, token)).toEqual([
      { about: 'limitEffective', params: { kind: 'loss', period: 'month', amount: -1 } },
      { about: 'limitEffective', params: { kind: 'loss', period: 'month', amount: 200_000 } },
    ]);
    expect((await ops({ kind: 'loss', period: 'month', amount: 1_000 })).json().code).toBe('INVALID_INPUT');
    expect((await t.app.inject({ url: `/ops/members/${username}/protection` })).json().code).toBe('UNAUTHENTICATED');
    expect((await t.app.inject({ url: '/ops/members/nobody_here/protection', headers: bearer(key) })).json().code).toBe('NOT_FOUND');
  });
});

describe('excluded identities at registration', () => {
  const { nextMobile, form, register } = registrations(t, { mobilePrefix: '9171234', username: 'guarded', birthday: '1990-01-01' });
  const restricted = async (key: string) => (await t.app.inject({ url: '/ops/restricted-identities', headers: bearer(key) })).json().value;

  it('refuses a mobile or ID number on the operator’s restricted list, however written, until it is taken off', async () => {
    const key = await testOperator(t);
    const ops = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(key), payload });
    const mobile = await form();
    const added = await ops('/ops/restricted-identities', { kind: 'mobile', value: `0${mobile.mobileNum}`, reason: 'NDRP entry 2026-114' });
    expect(added.json().value).toMatchObject({ kind: 'mobile', source: 'operator', reason: 'NDRP entry 2026-114' });
    // Only a keyed hash is kept: the number itself is nowhere in the table or the answers.
    expect(JSON.stringify(await t.db.query('SELECT * FROM excluded_identities'))).not.toContain(mobile.mobileNum);
    expect(JSON.stringify(await restricted(key))).not.toContain(mobile.mobileNum);
    const refused = await register(mobile);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REGISTRATION_RESTRICTED');

    await ops('/ops/restricted-identities', { kind: 'id_number', value: 'N01-23-456789', reason: 'court order' });
    expect((await register(await form({ idNumber: 'n01 23 456789' }))).json().code).toBe('REGISTRATION_RESTRICTED');

    // Taken off the list, a number registers again.
    const other = nextMobile();
    await ops('/ops/restricted-identities', { kind: 'mobile', value: `+63${other}`, reason: 'NDRP entry 2026-115' });
    const removed = await ops('/ops/restricted-identities/remove', { kind: 'mobile', value: `+63 ${other}` });
    expect(removed.json().value).toEqual({ kind: 'mobile', removed: 1 });
    expect((await register(await form({}, other))).statusCode).toBe(200);
    expect((await restricted(key)).list.filter((e: { source: string }) => e.source === 'operator')).toHaveLength(2);
    expect((await ops('/ops/restricted-identities', { kind: 'mobile', value: 'not a number', reason: 'typo' })).json().code).toBe(
      'INVALID_INPUT',
    );
    expect((await ops('/ops/restricted-identities', { kind: 'passport', value: 'X123', reason: 'nope' })).json().code).toBe(
      'INVALID_INPUT',
    );
  });

  it('refuses the email of a self-excluded player, in any case, until the exclusion ends', async () => {
    const { token, memberId } = await sessionPlayer(t);
    await t.db.query(`UPDATE members SET email = 'Gambler@Example.com' WHERE id = $1`, [memberId]);
    expect((await post(token, '/selfExclusion', { duration: '6m', acknowledged: true })).statusCode).toBe(200);
    expect((await register(await form({ email: 'gambler@example.com' }))).json().code).toBe('REGISTRATION_RESTRICTED');
    expect((await register(await form({ email: 'someone.else@example.com' }))).statusCode).toBe(200);
    await t.db.query(`UPDATE excluded_identities SET expires_at = now() - interval '1 second' WHERE source = 'self_exclusion'`);
    expect((await register(await form({ email: 'GAMBLER@example.com' }))).statusCode).toBe(200);
  });
});

describe('a self-excluded player’s money', () => {
  it('forfeits locked bonuses: what is left of them goes back, the rest stays the player’s to withdraw', async () => {
    const key = await testOperator(t);
    const { token, memberId } = await sessionPlayer(t);
    const made = await t.app.inject({
      method: 'POST',
      url: '/wps/deposit/orders',
      headers: bearer(token),
      payload: { ...MANUAL, amount: 100_000, promotionId: 1 },
    });
    const depositId = made.json().value.depositId as string;
    expect((await t.app.inject({ method: 'POST', url: `/ops/deposits/${depositId}/approve`, headers: bearer(key) })).statusCode).toBe(200);
    const wallet = async () => (await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(token) })).json().value;
    expect((await wallet()).sumBalance).toBe(200_000);

    expect((await post(token, '/coolOff', { duration: '24h' })).statusCode).toBe(200);
    expect((await wallet()).sumBalance).toBe(100_000);
    const grants = await t.db.query<{ forfeited: boolean }>('SELECT forfeited FROM bonus_grants WHERE member_id = $1', [memberId]);
    expect(grants).toEqual([{ forfeited: true }]);
    const history = (await t.app.inject({ url: '/wps/relay/ODS2_MemberTransaction?txCode=bonus', headers: bearer(token) })).json().value;
    expect(history.list.map((m: { amount: number }) => m.amount)).toEqual([-100_000, 100_000]);
    // The forfeiture is the break's: a second one has nothing left to take.
    expect((await post(token, '/selfExclusion', { duration: '6m', acknowledged: true })).statusCode).toBe(200);
    expect((await wallet()).sumBalance).toBe(100_000);
  });

  it('keeps a cash balance intact when the player has no bonus', async () => {
    const { token, memberId } = await sessionPlayer(t);
    const account = await ensurePlayerAccount(t.db, memberId, 'PHP');
    await transfer(t.db, {
      idempotencyKey: `fund:${memberId}`,
      kind: 'deposit',
      fromAccountId: await ensureSystemAccount(t.db, 'gateway', 'PHP'),
      toAccountId: account,
      amount: 70_000,
      currency: 'PHP',
    });
    await post(token, '/coolOff', { duration: '7d' });
    expect((await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(token) })).json().value.sumBalance).toBe(70_000);
  });
});
