import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADJUSTMENT_APPROVAL_THRESHOLD } from '../../../contracts/players-ops';
import { useTestApp } from '../../test/harness';
import { sealAudit } from '../audit/seal';
import { playersOpsKit } from '../../test/players-ops';

/** The audit trail of a player or a case: who, when, what, the reason beside its hash, and each entry's links in the chain. */
const t = useTestApp();
const kit = playersOpsKit(t);

interface Entry {
  kind: string;
  actorKind: string;
  actorName: string | null;
  reason: string | null;
  chain: string;
  data: Record<string, unknown>;
}
const trail = async (query: string) => {
  const res = await kit.call('riskCompliance', 'GET', `/ops/api/audit?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().value as { list: Entry[]; nextCursor: string | null };
};

describe('the audit trail', () => {
  it('shows a player’s entries newest first with the staff member, the reason and the chain’s verdict', async () => {
    const p = await kit.player(20_000);
    const cashier = await kit.as('cashier');
    await kit.call('riskCompliance', 'POST', `/ops/api/players/${p.username}/limits`, {
      kind: 'loss',
      period: 'week',
      amount: 300_000,
      reason: 'Losses rising fast',
    });
    const adjusted = await kit.call('cashier', 'POST', `/ops/api/players/${p.username}/adjustments`, {
      amountCentavos: 2_500,
      reason: 'Goodwill for a stuck game',
      idempotencyKey: randomUUID(),
    });
    const adjustmentId = adjusted.json().value.adjustmentId as string;

    const unsealed = await trail(`player=${p.username}`);
    expect(unsealed.list.map((e) => e.kind)).toEqual([
      'adjustment.requested',
      'money.transfer',
      'protection.operator_limit_set',
      'money.transfer',
    ]);
    expect(new Set(unsealed.list.map((e) => e.chain))).toEqual(new Set(['unsealed']));

    await sealAudit(t.db);
    const { list } = await trail(`player=${p.username}`);
    expect(list.every((e) => e.chain === 'verified')).toBe(true);
    const names = (await t.db.query<{ username: string }>('SELECT username FROM staff_accounts WHERE id = $1', [cashier.staffId]))[0]!;
    expect(list[0]).toMatchObject({
      kind: 'adjustment.requested',
      actorKind: 'staff',
      actorName: names.username,
      reason: 'Goodwill for a stuck game',
    });
    expect(list[2]).toMatchObject({ kind: 'protection.operator_limit_set', actorKind: 'staff', reason: 'Losses rising fast' });
    expect(list[3]).toMatchObject({ kind: 'money.transfer', actorKind: 'system', actorName: null, reason: null });

    const page = await trail(`player=${p.username}&limit=3`);
    expect(page.list).toHaveLength(3);
    const rest = await trail(`player=${p.username}&limit=3&cursor=${page.nextCursor}`);
    expect(rest.list.map((e) => e.kind)).toEqual(['money.transfer']);
    expect(rest.nextCursor).toBeNull();

    const ofCase = await trail(`case=adjustment:${adjustmentId}`);
    expect(ofCase.list.map((e) => e.kind)).toEqual(['adjustment.requested', 'money.transfer']);
  });

  it('follows a case from request to approval, with both reasons', async () => {
    const p = await kit.player();
    const asked = await kit.call('cashier', 'POST', `/ops/api/players/${p.username}/adjustments`, {
      amountCentavos: ADJUSTMENT_APPROVAL_THRESHOLD + 50_000,
      reason: 'Manual jackpot payout',
      idempotencyKey: randomUUID(),
    });
    const id = asked.json().value.adjustmentId as string;
    await kit.call('admin', 'POST', `/ops/api/adjustments/${id}/approve`, { reason: 'Jackpot verified in the vendor report' });
    await sealAudit(t.db);
    const { list } = await trail(`case=adjustment:${id}`);
    expect(list.map((e) => [e.kind, e.reason])).toEqual([
      ['adjustment.approved', 'Jackpot verified in the vendor report'],
      ['money.transfer', null],
      ['adjustment.requested', 'Manual jackpot payout'],
    ]);
    expect(list.every((e) => e.chain === 'verified')).toBe(true);
  });

  it('shows a queue decision on a deposit with its reason', async () => {
    const p = await kit.player();
    const rows = await t.db.query<{ id: number }>(
      `INSERT INTO deposits (member_id, channel_id, bank_type, bank_code, channel_name, flow, amount, currency, status, reference)
       SELECT $1, channel_id, bank_type, bank_code, channel_name, flow, 40000, 'PHP', 'reviewing', $2
         FROM deposit_channels WHERE flow = 'manual' ORDER BY channel_id LIMIT 1 RETURNING id`,
      [p.memberId, `AT${p.memberId}`],
    );
    const depositId = `D${rows[0]!.id}`;
    const rejected = await kit.call('cashier', 'POST', `/ops/api/queues/deposits/${depositId}/reject`, { reason: 'No transfer arrived' });
    expect(rejected.statusCode).toBe(200);
    const { list } = await trail(`case=deposit:${depositId}`);
    expect(list).toEqual([expect.objectContaining({ kind: 'operator.decision', actorKind: 'staff', reason: 'No transfer arrived' })]);
    expect(list[0]!.data).toMatchObject({ subject: 'deposit', decision: 'reject' });
  });

  // Last: it breaks the chain for good (in this file's database).
  it('marks an entry changed after it was sealed as broken, with the entry before it (whose link to it no longer holds)', async () => {
    const p = await kit.player(1_000);
    await kit.call('cashier', 'POST', `/ops/api/players/${p.username}/adjustments`, {
      amountCentavos: 700,
      reason: 'Goodwill for a slow payout',
      idempotencyKey: randomUUID(),
    });
    await sealAudit(t.db);
    // What a superuser could do: switch the append-only trigger off for one change.
    await t.db.transaction(async (tx) => {
      await tx.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only');
      await tx.query(`UPDATE audit_log SET data = replace(data, '"amount":700', '"amount":70000') WHERE member_id = $1 AND kind = $2`, [
        p.memberId,
        'adjustment.requested',
      ]);
      await tx.query('ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only');
    });
    const { list } = await trail(`player=${p.username}`);
    expect(list.map((e) => [e.kind, e.chain])).toEqual([
      ['adjustment.requested', 'broken'],
      // Written in the same transaction, so its neighbour in the chain.
      ['money.transfer', 'broken'],
      ['money.transfer', 'verified'],
    ]);
  });

  it('asks for exactly one of player or case, and knows no unknown case', async () => {
    expect((await kit.call('riskCompliance', 'GET', '/ops/api/audit')).json().code).toBe('INVALID_INPUT');
    expect((await kit.call('riskCompliance', 'GET', '/ops/api/audit?case=deposit:D999999999')).statusCode).toBe(404);
    expect((await kit.call('riskCompliance', 'GET', '/ops/api/audit?case=bet:B1')).json().code).toBe('INVALID_INPUT');
    expect((await kit.call('supportAgent', 'GET', '/ops/api/audit?player=anyone')).statusCode).toBe(403);
  });
});
