import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { appendAudit } from '../audit/log';

export interface OperatorRow {
  id: number;
  name: string;
}

/** A staff member of the console deciding on a queue (an operator of the key API has no kind). */
export interface StaffDecider {
  kind: 'staff';
  id: number;
  name: string;
}

/** Who decides on a deposit, a withdrawal or a KYC case: an operator of the key API, or a staff member of the console. */
export type DecidedBy = OperatorRow | StaffDecider;

/** The decider's column in operator_decisions (and its audit actor). */
export const deciderOf = (by: DecidedBy): { operatorId: number } | { staffId: number } =>
  'kind' in by ? { staffId: by.id } : { operatorId: by.id };

/** Adds an operator, or gives an existing one this key (the sandbox's key file after a reset). */
export async function upsertOperator(db: Queryable, name: string, keyHash: string): Promise<void> {
  await db.query(`INSERT INTO operators (name, key_hash) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET key_hash = EXCLUDED.key_hash`, [
    name,
    keyHash,
  ]);
}

export async function findOperatorByKeyHash(db: Queryable, keyHash: string): Promise<OperatorRow | null> {
  const rows = await db.query<{ id: number; name: string }>('SELECT id, name FROM operators WHERE key_hash = $1', [keyHash]);
  return rows[0] ? { id: Number(rows[0].id), name: rows[0].name } : null;
}

export async function recordDecision(
  db: Queryable,
  d: ({ operatorId: number } | { staffId: number }) & {
    subject: 'deposit' | 'withdrawal' | 'kyc' | 'promotion';
    subjectId: number;
    /** hold: KYC submissions and withdrawals (on hold for a second look). */
    decision: 'approve' | 'reject' | 'hold';
    reason: string | null;
    /** The player the decision is about, for the audit log's per-player view (optional). */
    memberId?: number;
  },
): Promise<void> {
  const operatorId = 'operatorId' in d ? d.operatorId : null;
  const staffId = 'staffId' in d ? d.staffId : null;
  await db.query(
    `INSERT INTO operator_decisions (operator_id, staff_id, subject, subject_id, decision, reason) VALUES ($1, $2, $3, $4, $5, $6)`,
    [operatorId, staffId, d.subject, d.subjectId, d.decision, d.reason],
  );
  // The reason is free text the operator typed (it may name someone): the audit log keeps its hash, which proves it unchanged.
  await appendAudit(db, {
    kind: 'operator.decision',
    memberId: d.memberId ?? null,
    actor: operatorId === null ? `staff:${staffId}` : `operator:${operatorId}`,
    data: {
      subject: d.subject,
      subjectId: d.subjectId,
      decision: d.decision,
      reasonSha256: d.reason === null ? null : createHash('sha256').update(d.reason).digest('hex'),
    },
  });
}

export interface DecisionRow {
  operator: string;
  decision: 'approve' | 'reject' | 'hold';
  reason: string | null;
  decidedAt: Date;
}

export async function decisionsOn(db: Queryable, subject: 'deposit' | 'withdrawal', subjectId: number): Promise<DecisionRow[]> {
  // A staff member is named `staff:<username>`, apart from the key API's operators.
  const rows = await db.query<{ name: string; decision: DecisionRow['decision']; reason: string | null; decided_at: Date }>(
    `SELECT COALESCE(o.name, 'staff:' || s.username) AS name, d.decision, d.reason, d.decided_at FROM operator_decisions d
       LEFT JOIN operators o ON o.id = d.operator_id LEFT JOIN staff_accounts s ON s.id = d.staff_id
      WHERE d.subject = $1 AND d.subject_id = $2 ORDER BY d.id`,
    [subject, subjectId],
  );
  return rows.map((r) => ({ operator: r.name, decision: r.decision, reason: r.reason, decidedAt: new Date(r.decided_at) }));
}

export async function usernamesOf(db: Queryable, memberIds: number[]): Promise<Map<number, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db.query<{ id: number; username: string }>('SELECT id, username FROM members WHERE id = ANY($1::bigint[])', [
    memberIds,
  ]);
  return new Map(rows.map((r) => [Number(r.id), r.username]));
}
