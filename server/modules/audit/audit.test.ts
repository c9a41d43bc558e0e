import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../db/types';
import { ensurePlayerAccount, ensureSystemAccount, transfer } from '../../ledger/ledger';
import { insertMember } from '../member/repository';
import { recordDecision } from '../operator/repository';
import { openTestDb, TEST_DIALECT } from '../../test/harness';
import { GENESIS_HASH } from './chain';
import { appendAudit, auditRecord } from './log';
import { sealAudit } from './seal';
import { checkAuditChain, verifyAudit } from './verify';

let db: Db;
let gateway: number;
let memberSeq = 0;

beforeAll(async () => {
  db = await openTestDb();
  await db.query(`INSERT INTO merchants (code, name, currency, currency_symbol) VALUES ('m1', 'M', 'PHP', '₱')`);
  gateway = await ensureSystemAccount(db, 'gateway', 'PHP');
});
afterAll(() => db.close());

interface Row {
  id: number;
  seq: number | null;
  hash: string | null;
  kind: string;
  member_id: number | null;
  actor: string;
  data: string;
}

async function rows(where = 'true', params: unknown[] = []): Promise<Row[]> {
  const found = await db.query<Row>(`SELECT id, seq, hash, kind, member_id, actor, data FROM audit_log WHERE ${where} ORDER BY id`, params);
  return found.map((r) => ({
    ...r,
    id: Number(r.id),
    seq: r.seq === null ? null : Number(r.seq),
    member_id: r.member_id === null ? null : Number(r.member_id),
  }));
}

async function newPlayer(): Promise<{ memberId: number; account: number }> {
  const member = await insertMember(db, { merchantCode: 'm1', username: `a${++memberSeq}`, passwordHash: null, nickname: null, type: 0 });
  return { memberId: member!.id, account: await ensurePlayerAccount(db, member!.id, 'PHP') };
}

/** What a superuser (or an attacker with the owner's rights) can do: switch the append-only trigger off for one change. */
async function behindTheTriggersBack(sql: string, params: unknown[] = []): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only');
    await tx.query('ALTER TABLE audit_chain_head DISABLE TRIGGER audit_chain_head_forward');
    await tx.query(sql, params);
    await tx.query('ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only');
    await tx.query('ALTER TABLE audit_chain_head ENABLE TRIGGER audit_chain_head_forward');
  });
}

async function refused(run: (tx: Queryable) => Promise<unknown>): Promise<string | undefined> {
  try {
    await db.transaction(run);
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

describe('the audit log', () => {
  it('starts empty and intact', async () => {
    expect(await verifyAudit(db)).toEqual({ intact: true, sealed: 0, unsealed: 0, head: { seq: 0, hash: GENESIS_HASH }, broken: null });
  });

  it('writes one row per money movement in the transfer’s own transaction, none for a replay or a rolled-back one', async () => {
    const p = await newPlayer();
    const before = (await rows()).length;
    const moved = await transfer(db, {
      idempotencyKey: 'audit-dep-1',
      kind: 'deposit',
      fromAccountId: gateway,
      toAccountId: p.account,
      amount: 25_000,
      currency: 'PHP',
      metadata: { depositId: 7 },
      actor: 'provider:paymongo',
    });
    await transfer(db, {
      idempotencyKey: 'audit-dep-1',
      kind: 'deposit',
      fromAccountId: gateway,
      toAccountId: p.account,
      amount: 25_000,
      currency: 'PHP',
    });
    // An overdraft rolls back the whole transaction, its audit row with it.
    await expect(
      transfer(db, {
        idempotencyKey: 'audit-bet-1',
        kind: 'bet',
        fromAccountId: p.account,
        toAccountId: gateway,
        amount: 99_999,
        currency: 'PHP',
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const added = (await rows()).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ kind: 'money.transfer', member_id: p.memberId, actor: 'provider:paymongo', seq: null, hash: null });
    expect(JSON.parse(added[0]!.data)).toEqual({
      type: 'deposit',
      key: 'audit-dep-1',
      from: gateway,
      to: p.account,
      amount: 25_000,
      currency: 'PHP',
      metadata: { depositId: 7 },
    });
    // The key names the transfer; its id and the balances after it are the ledger's.
    const lines = await db.query<{ transfer_id: number; account_id: number; balance_after: number }>(
      `SELECT e.transfer_id, e.account_id, e.balance_after FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
        WHERE t.idempotency_key = 'audit-dep-1' ORDER BY e.account_id`,
    );
    expect(lines.map((l) => [Number(l.transfer_id), Number(l.account_id), Number(l.balance_after)])).toEqual(
      [
        [moved.transferId, gateway, moved.balances[gateway]],
        [moved.transferId, p.account, 25_000],
      ].sort((a, b) => a[1]! - b[1]!),
    );
  });

  it('records an operator’s decision with a hash of the reason, not its text', async () => {
    const [op] = await db.query<{ id: number }>(`INSERT INTO operators (name, key_hash) VALUES ('audit-op', 'k') RETURNING id`);
    await db.transaction((tx) =>
      recordDecision(tx, {
        operatorId: Number(op!.id),
        subject: 'withdrawal',
        subjectId: 12,
        decision: 'reject',
        reason: 'Name on account is Juan',
        memberId: 5,
      }),
    );
    const [row] = await rows(`kind = 'operator.decision'`);
    expect(row).toMatchObject({ actor: `operator:${op!.id}`, member_id: 5 });
    expect(row!.data).not.toContain('Juan');
    expect(JSON.parse(row!.data)).toMatchObject({
      subject: 'withdrawal',
      subjectId: 12,
      decision: 'reject',
      reasonSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('keeps personal data and malformed entries out before anything is written', () => {
    expect(() => auditRecord({ kind: 'account.changed', actor: 'member:1', data: { email: 'a@b.c' } })).toThrow(/personal data/);
    expect(() => auditRecord({ kind: 'account.changed', actor: 'member:1', data: { card: { accountNumber: '123' } } })).toThrow(
      /personal data/,
    );
    expect(() => auditRecord({ kind: 'Account Changed', actor: 'member:1', data: {} })).toThrow(TypeError);
    expect(() => auditRecord({ kind: 'account.changed', actor: 'juan dela cruz', data: {} })).toThrow(TypeError);
    expect(() => auditRecord({ kind: 'x', actor: 'system', data: { n: Number.NaN } })).toThrow(TypeError);
    // Canonical: the same facts give the same text whatever order they were built in.
    expect(auditRecord({ kind: 'x', actor: 'system', data: { b: 1, a: { d: [1, 'x'], c: null } } }).data).toBe(
      '{"a":{"c":null,"d":[1,"x"]},"b":1}',
    );
  });

  it('seals rows in order into a chain that verifies, and the head moves with it', async () => {
    await appendAudit(db, { kind: 'test.fact', actor: 'system', data: { n: 1 } });
    const verdict = await verifyAudit(db);
    const all = await rows();
    expect(verdict).toMatchObject({ intact: true, unsealed: 0, broken: null, head: { seq: all.length } });
    expect(verdict.sealed).toBe(all.length);
    expect(all.map((r) => r.seq)).toEqual(all.map((_, i) => i + 1));
    expect(verdict.head.hash).toBe(all.at(-1)!.hash);
    // Sealing again finds nothing to do; new rows continue the chain.
    expect(await sealAudit(db)).toBe(0);
    await appendAudit(db, { kind: 'test.fact', actor: 'system', data: { n: 2 } });
    expect(await verifyAudit(db)).toMatchObject({ intact: true, sealed: 1, head: { seq: all.length + 1 } });
  });

  it('refuses to delete, truncate or change a row, and to seal a sealed row again, whoever asks', async () => {
    const [first] = await rows('seq = 1');
    expect(await refused((tx) => tx.query(`UPDATE audit_log SET data = '{}' WHERE id = $1`, [first!.id]))).toBe('42501');
    expect(await refused((tx) => tx.query('UPDATE audit_log SET seq = 99, hash = $2 WHERE id = $1', [first!.id, 'f'.repeat(64)]))).toBe(
      '42501',
    );
    expect(await refused((tx) => tx.query('DELETE FROM audit_log WHERE id = $1', [first!.id]))).toBe('42501');
    expect(await refused((tx) => tx.query('TRUNCATE audit_log'))).toBe('42501');
    expect(await refused((tx) => tx.query('UPDATE audit_chain_head SET seq = 0'))).toBe('42501');
    expect(await refused((tx) => tx.query('DELETE FROM audit_chain_head'))).toBe('42501');
    // An unsealed row cannot be edited either: only seq and hash may be set, once.
    await appendAudit(db, { kind: 'test.fact', actor: 'system', data: { n: 3 } });
    const [waiting] = await rows('seq IS NULL');
    expect(
      await refused((tx) =>
        tx.query(`UPDATE audit_log SET data = '{}', seq = 1000, hash = $2 WHERE id = $1`, [waiting!.id, 'a'.repeat(64)]),
      ),
    ).toBe('42501');
    expect(await verifyAudit(db)).toMatchObject({ intact: true, sealed: 1 });
  });

  describe('finds the first broken position when someone works behind the trigger’s back', () => {
    it('a row’s data changed', async () => {
      const [row] = await rows('seq = 2');
      await behindTheTriggersBack('UPDATE audit_log SET data = $2 WHERE id = $1', [row!.id, row!.data.replace('}', ',"amount":1}')]);
      expect(await checkAuditChain(db)).toMatchObject({ intact: false, broken: { seq: 2, problem: 'altered' } });
      await behindTheTriggersBack('UPDATE audit_log SET data = $2 WHERE id = $1', [row!.id, row!.data]);
      expect(await checkAuditChain(db)).toMatchObject({ intact: true });
    });

    it('a row’s time moved by a microsecond, or its actor changed', async () => {
      await behindTheTriggersBack(`UPDATE audit_log SET created_at = created_at + interval '1 microsecond' WHERE seq = 3`);
      expect(await checkAuditChain(db)).toMatchObject({ broken: { seq: 3, problem: 'altered' } });
      await behindTheTriggersBack(`UPDATE audit_log SET created_at = created_at - interval '1 microsecond' WHERE seq = 3`);
      await behindTheTriggersBack(`UPDATE audit_log SET actor = 'system' WHERE seq = 1`);
      expect(await checkAuditChain(db)).toMatchObject({ broken: { seq: 1 } });
      await behindTheTriggersBack(`UPDATE audit_log SET actor = $1 WHERE seq = 1`, [
        (await rows('seq = 1'))[0]!.actor === 'system' ? 'provider:paymongo' : 'system',
      ]);
      expect(await checkAuditChain(db)).toMatchObject({ intact: true });
    });

    it('a hash changed', async () => {
      const [row] = await rows('seq = 2');
      await behindTheTriggersBack('UPDATE audit_log SET hash = $2 WHERE id = $1', [row!.id, 'e'.repeat(64)]);
      expect(await checkAuditChain(db)).toMatchObject({ broken: { seq: 2, problem: 'altered' } });
      await behindTheTriggersBack('UPDATE audit_log SET hash = $2 WHERE id = $1', [row!.id, row!.hash]);
      expect(await checkAuditChain(db)).toMatchObject({ intact: true });
    });

    it('two rows swapped positions', async () => {
      const [a, b] = await rows('seq IN (2, 3)');
      await behindTheTriggersBack('UPDATE audit_log SET seq = -seq WHERE id IN ($1, $2)', [a!.id, b!.id]);
      await behindTheTriggersBack('UPDATE audit_log SET seq = $2, hash = $3 WHERE id = $1', [a!.id, b!.seq, b!.hash]);
      await behindTheTriggersBack('UPDATE audit_log SET seq = $2, hash = $3 WHERE id = $1', [b!.id, a!.seq, a!.hash]);
      expect(await checkAuditChain(db)).toMatchObject({ broken: { seq: 2, problem: 'altered' } });
      await behindTheTriggersBack('UPDATE audit_log SET seq = -seq WHERE id IN ($1, $2)', [a!.id, b!.id]);
      await behindTheTriggersBack('UPDATE audit_log SET seq = $2, hash = $3 WHERE id = $1', [a!.id, a!.seq, a!.hash]);
      await behindTheTriggersBack('UPDATE audit_log SET seq = $2, hash = $3 WHERE id = $1', [b!.id, b!.seq, b!.hash]);
      expect(await checkAuditChain(db)).toMatchObject({ intact: true });
    });

    it('a row deleted, in the middle or at the end', async () => {
      const all = await rows('seq IS NOT NULL');
      const copy = `INSERT INTO audit_log SELECT * FROM audit_log_copy WHERE id = $1`;
      await db.query('CREATE TEMP TABLE audit_log_copy AS SELECT * FROM audit_log');
      for (const victim of [all[2]!, all.at(-1)!]) {
        await behindTheTriggersBack('DELETE FROM audit_log WHERE id = $1', [victim.id]);
        expect(await checkAuditChain(db)).toMatchObject({ intact: false, broken: { seq: victim.seq, problem: 'missing' } });
        await db.query(copy, [victim.id]);
        expect(await checkAuditChain(db)).toMatchObject({ intact: true });
      }
    });

    it('the chain rewritten from a row on: the head and an anchor written down earlier tell', async () => {
      const { head } = await checkAuditChain(db);
      // The last row's hash "recomputed" by the attacker but the head left alone.
      await behindTheTriggersBack('UPDATE audit_log SET hash = $2 WHERE seq = $1', [head.seq, 'c'.repeat(64)]);
      expect(await checkAuditChain(db)).toMatchObject({ broken: { seq: head.seq, problem: 'altered' } });
      await behindTheTriggersBack('UPDATE audit_log SET hash = $2 WHERE seq = $1', [head.seq, head.hash]);
      // The head moved back to hide the last row.
      await behindTheTriggersBack('UPDATE audit_chain_head SET seq = $1', [head.seq - 1]);
      expect(await checkAuditChain(db)).toMatchObject({ broken: { seq: head.seq, problem: 'head' } });
      await behindTheTriggersBack('UPDATE audit_chain_head SET seq = $1', [head.seq]);
      // An anchor kept elsewhere: intact when it matches, broken when the chain no longer holds it.
      expect(await checkAuditChain(db, head)).toMatchObject({ intact: true });
      expect(await checkAuditChain(db, { seq: head.seq, hash: 'd'.repeat(64) })).toMatchObject({
        broken: { seq: head.seq, problem: 'anchor' },
      });
      expect(await checkAuditChain(db, { seq: head.seq + 5, hash: head.hash })).toMatchObject({
        broken: { seq: head.seq + 5, problem: 'anchor' },
      });
    });
  });

  it('seals concurrent appends exactly once, with concurrent sealers, in commit order', async () => {
    const before = await verifyAudit(db);
    const players = await Promise.all(Array.from({ length: 4 }, () => newPlayer()));
    const writers = Array.from({ length: 40 }, (_, i) =>
      transfer(db, {
        idempotencyKey: `audit-par-${i}`,
        kind: 'deposit',
        fromAccountId: gateway,
        toAccountId: players[i % 4]!.account,
        amount: 100 + i,
        currency: 'PHP',
      }),
    );
    const sealers = Array.from({ length: 4 }, () => sealAudit(db, 7));
    const sealedDuring = (await Promise.all([...writers, ...sealers])).slice(writers.length) as number[];
    const after = await verifyAudit(db);
    expect(after).toMatchObject({ intact: true, unsealed: 0, head: { seq: before.head.seq + 40 } });
    expect(sealedDuring.reduce((a, b) => a + b, 0) + after.sealed).toBe(40);
    const sealed = await rows('seq IS NOT NULL');
    expect(new Set(sealed.map((r) => r.seq)).size).toBe(sealed.length);
    expect(Math.max(...sealed.map((r) => r.seq!))).toBe(sealed.length);
  });

  it.runIf(TEST_DIALECT === 'postgres')('seals a transaction that commits late after the rows that committed before it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const late = db.transaction(async (tx) => {
      await appendAudit(tx, { kind: 'test.late', actor: 'system', data: {} });
      written();
      await held;
    });
    await wrote;
    await appendAudit(db, { kind: 'test.early', actor: 'system', data: {} });
    await sealAudit(db);
    release();
    await late;
    await sealAudit(db);
    const [lateRow] = await rows(`kind = 'test.late'`);
    const [earlyRow] = await rows(`kind = 'test.early'`);
    expect(lateRow!.id).toBeLessThan(earlyRow!.id);
    expect(lateRow!.seq).toBe(earlyRow!.seq! + 1);
    expect(await checkAuditChain(db)).toMatchObject({ intact: true });
  });
});
