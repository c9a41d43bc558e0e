import type { AuditCaseKind } from '../../../contracts/players-ops';
import type { Queryable } from '../../db/types';
import { AUDIT_COLUMNS, type StoredRow } from '../audit/repository';

export interface TrailRow extends StoredRow {
  seq: number | string | null;
  hash: string | null;
}

/** Each case's table, and the data key its other entries (a transfer's metadata, a KYC step) name it by. */
const CASES: Record<AuditCaseKind, { table: string; key: string }> = {
  deposit: { table: 'deposits', key: 'depositId' },
  withdrawal: { table: 'withdrawals', key: 'withdrawalId' },
  kyc: { table: 'kyc_submissions', key: 'submissionId' },
  adjustment: { table: 'balance_adjustments', key: 'adjustmentId' },
};

/** The player a case is about, or null when there is no such case. */
export async function caseMember(db: Queryable, kind: AuditCaseKind, id: number): Promise<number | null> {
  const rows = await db.query<{ member_id: number }>(`SELECT member_id FROM ${CASES[kind].table} WHERE id = $1`, [id]);
  return rows[0] ? Number(rows[0].member_id) : null;
}

/**
 * A player's audit entries, newest first, before the cursor's entry id (read from the log's
 * (member, id) index); with a case, only the entries about it: a decision on it (subject and
 * subjectId), a transfer of it (metadata.<key>), or a step of it (<key>).
 */
export async function trailPage(
  db: Queryable,
  memberId: number,
  of: { kind: AuditCaseKind; id: number } | null,
  beforeId: number | null,
  limit: number,
): Promise<TrailRow[]> {
  const params: unknown[] = [memberId, beforeId, limit];
  let about = '';
  if (of) {
    params.push(of.kind, String(of.id), CASES[of.kind].key);
    about = `AND ((j.d->>'subject' = $4 AND j.d->>'subjectId' = $5) OR j.d->>$6 = $5 OR j.d->'metadata'->>$6 = $5)`;
  }
  return db.query<TrailRow>(
    `SELECT seq, hash, ${AUDIT_COLUMNS} FROM audit_log CROSS JOIN LATERAL (SELECT data::jsonb AS d) j
      WHERE member_id = $1 AND ($2::bigint IS NULL OR id < $2::bigint) ${about}
      ORDER BY id DESC LIMIT $3`,
    params,
  );
}

/** Names by id for the actors of a page: staff members', operators' and players'. */
export async function actorNames(db: Queryable, ids: { staff: number[]; operator: number[]; member: number[] }) {
  const named = async (sql: string, list: number[]) =>
    list.length === 0
      ? new Map<number, string>()
      : new Map((await db.query<{ id: number; name: string }>(sql, [list])).map((r) => [Number(r.id), r.name]));
  return {
    staff: await named('SELECT id, username AS name FROM staff_accounts WHERE id = ANY($1::bigint[])', ids.staff),
    operator: await named('SELECT id, name FROM operators WHERE id = ANY($1::bigint[])', ids.operator),
    member: await named('SELECT id, username AS name FROM members WHERE id = ANY($1::bigint[])', ids.member),
  };
}

/** The reasons recorded with decisions on these cases (deposits, withdrawals, KYC cases, promotion applications). */
export async function decisionReasons(db: Queryable, cases: { subject: string; subjectId: number }[]): Promise<string[]> {
  if (cases.length === 0) return [];
  const rows = await db.query<{ reason: string }>(
    `SELECT d.reason FROM operator_decisions d
       JOIN unnest($1::text[], $2::bigint[]) AS c(subject, subject_id) ON c.subject = d.subject AND c.subject_id = d.subject_id
      WHERE d.reason IS NOT NULL`,
    [cases.map((c) => c.subject), cases.map((c) => c.subjectId)],
  );
  return rows.map((r) => r.reason);
}

/** The reasons staff gave for these actions on players. */
export async function actionReasons(db: Queryable, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ reason: string }>('SELECT reason FROM staff_player_actions WHERE id = ANY($1::bigint[])', [ids]);
  return rows.map((r) => r.reason);
}
