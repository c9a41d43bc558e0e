import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADJUSTMENT_APPROVAL_THRESHOLD } from '../../../contracts/players-ops';
import { useTestApp } from '../../test/harness';
import { playersOpsKit } from '../../test/players-ops';

/** Manual adjustments: one ledger transfer, once per key, never below zero, above the threshold only with another's approval. */
const t = useTestApp();
const kit = playersOpsKit(t);

const adjust = (username: string, body: object, who = 'cashier') =>
  kit.call('cashier', 'POST', `/ops/api/players/${username}/adjustments`, body, who);
const decide = (
  id: string,
  action: 'approve' | 'reject',
  reason: string,
  role: 'riskCompliance' | 'admin' = 'riskCompliance',
  who?: string,
) => kit.call(role, 'POST', `/ops/api/adjustments/${id}/${action}`, { reason }, who);
const transfersOf = (adjustmentId: string) =>
  t.db.query<{ kind: string; amount: number }>(`SELECT kind, amount FROM ledger_transfers WHERE metadata->>'adjustmentId' = $1`, [
    adjustmentId.slice(1),
  ]);

describe('a manual adjustment below the threshold', () => {
  it('credits at once as one transfer, and the same key moves the money once', async () => {
    const p = await kit.player(10_000);
    const body = { amountCentavos: 50_000, reason: 'Goodwill after an outage', idempotencyKey: randomUUID() };
    const first = await adjust(p.username, body);
    expect(first.statusCode).toBe(200);
    const made = first.json().value;
    expect(made).toMatchObject({ state: 'applied', amount: 50_000, needsApproval: false, decidedBy: null, username: p.username });
    expect(made.adjustmentId).toMatch(/^A[0-9]+$/);
    expect(await kit.balanceOf(p.memberId)).toBe(60_000);

    const again = await adjust(p.username, body);
    expect(again.json().value).toEqual(made);
    expect(await kit.balanceOf(p.memberId)).toBe(60_000);
    expect(await transfersOf(made.adjustmentId)).toEqual([{ kind: 'adjustment', amount: 50_000 }]);

    const reused = await adjust(p.username, { ...body, amountCentavos: 70_000 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await kit.ledgerSum()).toBe(0);
  });

  it('debits, never below zero', async () => {
    const p = await kit.player(30_000);
    const tooMuch = await adjust(p.username, {
      amountCentavos: -30_001,
      reason: 'Duplicate credit reversed',
      idempotencyKey: randomUUID(),
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: 30_000 } });
    expect(await kit.balanceOf(p.memberId)).toBe(30_000);
    const exact = await adjust(p.username, { amountCentavos: -30_000, reason: 'Duplicate credit reversed', idempotencyKey: randomUUID() });
    expect(exact.json().value.state).toBe('applied');
    expect(await kit.balanceOf(p.memberId)).toBe(0);
    const adjustmentAccount = await t.db.query<{ balance: string }>(
      `SELECT balance::text FROM ledger_accounts WHERE code = 'system:adjustment:PHP'`,
    );
    expect(adjustmentAccount).toHaveLength(1);
    expect(await kit.ledgerSum()).toBe(0);
  });

  it('refuses a zero amount, a short reason, a malformed key, and staff without the permission', async () => {
    const p = await kit.player();
    const key = randomUUID();
    expect((await adjust(p.username, { amountCentavos: 0, reason: 'Goodwill credit', idempotencyKey: key })).json().code).toBe(
      'INVALID_INPUT',
    );
    expect((await adjust(p.username, { amountCentavos: 100, reason: 'ok', idempotencyKey: key })).json().code).toBe('FIELD_INVALID');
    expect((await adjust(p.username, { amountCentavos: 100, reason: 'Goodwill credit', idempotencyKey: 'short' })).json().code).toBe(
      'INVALID_INPUT',
    );
    const agent = await kit.call('supportAgent', 'POST', `/ops/api/players/${p.username}/adjustments`, {
      amountCentavos: 100,
      reason: 'Goodwill credit',
      idempotencyKey: key,
    });
    expect(agent.statusCode).toBe(403);
    expect(await kit.balanceOf(p.memberId)).toBe(0);
  });
});

describe('an adjustment above the threshold', () => {
  const big = ADJUSTMENT_APPROVAL_THRESHOLD + 1;

  it('waits, moves nothing, and is applied once by a different staff member; never by the requester', async () => {
    const p = await kit.player();
    const exactly = await adjust(p.username, {
      amountCentavos: ADJUSTMENT_APPROVAL_THRESHOLD,
      reason: 'Tournament prize',
      idempotencyKey: randomUUID(),
    });
    expect(exactly.json().value.state).toBe('applied');

    const body = { amountCentavos: big, reason: 'Jackpot paid by hand', idempotencyKey: randomUUID() };
    const asked = (await adjust(p.username, body)).json().value;
    expect(asked).toMatchObject({ state: 'pending', needsApproval: true, transferId: null });
    expect(await kit.balanceOf(p.memberId)).toBe(ADJUSTMENT_APPROVAL_THRESHOLD);
    expect((await adjust(p.username, body)).json().value.adjustmentId).toBe(asked.adjustmentId);

    const listed = (await kit.call('riskCompliance', 'GET', '/ops/api/adjustments')).json().value.list as { adjustmentId: string }[];
    expect(listed.map((a) => a.adjustmentId)).toContain(asked.adjustmentId);
    expect((await kit.call('cashier', 'GET', '/ops/api/adjustments')).statusCode).toBe(403);
    expect(
      (await kit.call('cashier', 'POST', `/ops/api/adjustments/${asked.adjustmentId}/approve`, { reason: 'Looks fine to me' })).statusCode,
    ).toBe(403);

    // An admin holds both permissions, and still cannot approve what they asked for.
    const own = (
      await kit.call('admin', 'POST', `/ops/api/players/${p.username}/adjustments`, { ...body, idempotencyKey: randomUUID() })
    ).json().value;
    const self = await decide(own.adjustmentId, 'approve', 'Approving my own', 'admin');
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('ADJUSTMENT_SELF_APPROVAL');
    expect((await decide(own.adjustmentId, 'reject', 'Withdrawing my own', 'admin')).json().code).toBe('ADJUSTMENT_SELF_APPROVAL');

    expect((await decide(asked.adjustmentId, 'approve', 'no')).json().code).toBe('FIELD_INVALID');
    const approved = await decide(asked.adjustmentId, 'approve', 'Checked against the game log');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().value).toMatchObject({ state: 'applied', decisionReason: 'Checked against the game log' });
    expect(approved.json().value.decidedBy).toBeTruthy();
    expect(await kit.balanceOf(p.memberId)).toBe(ADJUSTMENT_APPROVAL_THRESHOLD + big);
    // A second approval (another approver, a double click) answers the state and moves nothing.
    expect((await decide(asked.adjustmentId, 'approve', 'Also checked it', 'riskCompliance', 'second')).json().value.state).toBe('applied');
    expect(await kit.balanceOf(p.memberId)).toBe(ADJUSTMENT_APPROVAL_THRESHOLD + big);
    expect(await transfersOf(asked.adjustmentId)).toHaveLength(1);
    expect((await decide(asked.adjustmentId, 'reject', 'Too late for that')).json().code).toBe('ADJUSTMENT_DECIDED');

    const rejected = await decide(own.adjustmentId, 'reject', 'No evidence for it');
    expect(rejected.json().value).toMatchObject({ state: 'rejected', transferId: null });
    expect((await decide(own.adjustmentId, 'approve', 'Changed my mind')).json().code).toBe('ADJUSTMENT_DECIDED');
    const decided = (await kit.call('riskCompliance', 'GET', '/ops/api/adjustments?state=rejected')).json().value.list as {
      adjustmentId: string;
    }[];
    expect(decided.map((a) => a.adjustmentId)).toContain(own.adjustmentId);
    expect(await kit.ledgerSum()).toBe(0);
  });

  it('keeps a pending debit pending when the balance no longer covers it at approval', async () => {
    const p = await kit.player(big);
    const asked = (
      await adjust(p.username, { amountCentavos: -big, reason: 'Chargeback from the bank', idempotencyKey: randomUUID() })
    ).json().value;
    expect(asked.state).toBe('pending');
    await adjust(p.username, { amountCentavos: -1, reason: 'Rounding correction', idempotencyKey: randomUUID() });
    const refused = await decide(asked.adjustmentId, 'approve', 'Chargeback confirmed');
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: big - 1 } });
    const still = (await kit.call('riskCompliance', 'GET', '/ops/api/adjustments')).json().value.list as {
      adjustmentId: string;
      state: string;
    }[];
    expect(still.find((a) => a.adjustmentId === asked.adjustmentId)?.state).toBe('pending');
    expect(await kit.balanceOf(p.memberId)).toBe(big - 1);
    expect(await kit.ledgerSum()).toBe(0);
  });

  it('is audited at each step with the reason’s hash, and the transfer with the approver as its actor', async () => {
    const p = await kit.player();
    const asked = (
      await adjust(p.username, { amountCentavos: big, reason: 'Manual bonus agreed by phone', idempotencyKey: randomUUID() })
    ).json().value;
    await decide(asked.adjustmentId, 'approve', 'Agreed with the manager');
    const rows = await t.db.query<{ kind: string; actor: string; data: string }>(
      'SELECT kind, actor, data FROM audit_log WHERE member_id = $1 ORDER BY id',
      [p.memberId],
    );
    const approver = `staff:${(await kit.as('riskCompliance')).staffId}`;
    expect(rows.map((r) => [r.kind, r.actor])).toEqual([
      ['adjustment.requested', `staff:${(await kit.as('cashier')).staffId}`],
      ['money.transfer', approver],
      ['adjustment.approved', approver],
    ]);
    expect(JSON.parse(rows[0]!.data)).toMatchObject({
      subject: 'adjustment',
      subjectId: Number(asked.adjustmentId.slice(1)),
      state: 'pending',
    });
    expect(rows.map((r) => r.data).join()).not.toContain('Agreed');
  });
});
