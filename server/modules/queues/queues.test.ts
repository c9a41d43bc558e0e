import { beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_REASON_THRESHOLD } from '../../../contracts/queues';
import type { StaffRole } from '../../../contracts/staff';
import { ensurePlayerAccount, ensureSystemAccount, transfer } from '../../ledger/ledger';
import { bearer, sessionPlayer, TEST_PAYMENT_PASSWORD, useTestApp, verifiedPlayer } from '../../test/harness';
import { seedWithdrawals } from '../../test/queue-rows';
import { staffSession } from '../../test/staff';

/** The console's work queues: paging by cursor, filters, counts, permissions and decisions that apply once. */
const t = useTestApp();

const staff = new Map<StaffRole, Record<string, string>>();
const as = async (role: StaffRole) => {
  if (!staff.has(role)) staff.set(role, (await staffSession(t, [role])).headers);
  return staff.get(role)!;
};
const get = async (role: StaffRole, url: string) => t.app.inject({ url, headers: await as(role) });
const post = async (role: StaffRole, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: await as(role), payload });
const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<{ v: T }>(sql, params))[0]!.v;

type Page = {
  list: { withdrawalId: string; amount: number; state: string; username: string; createdAt: string }[];
  nextCursor: string | null;
};

/** Every page of a queue listing, following nextCursor. */
async function walk(query: string): Promise<Page['list']> {
  const rows: Page['list'] = [];
  let cursor: string | null = null;
  do {
    const res = await get('cashier', `/ops/api/queues/withdrawals?${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const page = res.json().value as Page;
    rows.push(...page.list);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}
const ids = (rows: { withdrawalId: string }[]) => rows.map((r) => Number(r.withdrawalId.slice(1)));

describe('the withdrawal queue’s listing', () => {
  let usernames: string[] = [];
  beforeAll(async () => {
    ({ usernames } = await seedWithdrawals(t.db, { merchantCode: t.config.merchantCode, tag: 'qlist', count: 400, players: 7 }));
    // Ties on the sort key: only the id tells these apart, across page boundaries.
    await t.db.query(
      `UPDATE withdrawals SET created_at = now() - interval '1 hour', amount = 123400 WHERE reference LIKE 'qlistW%' AND id % 3 = 0`,
    );
  });

  it('lists what waits, longest waiting first, every open row once across pages (ties broken by id)', async () => {
    const listed = await walk('limit=17');
    const expected = (
      await t.db.query<{ id: number }>(
        `SELECT id FROM withdrawals WHERE status IN ('pending', 'on_hold', 'waiting_kyc') ORDER BY created_at, id`,
      )
    ).map((r) => Number(r.id));
    expect(expected.length).toBeGreaterThan(100);
    expect(ids(listed)).toEqual(expected);
    expect(new Set(listed.map((r) => r.state))).toEqual(new Set(['pending', 'on_hold', 'waiting_kyc']));
  });

  it('sorts by amount within a state and an amount range, largest first, across pages', async () => {
    const listed = await walk('state=completed&sort=amount&minAmount=100000&maxAmount=3000000&limit=9');
    const expected = (
      await t.db.query<{ id: number }>(
        `SELECT id FROM withdrawals WHERE status = 'completed' AND amount BETWEEN 100000 AND 3000000 ORDER BY amount DESC, id DESC`,
      )
    ).map((r) => Number(r.id));
    expect(expected.length).toBeGreaterThan(20);
    expect(ids(listed)).toEqual(expected);
  });

  it('filters by player and by payout channel', async () => {
    const mine = await walk(`state=pending&username=${usernames[2]}&sort=created&limit=5`);
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((r) => r.username))).toEqual(new Set([usernames[2]]));
    const made = mine.map((r) => Date.parse(r.createdAt));
    expect(made).toEqual([...made].sort((a, b) => b - a)); // newest first
    expect(await walk('username=nobody-here')).toEqual([]);
    expect(await walk('channel=BDO')).toEqual([]);
    expect((await walk('channel=GCASH&kind=ewallet')).length).toBeGreaterThan(100);
  });

  it('counts each open state with the oldest’s wait', async () => {
    const counts = (await get('cashier', '/ops/api/queues/withdrawals/counts')).json().value as {
      state: string;
      count: number;
      oldestWaitingSeconds: number | null;
    }[];
    for (const state of ['pending', 'on_hold', 'waiting_kyc']) {
      const c = counts.find((x) => x.state === state)!;
      expect(c.count).toBe(Number(await one(`SELECT count(*) AS v FROM withdrawals WHERE status = $1`, [state])));
      expect(c.oldestWaitingSeconds).toBeGreaterThanOrEqual(3600);
    }
  });

  it('refuses a cursor of another sort, or one that is not a cursor', async () => {
    const first = (await get('cashier', '/ops/api/queues/withdrawals?limit=2')).json().value as Page;
    const wrongSort = await get('cashier', `/ops/api/queues/withdrawals?sort=amount&cursor=${first.nextCursor}`);
    expect(wrongSort.statusCode).toBe(400);
    expect(wrongSort.json().code).toBe('FIELD_INVALID');
    const forged = Buffer.from(JSON.stringify({ b: 'created', d: 'asc', k: "x'; DROP TABLE withdrawals", i: 1 })).toString('base64url');
    expect((await get('cashier', `/ops/api/queues/withdrawals?cursor=${forged}`)).json().code).toBe('FIELD_INVALID');
  });
});

// --- Decisions on real money ------------------------------------------------------------------

let credits = 0;
async function credit(memberId: number, amount: number): Promise<void> {
  await transfer(t.db, {
    idempotencyKey: `queue-credit:${memberId}:${++credits}`,
    kind: 'deposit',
    fromAccountId: await ensureSystemAccount(t.db, 'gateway', 'PHP'),
    toAccountId: await ensurePlayerAccount(t.db, memberId, 'PHP'),
    amount,
    currency: 'PHP',
  });
}

/** A verified player's real withdrawal (its amount held in the ledger), and their token. */
async function realWithdrawal(amount: number): Promise<{ withdrawalId: string; token: string }> {
  const { memberId, token } = await verifiedPlayer(t);
  await credit(memberId, amount + 100_000);
  const inject = (method: 'PUT' | 'POST', url: string, payload: object) => t.app.inject({ method, url, headers: bearer(token), payload });
  const card = await inject('PUT', '/wps/v2/member/securityConfig/bankCard', {
    bankCode: 'GCASH',
    accountName: 'JUAN DELA CRUZ',
    accountNumber: '09171234567',
    paymentPassword: TEST_PAYMENT_PASSWORD,
  });
  const res = await inject('POST', '/wps/transaction/withdraw', {
    accountId: card.json().value.accountId,
    amount,
    paymentPassword: TEST_PAYMENT_PASSWORD,
  });
  // A large one is held for review from the start.
  expect(res.json().value.status).toBe(amount >= APPROVAL_REASON_THRESHOLD ? 'on_hold' : 'pending');
  return { withdrawalId: res.json().value.withdrawalId, token };
}

const balance = async (token: string) =>
  (await t.app.inject({ url: '/wps/wallets/gcs', headers: bearer(token) })).json().value.sumBalance as number;
const decisionsOn = (subject: string, id: string) =>
  t.db.query<{ decision: string; reason: string | null; staff_id: number | null; operator_id: number | null }>(
    'SELECT decision, reason, staff_id, operator_id FROM operator_decisions WHERE subject = $1 AND subject_id = $2 ORDER BY id',
    [subject, Number(id.slice(1))],
  );

describe('deciding withdrawals in the console', () => {
  it('refuses a staff member without the permission: 403, and nothing changes', async () => {
    const { withdrawalId, token } = await realWithdrawal(50_000);
    const before = await balance(token);
    const audited = Number(await one(`SELECT count(*) AS v FROM audit_log WHERE kind = 'staff.refused'`));
    for (const action of ['approve', 'reject', 'hold']) {
      const res = await post('kycReviewer', `/ops/api/queues/withdrawals/${withdrawalId}/${action}`, { reason: 'Looks wrong to me' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    // A support agent sees the queue but cannot decide in it.
    expect((await get('supportAgent', '/ops/api/queues/withdrawals')).statusCode).toBe(200);
    expect((await post('supportAgent', `/ops/api/queues/withdrawals/${withdrawalId}/approve`)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/ops/api/queues/withdrawals' })).statusCode).toBe(401);

    expect((await get('cashier', `/ops/api/queues/withdrawals/${withdrawalId}`)).json().value.status).toBe('pending');
    expect(await decisionsOn('withdrawal', withdrawalId)).toEqual([]);
    expect(await balance(token)).toBe(before);
    expect(Number(await one(`SELECT count(*) AS v FROM audit_log WHERE kind = 'staff.refused'`))).toBe(audited + 4);
  });

  it('holds with a note, then approves once: a second approve answers the state and records nothing more', async () => {
    const { withdrawalId } = await realWithdrawal(70_000);
    const cashier = await staffSession(t, ['cashier']);
    const hold = (reason: string) =>
      t.app.inject({
        method: 'POST',
        url: `/ops/api/queues/withdrawals/${withdrawalId}/hold`,
        headers: cashier.headers,
        payload: { reason },
      });
    expect((await hold('  no ')).json().code).toBe('FIELD_INVALID');
    const held = await hold('Second look: new   account');
    expect(held.json().value).toMatchObject({ status: 'on_hold', reason: null }); // the note is the staff's, not the player's
    const approve = () =>
      t.app.inject({ method: 'POST', url: `/ops/api/queues/withdrawals/${withdrawalId}/approve`, headers: cashier.headers, payload: {} });
    const first = await approve();
    expect(first.statusCode).toBe(200);
    expect(first.json().value.status).toBe('approved');
    const second = await approve();
    expect(second.statusCode).toBe(200);
    expect(second.json().value.status).toBe('approved');

    expect(await decisionsOn('withdrawal', withdrawalId)).toEqual([
      { decision: 'hold', reason: 'Second look: new account', staff_id: cashier.staffId, operator_id: null },
      { decision: 'approve', reason: null, staff_id: cashier.staffId, operator_id: null },
    ]);
    const actors = await t.db.query<{ actor: string }>(
      `SELECT actor FROM audit_log WHERE kind = 'operator.decision' AND data::jsonb->>'subject' = 'withdrawal'
        AND data::jsonb->>'subjectId' = $1`,
      [withdrawalId.slice(1)],
    );
    expect(actors.map((a) => a.actor)).toEqual([`staff:${cashier.staffId}`, `staff:${cashier.staffId}`]);
    const shown = (await get('cashier', `/ops/api/queues/withdrawals/${withdrawalId}`)).json().value.decisions;
    expect(shown.map((d: { operator: string; decision: string }) => d.decision)).toEqual(['hold', 'approve']);
    expect(shown[0].operator).toMatch(/^staff:s[0-9a-f]+$/);

    const late = await post('cashier', `/ops/api/queues/withdrawals/${withdrawalId}/reject`, { reason: 'Changed my mind' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('WITHDRAWAL_NOT_PENDING');
  });

  it('rejects only with a reason, gives the hold back once, and asks a reason for a large approval', async () => {
    const { withdrawalId, token } = await realWithdrawal(60_000);
    const held = await balance(token);
    expect((await post('cashier', `/ops/api/queues/withdrawals/${withdrawalId}/reject`, {})).json().code).toBe('INVALID_INPUT');
    const rejected = await post('cashier', `/ops/api/queues/withdrawals/${withdrawalId}/reject`, { reason: 'Account name mismatch' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', reason: 'Account name mismatch' });
    expect(
      (await post('cashier', `/ops/api/queues/withdrawals/${withdrawalId}/reject`, { reason: 'Account name mismatch' })).statusCode,
    ).toBe(200);
    expect(await balance(token)).toBe(held + 60_000);
    expect((await decisionsOn('withdrawal', withdrawalId)).length).toBe(1);

    const large = await realWithdrawal(APPROVAL_REASON_THRESHOLD + 100);
    const bare = await post('cashier', `/ops/api/queues/withdrawals/${large.withdrawalId}/approve`, {});
    expect(bare.json()).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'reason' } });
    const reasoned = await post('cashier', `/ops/api/queues/withdrawals/${large.withdrawalId}/approve`, {
      reason: 'Regular, verified payee',
    });
    expect(reasoned.json().value.status).toBe('approved');
  });
});

describe('deciding deposits in the console', () => {
  async function manualDeposit(amount: number): Promise<{ depositId: string; token: string }> {
    const { memberId, token } = await sessionPlayer(t);
    const rows = await t.db.query<{ id: number }>(
      `INSERT INTO deposits (member_id, channel_id, bank_type, bank_code, channel_name, flow, amount, currency, status, reference)
       SELECT $1, channel_id, bank_type, bank_code, channel_name, flow, $2, 'PHP', 'reviewing', $3
         FROM deposit_channels WHERE flow = 'manual' ORDER BY channel_id LIMIT 1 RETURNING id`,
      [memberId, amount, `QD${memberId}`],
    );
    return { depositId: `D${rows[0]!.id}`, token };
  }

  it('lists the manual deposit waiting, approves it once: the balance rises once', async () => {
    const { depositId, token } = await manualDeposit(25_000);
    const listed = (await get('cashier', '/ops/api/queues/deposits?flow=manual&state=reviewing')).json().value.list as {
      depositId: string;
    }[];
    expect(listed.map((d) => d.depositId)).toContain(depositId);
    expect((await post('supportAgent', `/ops/api/queues/deposits/${depositId}/approve`)).statusCode).toBe(403);
    expect(await balance(token)).toBe(0);
    expect((await post('cashier', `/ops/api/queues/deposits/${depositId}/approve`)).json().value.status).toBe('completed');
    expect((await post('cashier', `/ops/api/queues/deposits/${depositId}/approve`)).json().value.status).toBe('completed');
    expect(await balance(token)).toBe(25_000);
    expect((await decisionsOn('deposit', depositId)).map((d) => d.decision)).toEqual(['approve']);
  });

  it('rejects with the reason the player reads; the deposit counts leave it', async () => {
    const { depositId } = await manualDeposit(30_000);
    const counts = async () =>
      ((await get('cashier', '/ops/api/queues/deposits/counts')).json().value as { state: string; count: number }[]).find(
        (c) => c.state === 'reviewing',
      )!.count;
    const before = await counts();
    const res = await post('cashier', `/ops/api/queues/deposits/${depositId}/reject`, { reason: 'No transfer arrived' });
    expect(res.json().value).toMatchObject({ status: 'rejected', reason: 'No transfer arrived' });
    expect(await counts()).toBe(before - 1);
  });
});

describe('deciding KYC cases in the console', () => {
  async function pendingCase(): Promise<string> {
    const { memberId } = await sessionPlayer(t);
    await t.db.query(`UPDATE members SET kyc_status = 'pending' WHERE id = $1`, [memberId]);
    const rows = await t.db.query<{ id: number }>(
      `INSERT INTO kyc_submissions (member_id, attempt, state, source, payee_name, id_type, id_number, submitted_at)
       VALUES ($1, 1, 'pending', 'player', 'Juan Dela Cruz', 12, 'N01-23-456789', now()) RETURNING id`,
      [memberId],
    );
    await t.db.query(
      `INSERT INTO kyc_documents (submission_id, field, content_type, content, sha256) VALUES ($1, 'idCardFront', 'image/png', $2, 'x')`,
      [rows[0]!.id, Buffer.from('png')],
    );
    return `K${rows[0]!.id}`;
  }

  it('shows documents only to a KYC reviewer', async () => {
    const id = await pendingCase();
    const seen = (await get('kycReviewer', `/ops/api/queues/kyc/${id}`)).json().value;
    expect(seen).toMatchObject({ images: ['idCardFront'], idNumber: 'N01-23-456789' });
    expect((await get('kycReviewer', `/ops/api/queues/kyc/${id}/documents/idCardFront`)).statusCode).toBe(200);
    const agent = (await get('supportAgent', `/ops/api/queues/kyc/${id}`)).json().value;
    expect(agent).toMatchObject({ images: [], idNumber: null, state: 'pending' });
    expect((await get('supportAgent', `/ops/api/queues/kyc/${id}/documents/idCardFront`)).statusCode).toBe(403);
  });

  it('rejects with resubmission allowed or final, once; a cashier cannot', async () => {
    const id = await pendingCase();
    const queue = (await get('kycReviewer', '/ops/api/queues/kyc')).json().value.list as { submissionId: string }[];
    expect(queue.map((c) => c.submissionId)).toContain(id);
    expect((await post('cashier', `/ops/api/queues/kyc/${id}/reject`, { reason: 'Blurred photo', canResubmit: true })).statusCode).toBe(
      403,
    );
    expect((await post('kycReviewer', `/ops/api/queues/kyc/${id}/reject`, { reason: 'Blurred photo' })).json().code).toBe('INVALID_INPUT');
    const res = await post('kycReviewer', `/ops/api/queues/kyc/${id}/reject`, { reason: 'Blurred photo', canResubmit: true });
    expect(res.json().value).toMatchObject({ state: 'rejected', reason: 'Blurred photo', canResubmit: true });
    expect((await post('kycReviewer', `/ops/api/queues/kyc/${id}/reject`, { reason: 'Blurred photo', canResubmit: true })).statusCode).toBe(
      200,
    );
    expect((await post('kycReviewer', `/ops/api/queues/kyc/${id}/approve`)).json().code).toBe('KYC_SUBMISSION_CLOSED');
    expect((await decisionsOn('kyc', id)).map((d) => d.decision)).toEqual(['reject']);

    const final = await pendingCase();
    await post('kycReviewer', `/ops/api/queues/kyc/${final}/hold`, { reason: 'Ask the provider' });
    expect((await post('kycReviewer', `/ops/api/queues/kyc/${final}/hold`, { reason: 'Ask the provider' })).json().value.state).toBe(
      'on_hold',
    );
    const closed = await post('kycReviewer', `/ops/api/queues/kyc/${final}/reject`, { reason: 'Forged document', canResubmit: false });
    expect(closed.json().value).toMatchObject({ state: 'rejected', canResubmit: false });
    expect((await decisionsOn('kyc', final)).map((d) => d.decision)).toEqual(['hold', 'reject']);
  });
});
