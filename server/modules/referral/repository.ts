import type { Queryable } from '../../db/types';

/** The member's own invitation code, if they have one yet. */
export async function findMemberCode(db: Queryable, memberId: number): Promise<string | null> {
  const rows = await db.query<{ code: string }>('SELECT code FROM affiliates WHERE member_id = $1', [memberId]);
  return rows[0]?.code ?? null;
}

/**
 * Gives the member `code`, unless they already have one or the code is taken in any letter case
 * (registration matches codes without regard to case). The caller reads the code back either way.
 */
export async function insertMemberCode(
  db: Queryable,
  m: { merchantCode: string; memberId: number; code: string; name: string },
): Promise<void> {
  await db.query(
    `INSERT INTO affiliates (merchant_code, code, name, member_id)
     SELECT $1, $2, $3, $4
      WHERE NOT EXISTS (SELECT 1 FROM affiliates WHERE merchant_code = $1 AND upper(code) = upper($2))
     ON CONFLICT DO NOTHING`,
    [m.merchantCode, m.code, m.name, m.memberId],
  );
}

export interface InvitedRow {
  username: string;
  created_at: Date;
}

/** The players who registered with `code`, newest first. */
export async function listInvited(
  db: Queryable,
  f: { merchantCode: string; code: string; pageNo: number; pageSize: number },
): Promise<{ rows: InvitedRow[]; totalCount: number }> {
  const where = 'merchant_code = $1 AND affiliate_code IS NOT NULL AND upper(affiliate_code) = upper($2)';
  const rows = await db.query<InvitedRow>(
    `SELECT username, created_at FROM members WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [f.merchantCode, f.code, f.pageSize, (f.pageNo - 1) * f.pageSize],
  );
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM members WHERE ${where}`, [f.merchantCode, f.code]);
  return { rows, totalCount: Number(count?.n ?? 0) };
}
