import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClaimResult, PromotionView } from '../../../contracts/promotions';
import { ensurePlayerAccount, ensureSystemAccount, transfer } from '../../ledger/ledger';
import { bearer, sessionPlayer, testOperator, useTestApp } from '../../test/harness';
import { takeBreak } from '../protection/service';
import { betBody, launchToken, rollbackBody, winBody } from '../seamless/test-support';
import { walletUser } from '../seamless/game-tokens';
import { SeamlessWallet } from '../seamless/wallet-service';
import { claimPeriods } from './rules';

const t = useTestApp({ PAYMENT_SANDBOX: 'off', PAYOUT_SANDBOX: 'off' });

/** The seeded promotions (promotions/seed.ts and deposit/channel-seed.ts). */
const WELCOME = 1;
const CASHBACK = 3;
const CHECK_IN = 4;
const BIRTHDAY = 5;

const partner = 'promovendor';
const UNITS = 1_000; // wallet units per centavo
let wallet: SeamlessWallet;
let ops: string;

beforeAll(async () => {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await t.db.query(`INSERT INTO wallet_partners (code, name, public_key_pem) VALUES ($1, 'Promotions test vendor', $2)`, [
    partner,
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  ]);
  wallet = new SeamlessWallet(t.app.ctx);
  ops = await testOperator(t, 'promo-ops');
});

/** A real player with `centavos` in the wallet: their bearer token and a game token to bet with. */
async function player(centavos = 0) {
  const { memberId, token } = await sessionPlayer(t);
  if (centavos > 0) {
    await transfer(t.db, {
      idempotencyKey: `promo-test-fund:${memberId}`,
      kind: 'deposit',
      fromAccountId: await ensureSystemAccount(t.db, 'gateway', 'PHP'),
      toAccountId: await ensurePlayerAccount(t.db, memberId, 'PHP'),
      amount: centavos,
      currency: 'PHP',
    });
  }
  const seat = { user: walletUser(memberId), token: await launchToken(t.db, memberId, partner) };
  return { memberId, token, seat };
}
type Player = Awaited<ReturnType<typeof player>>;

const bet = async (p: Player, centavos: number, uuid = randomUUID()) => {
  expect((await wallet.bet(partner, { ...betBody(p.seat, uuid, centavos * UNITS), request_uuid: randomUUID() })).status).toBe('RS_OK');
  return uuid;
};
const win = async (p: Player, betUuid: string, centavos: number) =>
  expect(
    (await wallet.win(partner, { ...winBody(p.seat, randomUUID(), betUuid, centavos * UNITS), request_uuid: randomUUID() })).status,
  ).toBe('RS_OK');
const refund = async (p: Player, betUuid: string) =>
  expect((await wallet.rollback(partner, { ...rollbackBody(p.seat, randomUUID(), betUuid), request_uuid: randomUUID() })).status).toBe(
    'RS_OK',
  );
/** The player's bets so far were placed a week earlier: they count for last week. */
const moveBetsToLastWeek = (p: Player) =>
  t.db.query(`UPDATE wallet_transactions SET created_at = created_at - interval '7 days' WHERE member_id = $1`, [p.memberId]);

async function list(token?: string): Promise<PromotionView[]> {
  const res = await t.app.inject({ url: '/wps/activity/promotions', headers: token ? bearer(token) : {} });
  expect(res.statusCode).toBe(200);
  return res.json().value as PromotionView[];
}
const one = async (promotionId: number, token?: string) => (await list(token)).find((p) => p.promotionId === promotionId)!;

const post = (path: 'apply' | 'claim', token: string, promotionId: unknown, key: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/activity/promotions/${path}`,
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: { promotionId },
  });
const claim = (token: string, promotionId: unknown, key?: string) => post('claim', token, promotionId, key);
const apply = (token: string, promotionId: unknown) => post('apply', token, promotionId);
const opsCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(ops), ...(payload ? { payload } : {}) });

async function walletOf(token: string) {
  return (await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(token) })).json().value as {
    sumBalance: number;
    balances: { cash: number; bonus: number };
    turnoverLeft: number;
  };
}

/** Every balance of the ledger, players and system accounts: money only moves, so they sum to zero. */
async function ledgerSum(): Promise<number> {
  const rows = await t.db.query<{ total: string }>('SELECT COALESCE(sum(balance), 0)::text AS total FROM ledger_accounts');
  return Number(rows[0]!.total);
}

/** A promotion of its own for a test: open-ended unless dates are given. */
async function testPromotion(id: number, kind: string, dates: { startsAt?: Date; endsAt?: Date } = {}): Promise<number> {
  await t.db.query(
    `INSERT INTO promotions (promotion_id, merchant_code, code, title, kind, min_deposit, bonus_percent, max_bonus, reward_amount,
                             turnover_multiplier, once_per_player, active, starts_at, ends_at)
     VALUES ($1, $2, 'TEST', $3, $4, -1, 5, 100000, 500, 1, false, true, $5, $6)`,
    [id, t.config.merchantCode, `Test ${id}`, kind, dates.startsAt ?? null, dates.endsAt ?? null],
  );
  return id;
}

const DAY = 86_400_000;

describe('the promotions list', () => {
  it('shows a visitor every seeded kind with what it offers: check in, join', async () => {
    const all = await list();
    const state = (id: number) => all.find((p) => p.promotionId === id)?.state;
    expect(all.map((p) => p.kind)).toEqual(expect.arrayContaining(['deposit', 'check_in', 'cashback', 'application']));
    expect(state(WELCOME)).toBe('join');
    expect(state(CHECK_IN)).toBe('claim');
    expect(state(CASHBACK)).toBe('join');
    expect(state(BIRTHDAY)).toBe('join');
    const checkIn = all.find((p) => p.promotionId === CHECK_IN)!;
    expect(checkIn).toMatchObject({ rewardAmount: 1_000, turnoverMultiplier: 1, claimable: 1_000, titles: { fil: expect.any(String) } });
    expect(all.find((p) => p.promotionId === CASHBACK)).toMatchObject({ bonusPercent: 5, maxBonus: 200_000, netLoss: null });
  });

  it('says coming soon before a promotion starts and closed from its end, and refuses to pay outside them', async () => {
    const soon = await testPromotion(101, 'check_in', { startsAt: new Date(Date.now() + DAY) });
    const over = await testPromotion(102, 'check_in', { startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - DAY) });
    const p = await player();
    expect((await one(soon, p.token)).state).toBe('coming_soon');
    expect((await one(over)).state).toBe('closed');
    const refused = await claim(p.token, soon);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PROMOTION_NOT_OPEN', value: { startsAt: expect.any(String) } });
    expect((await claim(p.token, over)).json().code).toBe('PROMOTION_NOT_OPEN');
    expect((await walletOf(p.token)).sumBalance).toBe(0);
  });

  it('gives a trial player the visitor’s view and refuses them any part (free_reject)', async () => {
    const { memberId, token } = await sessionPlayer(t);
    await t.db.query('UPDATE members SET type = 4 WHERE id = $1', [memberId]);
    expect((await one(CHECK_IN, token)).state).toBe('claim');
    const refused = await claim(token, CHECK_IN);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TRIAL_FORBIDDEN');
  });

  it('refuses bad input with a stable code and pays nothing', async () => {
    const p = await player();
    expect((await claim(p.token, 'four')).json().code).toBe('INVALID_INPUT');
    expect((await claim(p.token, 0)).json().code).toBe('INVALID_INPUT');
    const extra = await t.app.inject({
      method: 'POST',
      url: '/wps/activity/promotions/claim',
      headers: bearer(p.token),
      payload: { promotionId: CHECK_IN, amount: 1_000_000 },
    });
    expect(extra.json().code).toBe('INVALID_INPUT');
    expect((await claim(p.token, 99_999)).json().code).toBe('NOT_FOUND');
    expect(
      (await t.app.inject({ method: 'POST', url: '/wps/activity/promotions/claim', payload: { promotionId: CHECK_IN } })).json().code,
    ).toBe('UNAUTHENTICATED');
    // Each kind is taken part in its own way: a check-in is not applied to, a deposit bonus not claimed.
    expect((await apply(p.token, CHECK_IN)).json().code).toBe('PROMOTION_NOT_CLAIMABLE');
    expect((await claim(p.token, WELCOME)).json().code).toBe('PROMOTION_NOT_CLAIMABLE');
    expect((await walletOf(p.token)).sumBalance).toBe(0);
  });
});

describe('the daily check-in', () => {
  it('pays ₱10 once a Manila day through the ledger, locked until ₱10 is bet, and says signed', async () => {
    const p = await player();
    const res = await claim(p.token, CHECK_IN);
    expect(res.statusCode).toBe(200);
    const paid = res.json().value as ClaimResult;
    expect(paid).toMatchObject({ amount: 1_000, turnoverRequired: 1_000, promotion: { state: 'signed', paid: 1_000, claimable: null } });
    const tomorrow = claimPeriods(new Date()).today.to.toISOString();
    expect(paid.promotion.nextAt).toBe(tomorrow);
    expect(await walletOf(p.token)).toMatchObject({ sumBalance: 1_000, balances: { cash: 0, bonus: 1_000 }, turnoverLeft: 1_000 });

    const again = await claim(p.token, CHECK_IN);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PROMOTION_LIMIT_REACHED', value: { nextAt: tomorrow } });
    expect((await walletOf(p.token)).sumBalance).toBe(1_000);
    expect(await ledgerSum()).toBe(0);

    // Real bets free it: the money becomes cash.
    await bet(p, 1_000);
    expect(await walletOf(p.token)).toMatchObject({ sumBalance: 0, turnoverLeft: 0 });
  });

  it('shows in the transaction history as the check-in’s bonus', async () => {
    const p = await player();
    await claim(p.token, CHECK_IN);
    const history = (await t.app.inject({ url: '/wps/relay/ODS2_MemberTransaction', headers: bearer(p.token) })).json().value;
    expect(history.list).toEqual([
      expect.objectContaining({ txCode: 'bonus', amount: 1_000, balanceAfter: 1_000, promotionKind: 'check_in' }),
    ]);
  });

  it('pays a double tap once: the same key answers the first claim again, another key is refused', async () => {
    const p = await player();
    const key = randomUUID();
    const [first, replay] = [await claim(p.token, CHECK_IN, key), await claim(p.token, CHECK_IN, key)];
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const racing = await Promise.all([claim(p.token, CHECK_IN), claim(p.token, CHECK_IN)]);
    expect(racing.map((r) => r.json().code)).toEqual(['PROMOTION_LIMIT_REACHED', 'PROMOTION_LIMIT_REACHED']);
    expect((await walletOf(p.token)).sumBalance).toBe(1_000);
    const rewards = await t.db.query('SELECT 1 FROM promotion_rewards WHERE member_id = $1', [p.memberId]);
    expect(rewards).toHaveLength(1);
  });

  it('two taps at once on two devices pay once', async () => {
    const p = await player();
    const both = await Promise.all([claim(p.token, CHECK_IN), claim(p.token, CHECK_IN)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await walletOf(p.token)).sumBalance).toBe(1_000);
  });

  it('opens again the next day', async () => {
    const p = await player();
    await claim(p.token, CHECK_IN);
    // Yesterday's check-in, as the clock moves on.
    await t.db.query(`UPDATE promotion_rewards SET period_key = '2000-01-01' WHERE member_id = $1`, [p.memberId]);
    expect((await one(CHECK_IN, p.token)).state).toBe('claim');
    expect((await claim(p.token, CHECK_IN)).statusCode).toBe(200);
    expect((await walletOf(p.token)).sumBalance).toBe(2_000);
  });

  it('is refused during a break', async () => {
    const p = await player();
    await takeBreak(t.app.ctx, { id: p.memberId, merchant_code: t.config.merchantCode }, '24h');
    expect((await claim(p.token, CHECK_IN)).json().code).toBe('COOLING_OFF');
    expect((await walletOf(p.token)).sumBalance).toBe(0);
  });
});

describe('the weekly cashback', () => {
  it('pays 5% of last week’s net loss (stakes less wins, refunds left out) once, locked 1x', async () => {
    const p = await player(500_000);
    const lost = await bet(p, 100_000);
    await win(p, lost, 20_000);
    await refund(p, await bet(p, 50_000));
    await moveBetsToLastWeek(p);
    await bet(p, 30_000); // this week's: next week's cashback
    const offer = await one(CASHBACK, p.token);
    expect(offer).toMatchObject({ state: 'claim', netLoss: 80_000, claimable: 4_000 });
    expect(offer.week).toEqual({ from: claimPeriods(new Date()).lastWeek.key, to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

    const before = (await walletOf(p.token)).sumBalance;
    const paid = (await claim(p.token, CASHBACK)).json().value as ClaimResult;
    expect(paid).toMatchObject({ amount: 4_000, turnoverRequired: 4_000, promotion: { state: 'claimed', paid: 4_000 } });
    expect((await walletOf(p.token)).sumBalance).toBe(before + 4_000);
    const again = await claim(p.token, CASHBACK);
    expect(again.json()).toMatchObject({
      code: 'PROMOTION_LIMIT_REACHED',
      value: { nextAt: claimPeriods(new Date()).nextWeek.toISOString() },
    });
    const history = (await t.app.inject({ url: '/wps/relay/ODS2_MemberTransaction?txCode=bonus', headers: bearer(p.token) })).json().value;
    expect(history.list[0]).toMatchObject({ amount: 4_000, promotionKind: 'cashback' });
    expect(await ledgerSum()).toBe(0);
  });

  it('is capped at ₱2,000', async () => {
    const p = await player(10_000_000);
    await bet(p, 6_000_000);
    await moveBetsToLastWeek(p);
    expect((await claim(p.token, CASHBACK)).json().value).toMatchObject({ amount: 200_000 });
  });

  it('pays nothing for a week the player won, and offers to play on', async () => {
    const p = await player(100_000);
    await win(p, await bet(p, 10_000), 30_000);
    await moveBetsToLastWeek(p);
    expect(await one(CASHBACK, p.token)).toMatchObject({ state: 'join', netLoss: 0, claimable: null });
    expect((await claim(p.token, CASHBACK)).json().code).toBe('PROMOTION_NOT_CLAIMABLE');
  });
});

describe('a promotion the operator approves (birthday bonus)', () => {
  it('goes applying, issued on approval, then claimed when the claim pays it, each step once', async () => {
    const p = await player();
    expect((await claim(p.token, BIRTHDAY)).json().code).toBe('PROMOTION_NOT_CLAIMABLE');
    const applied = await apply(p.token, BIRTHDAY);
    expect(applied.json().value).toMatchObject({ state: 'applying', applicationId: expect.stringMatching(/^A\d+$/) });
    const { applicationId } = applied.json().value as PromotionView;
    expect((await apply(p.token, BIRTHDAY)).json().code).toBe('PROMOTION_LIMIT_REACHED');
    expect((await claim(p.token, BIRTHDAY)).json().code).toBe('PROMOTION_NOT_CLAIMABLE');

    const queue = (await opsCall('GET', '/ops/promotion-applications')).json().value;
    expect(queue.list).toContainEqual(
      expect.objectContaining({ applicationId, status: 'applying', promotionId: BIRTHDAY, rewardAmount: 50_000 }),
    );
    const approved = await opsCall('POST', `/ops/promotion-applications/${applicationId}/approve`);
    expect(approved.json().value).toMatchObject({ status: 'approved', decidedBy: 'promo-ops' });
    expect((await opsCall('POST', `/ops/promotion-applications/${applicationId}/approve`)).json()).toMatchObject({
      code: 'PROMOTION_APPLICATION_DECIDED',
      value: { status: 'approved' },
    });
    expect(await one(BIRTHDAY, p.token)).toMatchObject({ state: 'issued', claimable: 50_000 });

    const paid = (await claim(p.token, BIRTHDAY)).json().value as ClaimResult;
    expect(paid).toMatchObject({ amount: 50_000, turnoverRequired: 150_000, promotion: { state: 'claimed', paid: 50_000 } });
    expect((await claim(p.token, BIRTHDAY)).json().code).toBe('PROMOTION_LIMIT_REACHED');
    expect(await walletOf(p.token)).toMatchObject({ sumBalance: 50_000, turnoverLeft: 150_000 });
    const decisions = await t.db.query(`SELECT decision FROM operator_decisions WHERE subject = 'promotion' AND subject_id = $1`, [
      Number(applicationId!.slice(1)),
    ]);
    expect(decisions).toEqual([{ decision: 'approve' }]);
  });

  it('shows a rejection with the operator’s reason, and pays nothing', async () => {
    const p = await player();
    const { applicationId } = (await apply(p.token, BIRTHDAY)).json().value as PromotionView;
    expect((await opsCall('POST', `/ops/promotion-applications/${applicationId}/reject`, {})).json().code).toBe('INVALID_INPUT');
    const rejected = await opsCall('POST', `/ops/promotion-applications/${applicationId}/reject`, { reason: 'Birthday is in June' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', reason: 'Birthday is in June' });
    expect(await one(BIRTHDAY, p.token)).toMatchObject({ state: 'rejected', reason: 'Birthday is in June' });
    expect((await claim(p.token, BIRTHDAY)).json().code).toBe('PROMOTION_NOT_CLAIMABLE');
    expect((await opsCall('GET', '/ops/promotion-applications?status=rejected')).json().value.list).toContainEqual(
      expect.objectContaining({ applicationId, status: 'rejected' }),
    );
  });

  it('is the operator’s alone: no key, no decision; an unknown application is not found', async () => {
    const p = await player();
    const { applicationId } = (await apply(p.token, BIRTHDAY)).json().value as PromotionView;
    const asPlayer = await t.app.inject({
      method: 'POST',
      url: `/ops/promotion-applications/${applicationId}/approve`,
      headers: bearer(p.token),
    });
    expect(asPlayer.json().code).toBe('UNAUTHENTICATED');
    expect((await opsCall('POST', '/ops/promotion-applications/A999999/approve')).json().code).toBe('NOT_FOUND');
    expect((await opsCall('POST', '/ops/promotion-applications/12/approve')).json().code).toBe('INVALID_INPUT');
    expect((await one(BIRTHDAY, p.token)).state).toBe('applying');
  });
});

describe('the first-deposit bonus', () => {
  it('is the deposit page’s welcome bonus: applying while its deposit waits, claimed once credited', async () => {
    const p = await player();
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/wps/deposit/orders',
        headers: bearer(p.token),
        payload: { bankType: 'MT', vendorId: 401, bankCode: 'BDO', amount: 100_000, promotionId: WELCOME },
      })
    ).json().value;
    expect((await one(WELCOME, p.token)).state).toBe('applying');
    await opsCall('POST', `/ops/deposits/${order.depositId}/approve`);
    expect(await one(WELCOME, p.token)).toMatchObject({ state: 'claimed', paid: 100_000 });
    expect((await claim(p.token, WELCOME)).json().code).toBe('PROMOTION_NOT_CLAIMABLE');
    const history = (await t.app.inject({ url: '/wps/relay/ODS2_MemberTransaction?txCode=bonus', headers: bearer(p.token) })).json().value;
    expect(history.list[0]).toMatchObject({ amount: 100_000, promotionKind: 'deposit' });
  });
});
