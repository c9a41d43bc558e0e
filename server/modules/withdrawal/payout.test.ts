import { describe, expect, it } from 'vitest';
import { ensurePlayerAccount, ensureSystemAccount, transfer } from '../../ledger/ledger';
import { useCashierApp } from '../../test/cashier-harness';
import { bearer, TEST_PAYMENT_PASSWORD, testOperator, verifiedPlayer } from '../../test/harness';
import { reconcileWithdrawals } from './payout';

/**
 * An approved withdrawal is paid through the Xendit-shaped provider over HTTP. The hold leaves
 * only when the provider says the money went; a failure or a reversal gives it back; a provider
 * that times out or errs leaves it held until the payout is found, never refunded on a guess.
 */
const c = useCashierApp();

async function playerWithAccount(accountNumber: string) {
  const player = await verifiedPlayer(c);
  await transfer(c.db, {
    idempotencyKey: `payout-test:${player.memberId}`,
    kind: 'deposit',
    fromAccountId: await ensureSystemAccount(c.db, 'gateway', 'PHP'),
    toAccountId: await ensurePlayerAccount(c.db, player.memberId, 'PHP'),
    amount: 500_000,
    currency: 'PHP',
  });
  const bound = await c.app.inject({
    method: 'PUT',
    url: '/wps/v2/member/securityConfig/bankCard',
    headers: bearer(player.token),
    payload: { bankCode: 'BDO', accountName: 'Juan Dela Cruz', accountNumber, paymentPassword: TEST_PAYMENT_PASSWORD },
  });
  return { ...player, accountId: bound.json().value.accountId as number };
}

async function approvedWithdrawal(accountNumber: string, amount = 200_000) {
  const ops = await testOperator(c, `ops-${accountNumber}`);
  const player = await playerWithAccount(accountNumber);
  const made = await c.app.inject({
    method: 'POST',
    url: '/wps/transaction/withdraw',
    headers: bearer(player.token),
    payload: { accountId: player.accountId, amount, paymentPassword: TEST_PAYMENT_PASSWORD },
  });
  const { withdrawalId } = made.json().value;
  const approved = await c.app.inject({ method: 'POST', url: `/ops/withdrawals/${withdrawalId}/approve`, headers: bearer(ops) });
  // The answer reads the withdrawal back after the approval committed, and the payout job queued
  // with it may have taken it on already.
  expect(['approved', 'processing']).toContain(approved.json().value.status);
  return { ...player, withdrawalId: withdrawalId as string };
}

const status = async (token: string) =>
  (await c.app.inject({ url: '/wps/transaction/withdraw/records', headers: bearer(token) })).json().value.list[0];
const wallet = async (token: string) => (await c.app.inject({ url: '/wps/wallets/gcs', headers: bearer(token) })).json().value;

/** Runs the providers' heartbeats until the withdrawal reaches `wanted` (the queue works in the background). */
async function until(token: string, wanted: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await c.payoutTick();
    const seen = await status(token);
    if (seen.status === wanted || Date.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const fault = (name: 'timeout' | 'server_error', state: 'on' | 'off') =>
  c.payoutProvider.inject({ method: 'POST', url: `/sandbox/faults/${name}/${state}`, payload: {} });

describe('paying a withdrawal', () => {
  it('is paid once approved: the money leaves the hold and the history shows the withdrawal', async () => {
    const { token } = await approvedWithdrawal('001234567890');
    expect((await until(token, 'completed')).status).toBe('completed');
    expect(await wallet(token)).toMatchObject({ sumBalance: 300_000, balances: { held: 0 } });
    const history = (await c.app.inject({ url: '/wps/relay/ODS2_MemberTransaction', headers: bearer(token) })).json().value.list;
    expect(history.map((l: { txCode: string }) => l.txCode)).toEqual(['hold', 'deposit']);
    const out = await c.db.query<{ n: number }>(`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'withdrawal'`);
    expect(Number(out[0]!.n)).toBeGreaterThanOrEqual(1);
  });

  it('gives the hold back when the provider fails the payout', async () => {
    const { token } = await approvedWithdrawal('001234560000');
    expect(await until(token, 'failed')).toMatchObject({ status: 'failed', reason: 'INVALID_DESTINATION' });
    expect(await wallet(token)).toMatchObject({ sumBalance: 500_000, balances: { held: 0 } });
  });

  it('gives the money back when the receiving bank returns a paid payout', async () => {
    const { token } = await approvedWithdrawal('001234562222');
    await until(token, 'completed');
    // The reversal reaches the platform as the provider's callback, which makes it read the payout again.
    const seen = await until(token, 'failed');
    expect(seen.status).toBe('failed');
    expect((await wallet(token)).sumBalance).toBe(500_000);
  });

  it('keeps the hold while the provider times out, and completes once the payout is found', async () => {
    await fault('timeout', 'on');
    let token: string;
    try {
      ({ token } = await approvedWithdrawal('009876543210'));
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect((await status(token)).status).toBe('processing');
      expect((await wallet(token)).balances.held).toBe(200_000);
    } finally {
      await fault('timeout', 'off');
    }
    await c.payoutTick();
    await reconcileWithdrawals(c.ctx, new Date(Date.now() + 2 * 60_000));
    expect((await status(token)).status).toBe('completed');
    expect(await wallet(token)).toMatchObject({ sumBalance: 300_000, balances: { held: 0 } });
  });

  it('keeps the hold when the provider answers an error, and pays once when asked again', async () => {
    await fault('server_error', 'on');
    let token: string;
    try {
      ({ token } = await approvedWithdrawal('005555555555'));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await status(token)).status).toBe('processing');
    } finally {
      await fault('server_error', 'off');
    }
    await c.payoutTick();
    await reconcileWithdrawals(c.ctx, new Date(Date.now() + 2 * 60_000));
    expect((await until(token, 'completed')).status).toBe('completed');
    const payouts = (await c.payoutProvider.inject({ url: '/sandbox/payouts?limit=100' })).json().payouts as { reference_id: string }[];
    const reference = (await status(token)).reference;
    expect(payouts.filter((p) => p.reference_id === reference)).toHaveLength(1);
  });

  it('refuses a callback without the provider’s token', async () => {
    const res = await c.app.inject({
      method: 'POST',
      url: '/wps/payouts/xendit/callback',
      headers: { 'x-callback-token': 'guessed' },
      payload: { data: { reference_id: 'W123' } },
    });
    expect(res.statusCode).toBe(401);
  });
});
