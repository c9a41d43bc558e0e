import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_MEMBER_TYPE, UNITS_PER_CENTAVO } from '../../../contracts/constants';
import { ensurePlayerAccount, ensureSystemAccount, transfer } from '../../ledger/ledger';
import { useTestApp } from '../../test/harness';
import { appendAudit } from '../audit/log';
import { insertDeposit, type NewDeposit } from '../deposit/repository';
import { creditDeposit } from '../deposit/settlement';
import { insertMember } from '../member/repository';
import { walletUser } from '../seamless/game-tokens';
import { betBody, launchToken, rollbackBody, walletPlayer, winBody } from '../seamless/test-support';
import { insertPayoutAccount, insertWithdrawal } from '../withdrawal/repository';
import { moveWithdrawal } from '../withdrawal/settlement';
import { ledgerGameNet } from './repository';
import { runReport } from './service';
import { REPORT_NAMES, type GgrReport, type PaymentsReport, type PlayersReport } from '../../../contracts/reports';
import { staffSession } from '../../test/staff';

/**
 * The reports against known play: rounds through the seamless wallet's HTTP path, deposits and
 * withdrawals through their settlement, bonuses through the ledger. Everything happens today,
 * so the range is today in Manila (and yesterday, which must stay empty).
 */
const t = useTestApp();
const partner = 'reportvendor';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const range = { from: today, to: today };

async function call(path: string, body: Record<string, unknown>) {
  const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
  const res = await t.app.inject({
    method: 'POST',
    url: `/seamless/${partner}${path}`,
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-hub88-signature': sign('sha256', Buffer.from(raw), privateKey).toString('base64') },
  });
  expect(res.json().status).toBe('RS_OK');
}
type Seat = { user: string; token: string };
const pesos = (p: number) => p * 100 * UNITS_PER_CENTAVO;
const bet = (p: Seat, uuid: string, php: number) => call('/transaction/bet', betBody(p, uuid, pesos(php)));
const win = (p: Seat, uuid: string, betUuid: string, php: number) => call('/transaction/win', winBody(p, uuid, betUuid, pesos(php)));
const rollback = (p: Seat, uuid: string, betUuid: string) => call('/transaction/rollback', rollbackBody(p, uuid, betUuid));

async function deposit(memberId: number, centavos: number) {
  const [channel] = await t.db.query<{
    channel_id: number;
    bank_type: NewDeposit['bankType'];
    bank_code: string;
    channel_name: string;
    flow: NewDeposit['flow'];
  }>(
    `SELECT channel_id, bank_type, bank_code, channel_name, flow FROM deposit_channels
      WHERE bank_code = 'GCASH' ORDER BY channel_id LIMIT 1`,
  );
  const id = await insertDeposit(
    t.db,
    {
      memberId,
      channelId: channel!.channel_id,
      bankType: channel!.bank_type,
      bankCode: channel!.bank_code,
      channelName: channel!.channel_name,
      flow: channel!.flow,
      amount: centavos,
      currency: 'PHP',
      promotionId: null,
      bonusAmount: 0,
      reference: `R${randomUUID().slice(0, 8)}`,
      expiresAt: null,
      payee: null,
      crypto: null,
    },
    null,
  );
  expect(await creditDeposit(t.db, id!)).toBe('credited');
  return channel!.channel_name;
}

async function paidWithdrawal(memberId: number, centavos: number, bankCode: string) {
  const payout = await insertPayoutAccount(t.db, { memberId, kind: 'ewallet', bankCode, accountName: 'A', accountNumber: `09${memberId}` });
  const id = (await insertWithdrawal(
    t.db,
    { memberId, payoutAccountId: payout!, amount: centavos, currency: 'PHP', status: 'pending', reference: `W${randomUUID().slice(0, 8)}` },
    null,
  ))!;
  await transfer(t.db, {
    idempotencyKey: `withdrawal-hold:${id}`,
    kind: 'hold',
    fromAccountId: await ensurePlayerAccount(t.db, memberId, 'PHP'),
    toAccountId: await ensureSystemAccount(t.db, 'withdrawal_hold', 'PHP'),
    amount: centavos,
    currency: 'PHP',
    metadata: { withdrawalId: id },
  });
  for (const to of ['approved', 'processing', 'completed'] as const) expect(await moveWithdrawal(t.db, id, to)).toBe('moved');
  return id;
}

let players: { memberId: number; user: string; token: string }[] = [];
/** The reports before this file's play: the seed has its own players, deposits and agent-demo rounds today. */
let before: { ggr: GgrReport; payments: PaymentsReport; players: PlayersReport };
let channelName = '';
let promotion = { id: 0, kind: '' };

beforeAll(async () => {
  await t.db.query(`INSERT INTO wallet_partners (code, name, public_key_pem) VALUES ($1, 'Report vendor', $2)`, [
    partner,
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  ]);
  before = {
    ggr: await runReport(t.db, 'ggr', range),
    payments: await runReport(t.db, 'payments', range),
    players: await runReport(t.db, 'players', range),
  };
  players = await Promise.all([1, 2].map((i) => walletPlayer(t, { username: `report${i}`, partnerCode: partner, centavos: 0 })));
  const [a, b] = players as [Seat & { memberId: number }, Seat & { memberId: number }];
  channelName = await deposit(a.memberId, 500_00);
  await deposit(b.memberId, 200_00);
  // a: stakes 100 + 50 + 30, wins 250, refund 50 -> GGR -170.00; b: stakes 80.25, wins 0 -> GGR 80.25.
  await bet(a, 'a1', 100);
  await win(a, 'a1w', 'a1', 250);
  await bet(a, 'a2', 50);
  await rollback(a, 'a2r', 'a2');
  await bet(a, 'a3', 30);
  await win(a, 'a3w', 'a3', 0);
  await call('/transaction/bet', betBody(b, 'b1', 80_25 * UNITS_PER_CENTAVO));
  // A trial player's play money is no revenue: it must not show.
  const trial = await insertMember(t.db, {
    merchantCode: t.config.merchantCode,
    username: 'reporttrial',
    passwordHash: null,
    nickname: null,
    type: TRIAL_MEMBER_TYPE,
  });
  await transfer(t.db, {
    idempotencyKey: 'report:trial-credit',
    kind: 'trial_credit',
    fromAccountId: await ensureSystemAccount(t.db, 'trial', 'PHP'),
    toAccountId: await ensurePlayerAccount(t.db, trial!.id, 'PHP'),
    amount: 1000_00,
    currency: 'PHP',
  });
  const seat = await walletPlayerToken(trial!.id);
  await bet(seat, 't1', 40);
  // Bonus: a grant of a seeded promotion to a, and part of it taken back (as a break's forfeit moves it).
  const [p] = await t.db.query<{ promotion_id: number; kind: string }>(
    'SELECT promotion_id, kind FROM promotions ORDER BY promotion_id LIMIT 1',
  );
  promotion = { id: Number(p!.promotion_id), kind: p!.kind };
  const bonusAccount = await ensureSystemAccount(t.db, 'bonus', 'PHP');
  const aAccount = await ensurePlayerAccount(t.db, a.memberId, 'PHP');
  await transfer(t.db, {
    idempotencyKey: 'report:bonus',
    kind: 'bonus',
    fromAccountId: bonusAccount,
    toAccountId: aAccount,
    amount: 20_00,
    currency: 'PHP',
    metadata: { promotionId: promotion.id },
  });
  await transfer(t.db, {
    idempotencyKey: 'report:forfeit',
    kind: 'bonus',
    fromAccountId: aAccount,
    toAccountId: bonusAccount,
    amount: 7_50,
    currency: 'PHP',
    metadata: { forfeited: true },
  });
  await paidWithdrawal(a.memberId, 120_00, '=GCASH');
  await appendAudit(t.db, { kind: 'protection.limit_set', memberId: a.memberId, actor: `member:${a.memberId}`, data: {} });
  await appendAudit(t.db, { kind: 'protection.limit_set', memberId: b.memberId, actor: `member:${b.memberId}`, data: {} });
  await appendAudit(t.db, { kind: 'protection.break_taken', memberId: b.memberId, actor: `member:${b.memberId}`, data: {} });
});

/** A game token for a member made here (walletPlayer makes real players only). */
async function walletPlayerToken(memberId: number): Promise<Seat> {
  return { user: walletUser(memberId), token: await launchToken(t.db, memberId, partner) };
}

describe('the GGR report', () => {
  it('counts stakes, wins and refunds of real players to the centavo and equals the ledger’s movement', async () => {
    const report = await runReport(t.db, 'ggr', range);
    expect(report.totals).toEqual({ stakes: 260_25, wins: 250_00, refunds: 50_00, ggr: -39_75, bets: 4 });
    expect(report.days).toEqual([{ day: today, ...report.totals }]);
    expect(report.rows).toEqual([
      {
        day: today,
        vendor: partner,
        partner,
        gameCode: 'slot-1',
        gameName: 'slot-1',
        stakes: 260_25,
        wins: 250_00,
        refunds: 50_00,
        ggr: -39_75,
        bets: 4,
      },
    ]);
    expect(before.ggr.rows).toEqual([]);
    // The check is the ledger's own figure: what this play moved is the GGR. (The seed's agent-demo
    // rounds are written straight to the ledger, without a wallet record: they are in `before`.)
    expect(report.ledger.net - before.ggr.ledger.net).toBe(-39_75);
    const [ledger] = await t.db.query<{ net: string }>(
      `SELECT sum(CASE WHEN t.kind = 'bet' THEN t.amount ELSE -t.amount END) AS net FROM ledger_transfers t
         JOIN ledger_accounts a ON a.id = CASE WHEN t.kind = 'bet' THEN t.from_account_id ELSE t.to_account_id END
         JOIN members m ON m.id = a.member_id
        WHERE t.kind IN ('bet', 'win', 'rollback') AND m.type <> 4 AND t.idempotency_key LIKE 'seamless:%'`,
    );
    expect(Number(ledger!.net)).toBe(-39_75);
  });

  it('finds nothing on a day without play', async () => {
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    const report = await runReport(t.db, 'ggr', { from: yesterday, to: yesterday });
    expect(report.rows).toEqual([]);
    expect(report.totals.ggr).toBe(0);
    expect(await ledgerGameNet(t.db, { from: new Date(Date.parse(yesterday)), to: new Date(Date.parse(yesterday) + 1) })).toBe(0);
  });
});

describe('the other reports', () => {
  it('deposits and withdrawals per channel, completed amounts and counts', async () => {
    const report = await runReport(t.db, 'payments', range);
    const row = (r: PaymentsReport, channel: string) => r.rows.find((x) => x.channel === channel);
    expect(row(before.payments, channelName)).toBeUndefined();
    expect(row(report, channelName)).toEqual({
      day: today,
      direction: 'deposit',
      channel: channelName,
      amount: 700_00,
      count: 2,
      reversed: 0,
      reversedCount: 0,
    });
    expect(row(report, '=GCASH')).toEqual({
      day: today,
      direction: 'withdrawal',
      channel: '=GCASH',
      amount: 120_00,
      count: 1,
      reversed: 0,
      reversedCount: 0,
    });
    // The totals are the ledger's: every deposit transfer today, with an order or without (the seed's).
    const [ledger] = await t.db.query<{ sum: string }>(`SELECT sum(amount) AS sum FROM ledger_transfers WHERE kind = 'deposit'`);
    expect(report.totals.deposits).toBe(Number(ledger!.sum));
    expect(report.totals.deposits - before.payments.totals.deposits).toBe(700_00);
    expect(report.totals.withdrawals).toBe(120_00);
  });

  it('active, registered and depositing players', async () => {
    const report = await runReport(t.db, 'players', range);
    const was = before.players.totals;
    // Registered: the two players (the trial player is not one); active: both bet; depositing: both.
    expect(report.totals).toEqual({ active: was.active + 2, registered: was.registered + 2, depositing: was.depositing + 2 });
    expect(report.rows).toEqual([{ day: today, ...report.totals }]);
  });

  it('bonus cost: granted less taken back, per promotion kind', async () => {
    const report = await runReport(t.db, 'bonus', range);
    expect(report.rows).toEqual(
      [
        { day: today, promotionKind: promotion.kind, granted: 20_00, grants: 1, takenBack: 0, cost: 20_00 },
        { day: today, promotionKind: 'taken_back', granted: 0, grants: 0, takenBack: 7_50, cost: -7_50 },
      ].sort((x, y) => x.promotionKind.localeCompare(y.promotionKind)),
    );
    expect(report.totals).toEqual({ granted: 20_00, takenBack: 7_50, cost: 12_50 });
  });

  it('limit and exclusion events per kind', async () => {
    const report = await runReport(t.db, 'protection', range);
    expect(report.rows).toEqual([
      { day: today, event: 'protection.break_taken', count: 1, players: 1 },
      { day: today, event: 'protection.limit_set', count: 2, players: 2 },
    ]);
    expect(report.totals).toEqual({ events: 3 });
  });
});

describe('GET /ops/api/reports/…', () => {
  const url = (name: string, query: string) => `/ops/api/reports/${name}?${query}`;

  it('answers a risk/compliance officer in JSON, and in CSV as a download with pesos and defused text', async () => {
    const { headers } = await staffSession(t, ['riskCompliance']);
    const json = await t.app.inject({ url: url('ggr', `from=${today}&to=${today}`), headers });
    expect(json.statusCode).toBe(200);
    expect(json.json().value.totals.ggr).toBe(-39_75);
    const csv = await t.app.inject({ url: url('payments', `from=${today}&to=${today}&format=csv`), headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="payments_${today}_${today}.csv"`);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('day,direction,channel,count,amount_php,reversed_count,reversed_php');
    expect(lines).toContain(`${today},withdrawal,'=GCASH,1,120.00,0,0.00`);
    expect(lines).toContain(`${today},deposit,${channelName},2,700.00,0,0.00`);
    const ggr = await t.app.inject({ url: url('ggr', `from=${today}&to=${today}&format=csv`), headers });
    expect(ggr.body.split('\r\n')[1]).toBe(`${today},${partner},${partner},slot-1,slot-1,4,260.25,250.00,50.00,-39.75`);
  });

  it('refuses a range over 92 days, reversed or not a date, with a stable code', async () => {
    const { headers } = await staffSession(t, ['admin']);
    for (const query of [
      'from=2026-01-01&to=2026-04-03',
      'from=2026-03-02&to=2026-03-01',
      'from=2026-02-30&to=2026-03-01',
      'from=x&to=y',
    ]) {
      const res = await t.app.inject({ url: url('players', query), headers });
      expect(res.statusCode).toBe(400);
      expect(['FIELD_INVALID', 'INVALID_INPUT']).toContain(res.json().code);
    }
  });

  it('is 403 without reports.view and 401 without a console session', async () => {
    const { headers } = await staffSession(t, ['cashier']);
    for (const name of REPORT_NAMES) {
      const res = await t.app.inject({ url: url(name, `from=${today}&to=${today}`), headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const res = await t.app.inject({ url: url('ggr', `from=${today}&to=${today}&format=csv`) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});
