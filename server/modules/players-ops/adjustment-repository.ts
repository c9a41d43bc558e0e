import type { AdjustmentState } from '../../../contracts/players-ops';
import type { Queryable } from '../../db/types';

export interface AdjustmentDbRow {
  id: number;
  memberId: number;
  username: string;
  amount: number;
  currency: string;
  reason: string;
  idempotencyKey: string;
  needsApproval: boolean;
  state: AdjustmentState;
  requestedBy: number;
  requestedByName: string;
  requestedAt: Date;
  decidedBy: number | null;
  decidedByName: string | null;
  decidedAt: Date | null;
  decisionReason: string | null;
  transferId: number | null;
}

const SELECT = `SELECT a.id, a.member_id, m.username, a.amount, a.currency, a.reason, a.idempotency_key, a.needs_approval, a.state,
                       a.requested_by, r.username AS requested_by_name, a.requested_at, a.decided_by, d.username AS decided_by_name,
                       a.decided_at, a.decision_reason, a.transfer_id
                  FROM balance_adjustments a
                  JOIN members m ON m.id = a.member_id
                  JOIN staff_accounts r ON r.id = a.requested_by
                  LEFT JOIN staff_accounts d ON d.id = a.decided_by`;

function rowOf(r: Record<string, unknown>): AdjustmentDbRow {
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return {
    id: Number(r.id),
    memberId: Number(r.member_id),
    username: r.username as string,
    amount: Number(r.amount),
    currency: r.currency as string,
    reason: r.reason as string,
    idempotencyKey: r.idempotency_key as string,
    needsApproval: Boolean(r.needs_approval),
    state: r.state as AdjustmentState,
    requestedBy: Number(r.requested_by),
    requestedByName: r.requested_by_name as string,
    requestedAt: new Date(r.requested_at as string),
    decidedBy: r.decided_by === null ? null : Number(r.decided_by),
    decidedByName: (r.decided_by_name as string | null) ?? null,
    decidedAt: date(r.decided_at),
    decisionReason: (r.decision_reason as string | null) ?? null,
    transferId: r.transfer_id === null ? null : Number(r.transfer_id),
  };
}

/** A new adjustment; null when its idempotency key was used already (the unique index decides, racing requests included). */
export async function insertAdjustment(
  tx: Queryable,
  a: {
    memberId: number;
    amount: number;
    currency: string;
    reason: string;
    idempotencyKey: string;
    needsApproval: boolean;
    requestedBy: number;
  },
): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO balance_adjustments (member_id, amount, currency, reason, idempotency_key, needs_approval, state, requested_by)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [a.memberId, a.amount, a.currency, a.reason, a.idempotencyKey, a.needsApproval, a.requestedBy],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function findAdjustment(db: Queryable, id: number): Promise<AdjustmentDbRow | null> {
  const rows = await db.query<Record<string, unknown>>(`${SELECT} WHERE a.id = $1`, [id]);
  return rows[0] ? rowOf(rows[0]) : null;
}

export async function findAdjustmentByKey(db: Queryable, idempotencyKey: string): Promise<AdjustmentDbRow | null> {
  const rows = await db.query<Record<string, unknown>>(`${SELECT} WHERE a.idempotency_key = $1`, [idempotencyKey]);
  return rows[0] ? rowOf(rows[0]) : null;
}

/** The adjustment's state, its row locked until the transaction ends: two approvers decide one after the other. */
export async function lockAdjustment(tx: Queryable, id: number): Promise<{ state: AdjustmentState; requestedBy: number } | null> {
  const rows = await tx.query<{ state: AdjustmentState; requested_by: number }>(
    'SELECT state, requested_by FROM balance_adjustments WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ? { state: rows[0].state, requestedBy: Number(rows[0].requested_by) } : null;
}

/** `decidedBy` null: applied at once, below the threshold. */
export async function markApplied(
  tx: Queryable,
  id: number,
  transferId: number,
  decision: { by: number; reason: string } | null,
): Promise<void> {
  await tx.query(
    `UPDATE balance_adjustments SET state = 'applied', transfer_id = $2, decided_by = $3, decision_reason = $4,
            decided_at = CASE WHEN $3::bigint IS NULL THEN NULL ELSE now() END
      WHERE id = $1`,
    [id, transferId, decision?.by ?? null, decision?.reason ?? null],
  );
}

export async function markRejected(tx: Queryable, id: number, by: number, reason: string): Promise<void> {
  await tx.query(
    `UPDATE balance_adjustments SET state = 'rejected', decided_by = $2, decision_reason = $3, decided_at = now() WHERE id = $1`,
    [id, by, reason],
  );
}

/** Adjustments in one state from after the cursor's id: pending ones oldest first, decided ones newest first. */
export async function listAdjustments(
  db: Queryable,
  state: AdjustmentState,
  afterId: number | null,
  limit: number,
): Promise<AdjustmentDbRow[]> {
  const [op, dir] = state === 'pending' ? ['>', 'ASC'] : ['<', 'DESC'];
  const rows = await db.query<Record<string, unknown>>(
    `${SELECT} WHERE a.state = $1 AND ($2::bigint IS NULL OR a.id ${op} $2::bigint) ORDER BY a.id ${dir} LIMIT $3`,
    [state, afterId, limit],
  );
  return rows.map(rowOf);
}

/** The reasons given on these adjustments (the request's and the decision's), for the audit trail. */
export async function adjustmentReasons(db: Queryable, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ reason: string; decision_reason: string | null }>(
    'SELECT reason, decision_reason FROM balance_adjustments WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return rows.flatMap((r) => (r.decision_reason ? [r.reason, r.decision_reason] : [r.reason]));
}
