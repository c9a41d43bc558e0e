import { describe, expect, it } from 'vitest';
import { ensurePlayerAccount, ensureSystemAccount, transfer } from '../../ledger/ledger';
import { issueOperatorKey } from '../operator/service';
import { bearer, inboxNews, sessionPlayer, TEST_PAYMENT_PASSWORD, testOperator, useTestApp, verifiedPlayer } from '../../test/harness';

/** Withdrawals up to the payout: accounts, the gates, the hold, the operator's decision (the payout has its own file). */
const t = useTestApp({ PAYMENT_SANDBOX: 'off', PAYOUT_SANDBOX: 'off' });

let credits = 0;
async function credit(memberId: number, amount: number): Promise<void> {
  await transfer(t.db, {
    idempotencyKey: `test-credit:${memberId}:${++credits}`,
    kind: 'deposit',
    fromAccountId: await ensureSystemAccount(t.db, 'gateway', 'PHP'),
    toAccountId: await ensurePlayerAccount(t.db, memberId, 'PHP'),
    amount,
    currency: 'PHP',
  });
}

const inject = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, payload });

async function bindGcash(token: string): Promise<number> {
  const res = await inject(token, 'PUT', '/wps/v2/member/securityConfig/bankCard', {
    bankCode: 'GCASH',
    accountName: 'JUAN DELA CRUZ',
    accountNumber: '09171234567',
    paymentPassword: TEST_PAYMENT_PASSWORD,
  });
  return res.json().value.accountId;
}

const withdraw = (token: string, accountId: number, amount: number, key?: string) =>
  inject(
    token,
    'POST',
    '/wps/transaction/withdraw',
    { accountId, amount, paymentPassword: TEST_PAYMENT_PASSWORD },
    key ? { 'idempotency-key': key } : {},
  );

const wallet = async (token: string) => (await inject(token, 'GET', '/wps/wallets/gcs')).json().value;

describe('binding a payout account', () => {
  it('binds an e-wallet in the player’s own name and shows its number masked', async () => {
    const { token } = await verifiedPlayer(t);
    const list = (await inject(token, 'GET', '/wps/v2/member/securityConfig/bankCardList?moduleId=BINDCARD3')).json().value;
    expect(list.map((b: { bankCode: string }) => b.bankCode)).toContain('GCASH');
    await bindGcash(token);
    const cards = (await inject(token, 'GET', '/wps/v2/member/securityConfig/bankCards')).json().value;
    expect(cards).toEqual([
      expect.objectContaining({ bankName: 'GCash', accountName: 'JUAN DELA CRUZ', accountNumberMasked: '•••• 4567' }),
    ]);
  });

  it.each([
    ['someone else’s name', { accountName: 'Maria Santos' }, 'PAYOUT_ACCOUNT_NAME_MISMATCH'],
    ['a number that is not a GCash number', { accountNumber: '123456789' }, 'FIELD_INVALID'],
    ['a wrong payment password', { paymentPassword: '864209' }, 'PAYMENT_PASSWORD_WRONG'],
  ])('refuses %s', async (_what, change, code) => {
    const { token } = await verifiedPlayer(t);
    const body = {
      bankCode: 'GCASH',
      accountName: 'Juan Dela Cruz',
      accountNumber: '09171234567',
      paymentPassword: TEST_PAYMENT_PASSWORD,
      ...change,
    };
    expect((await inject(token, 'PUT', '/wps/v2/member/securityConfig/bankCard', body)).json().code).toBe(code);
    expect((await inject(token, 'GET', '/wps/v2/member/securityConfig/bankCards')).json().value).toEqual([]);
  });

  it('needs identity verification first, and says so', async () => {
    const { token } = await sessionPlayer(t);
    const settings = (await inject(token, 'GET', '/wps/transaction/withdraw/settings')).json().value;
    expect(settings).toMatchObject({ kycStatus: 'unverified', paymentPasswordSet: false, min: 10_000, max: 10_000_000 });
  });
});

describe('a withdrawal request', () => {
  it('holds the amount at once, shows it held, and returns it when the operator rejects', async () => {
    const ops = await testOperator(t);
    const { memberId, token } = await verifiedPlayer(t);
    await credit(memberId, 500_000);
    const accountId = await bindGcash(token);
    const made = (await withdraw(token, accountId, 200_000)).json().value;
    expect(made).toMatchObject({ status: 'pending', amount: 200_000, account: { bankName: 'GCash' } });
    expect(await wallet(token)).toMatchObject({ sumBalance: 300_000, balances: { cash: 300_000, bonus: 0, held: 200_000 } });

    const rejected = await t.app.inject({
      method: 'POST',
      url: `/ops/withdrawals/${made.withdrawalId}/reject`,
      headers: bearer(ops),
      payload: { reason: 'The account name could not be confirmed' },
    });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', decisions: [expect.objectContaining({ decision: 'reject' })] });
    expect(await wallet(token)).toMatchObject({ sumBalance: 500_000, balances: { held: 0 } });
    const history = (await inject(token, 'GET', '/wps/relay/ODS2_MemberTransaction')).json().value.list;
    expect(history.map((line: { txCode: string; amount: number }) => [line.txCode, line.amount])).toEqual([
      ['release', 200_000],
      ['hold', -200_000],
      ['deposit', 500_000],
    ]);
    const records = (await inject(token, 'GET', '/wps/transaction/withdraw/records')).json().value;
    expect(records.list[0]).toMatchObject({ status: 'rejected', reason: 'The account name could not be confirmed' });
    expect(await inboxNews(t.app, token)).toEqual([
      {
        about: 'withdrawalRejected',
        params: { amount: 200_000, reference: made.reference, reason: 'The account name could not be confirmed' },
      },
    ]);
  });

  it('never lets concurrent requests spend the same money', async () => {
    const { memberId, token } = await verifiedPlayer(t);
    await credit(memberId, 100_000);
    const accountId = await bindGcash(token);
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(token, accountId, 40_000)));
    const made = answers.filter((r) => r.statusCode === 200);
    expect(made).toHaveLength(2);
    for (const refused of answers.filter((r) => r.statusCode !== 200)) expect(refused.json().code).toBe('WITHDRAWAL_EXCEEDS_WITHDRAWABLE');
    expect(await wallet(token)).toMatchObject({ sumBalance: 20_000, balances: { held: 80_000 } });
    const sum = await t.db.query<{ total: number }>('SELECT sum(balance) AS total FROM ledger_accounts');
    expect(Number(sum[0]!.total)).toBe(0);
  });

  it('answers a double tap with the first withdrawal', async () => {
    const { memberId, token } = await verifiedPlayer(t);
    await credit(memberId, 100_000);
    const accountId = await bindGcash(token);
    const first = (await withdraw(token, accountId, 30_000, 'tap')).json().value;
    const second = (await withdraw(token, accountId, 30_000, 'tap')).json().value;
    expect(second.withdrawalId).toBe(first.withdrawalId);
    expect((await wallet(token)).balances.held).toBe(30_000);
  });

  it('holds once for a retry whose first answer was lost (a crash after the hold was taken)', async () => {
    const { memberId, token } = await verifiedPlayer(t);
    await credit(memberId, 100_000);
    const accountId = await bindGcash(token);
    const first = (await withdraw(token, accountId, 30_000, 'lost')).json().value;
    await t.db.query(`DELETE FROM idempotency_keys WHERE idem_key = 'lost'`);
    const retry = (await withdraw(token, accountId, 30_000, 'lost')).json().value;
    expect(retry.withdrawalId).toBe(first.withdrawalId);
    expect((await wallet(token)).balances.held).toBe(30_000);
  });

  it('explains each gate: identity, range, bonus turnover, password', async () => {
    const { memberId, token } = await verifiedPlayer(t);
    await credit(memberId, 100_000);
    const accountId = await bindGcash(token);
    expect((await withdraw(token, accountId, 5_000)).json()).toMatchObject({
      code: 'WITHDRAWAL_AMOUNT_OUT_OF_RANGE',
      value: { min: 10_000 },
    });
    expect((await withdraw(token, accountId, 200_000)).json()).toMatchObject({
      code: 'WITHDRAWAL_EXCEEDS_WITHDRAWABLE',
      value: { withdrawable: 100_000, turnoverLeft: 0 },
    });
    const wrong = await inject(token, 'POST', '/wps/transaction/withdraw', { accountId, amount: 20_000, paymentPassword: '864209' });
    expect(wrong.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', value: { field: 'paymentPassword' } });
    await t.db.query(`UPDATE members SET kyc_status = 'unverified' WHERE id = $1`, [memberId]);
    expect((await withdraw(token, accountId, 20_000)).json()).toMatchObject({ code: 'KYC_REQUIRED', value: { kycStatus: 'unverified' } });
    await t.db.query(`UPDATE members SET kyc_status = 'pending' WHERE id = $1`, [memberId]);
    expect((await withdraw(token, accountId, 20_000)).json().value.status).toBe('waiting_kyc');
    expect((await wallet(token)).balances.held).toBe(20_000);
  });

  it('puts a large withdrawal on hold for review', async () => {
    const { memberId, token } = await verifiedPlayer(t);
    await credit(memberId, 6_000_000);
    const accountId = await bindGcash(token);
    expect((await withdraw(token, accountId, 5_000_000)).json().value.status).toBe('on_hold');
  });
});

describe('a KYC reviewer’s decision', () => {
  it('verifies a player under the name on their ID, and a withdrawal that waited for it goes on', async () => {
    const ops = await testOperator(t, 'kyc-ops');
    const { memberId, token } = await verifiedPlayer(t);
    await credit(memberId, 100_000);
    const accountId = await bindGcash(token);
    await t.db.query(`UPDATE members SET kyc_status = 'pending' WHERE id = $1`, [memberId]);
    expect((await withdraw(token, accountId, 20_000)).json().value.status).toBe('waiting_kyc');
    const username = (await t.db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [memberId]))[0]!.username;
    const decided = await t.app.inject({
      method: 'POST',
      url: `/ops/members/${username}/kyc`,
      headers: bearer(ops),
      payload: { realName: 'Juan Dela Cruz' },
    });
    expect(decided.json().value).toEqual({ username, kycStatus: 'verified', released: 1 });
    const records = (await inject(token, 'GET', '/wps/transaction/withdraw/records')).json().value;
    expect(records.list[0].status).toBe('pending');
  });
});

describe('the operator API', () => {
  it('takes a key issued to an operator, and no longer the one it replaced', async () => {
    const first = await issueOperatorKey(t.db, 'night-shift');
    const second = await issueOperatorKey(t.db, 'night-shift');
    expect((await t.app.inject({ url: '/ops/withdrawals', headers: bearer(second) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/ops/withdrawals', headers: bearer(first) })).statusCode).toBe(401);
  });

  it('answers only the operator’s own network, whatever the key', async () => {
    const ops = await testOperator(t, 'network-ops');
    const inside = await t.app.inject({ url: '/ops/withdrawals', headers: bearer(ops) });
    expect(inside.statusCode).toBe(200);
    const outside = await t.app.inject({ url: '/ops/withdrawals', headers: bearer(ops), remoteAddress: '203.0.113.9' });
    expect([outside.statusCode, outside.json().code]).toEqual([403, 'FORBIDDEN']);
  });

  it('refuses to approve a withdrawal with no payout provider to pay it, and the hold stays the player’s to see', async () => {
    const ops = await testOperator(t, 'no-payout-ops');
    const { memberId, token } = await verifiedPlayer(t);
    await credit(memberId, 100_000);
    const accountId = await bindGcash(token);
    const made = (await withdraw(token, accountId, 20_000)).json().value;
    const approve = await t.app.inject({ method: 'POST', url: `/ops/withdrawals/${made.withdrawalId}/approve`, headers: bearer(ops) });
    expect([approve.statusCode, approve.json().code]).toEqual([409, 'FORBIDDEN']);
    expect((await inject(token, 'GET', '/wps/transaction/withdraw/records')).json().value.list[0].status).toBe('pending');
  });
});
