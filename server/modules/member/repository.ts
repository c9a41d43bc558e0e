import type { Queryable } from '../../db/types';

export interface MemberRow {
  id: number;
  merchant_code: string;
  username: string;
  password_hash: string | null;
  nickname: string | null;
  type: number;
  status: 'active' | 'disabled';
  first_time_login: boolean;
}

export const MEMBER_COLUMNS = ['id', 'merchant_code', 'username', 'password_hash', 'nickname', 'type', 'status', 'first_time_login'];
const COLUMNS = MEMBER_COLUMNS.join(', ');

export function normaliseMember(row: MemberRow): MemberRow {
  return {
    id: Number(row.id),
    merchant_code: row.merchant_code,
    username: row.username,
    password_hash: row.password_hash,
    nickname: row.nickname,
    type: Number(row.type),
    status: row.status,
    first_time_login: row.first_time_login,
  };
}

export async function findMemberByUsername(db: Queryable, merchantCode: string, username: string): Promise<MemberRow | null> {
  const rows = await db.query<MemberRow>(
    `SELECT ${COLUMNS} FROM members WHERE merchant_code = $1 AND username_key = lower($2)`,
    [merchantCode, username],
  );
  return rows[0] ? normaliseMember(rows[0]) : null;
}

export interface NewMember {
  merchantCode: string;
  username: string;
  passwordHash: string | null;
  nickname: string | null;
  type: number;
  firstTimeLogin?: boolean;
}

/** Inserts a member; null when the username is taken (the unique constraint decides). */
export async function insertMember(db: Queryable, m: NewMember): Promise<MemberRow | null> {
  const rows = await db.query<MemberRow>(
    `INSERT INTO members (merchant_code, username, password_hash, nickname, type, first_time_login)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT ON CONSTRAINT members_username_unique DO NOTHING
     RETURNING ${COLUMNS}`,
    [m.merchantCode, m.username, m.passwordHash, m.nickname, m.type, m.firstTimeLogin ?? false],
  );
  return rows[0] ? normaliseMember(rows[0]) : null;
}
