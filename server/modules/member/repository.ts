import type { MessengerName } from '../../../contracts/account';
import type { Queryable } from '../../db/types';

export interface MemberRow {
  id: number;
  merchant_code: string;
  username: string;
  password_hash: string | null;
  nickname: string | null;
  type: number;
  status: 'active' | 'disabled';
  /** The player must choose a new password before anything else (a password support gave out). */
  first_time_login: boolean;
  /** When a password support gave out stops logging in; null for the player's own password. */
  password_expires_at: Date | null;
  role: 'player' | 'agent';
  email: string | null;
}

export const MEMBER_COLUMNS = [
  'id',
  'merchant_code',
  'username',
  'password_hash',
  'nickname',
  'type',
  'status',
  'first_time_login',
  'password_expires_at',
  'role',
  'email',
];
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
    password_expires_at: row.password_expires_at === null ? null : new Date(row.password_expires_at),
    role: row.role,
    email: row.email,
  };
}

export async function findMemberByUsername(db: Queryable, merchantCode: string, username: string): Promise<MemberRow | null> {
  const rows = await db.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE merchant_code = $1 AND username_key = lower($2)`, [
    merchantCode,
    username,
  ]);
  return rows[0] ? normaliseMember(rows[0]) : null;
}

export interface NewMember {
  merchantCode: string;
  username: string;
  passwordHash: string | null;
  nickname: string | null;
  type: number;
  firstTimeLogin?: boolean;
  role?: 'player' | 'agent';
  mobile?: { countryDialingCode: string; mobileNum: string } | null;
  email?: string | null;
  birthday?: string | null;
  affiliateCode?: string | null;
  registerMethod?: string | null;
  /** Facebook, WhatsApp, LINE: those the player gave. */
  messengers?: Partial<Record<MessengerName, string>>;
}

/** Inserts a member; null when the username is taken (the unique constraint decides). */
export async function insertMember(db: Queryable, m: NewMember): Promise<MemberRow | null> {
  const rows = await db.query<MemberRow>(
    `INSERT INTO members (merchant_code, username, password_hash, nickname, type, first_time_login, role,
                          country_dialing_code, mobile_num, email, birthday, affiliate_code, register_method, messengers,
                          password_changed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, CASE WHEN $3::text IS NULL THEN NULL ELSE now() END)
     ON CONFLICT ON CONSTRAINT members_username_unique DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      m.merchantCode,
      m.username,
      m.passwordHash,
      m.nickname,
      m.type,
      m.firstTimeLogin ?? false,
      m.role ?? 'player',
      m.mobile?.countryDialingCode ?? null,
      m.mobile?.mobileNum ?? null,
      m.email ?? null,
      m.birthday ?? null,
      m.affiliateCode ?? null,
      m.registerMethod ?? null,
      JSON.stringify(m.messengers ?? {}),
    ],
  );
  return rows[0] ? normaliseMember(rows[0]) : null;
}

export async function findMemberByMobile(
  db: Queryable,
  merchantCode: string,
  mobile: { countryDialingCode: string; mobileNum: string },
): Promise<MemberRow | null> {
  const rows = await db.query<MemberRow>(
    `SELECT ${COLUMNS} FROM members WHERE merchant_code = $1 AND country_dialing_code = $2 AND mobile_num = $3`,
    [merchantCode, mobile.countryDialingCode, mobile.mobileNum],
  );
  return rows[0] ? normaliseMember(rows[0]) : null;
}

/**
 * Sets the password. The player's own clears any one-time state; one support gave out
 * (`expiresAt`) logs in until then, and only to choose a new one (first_time_login).
 */
export async function setPassword(db: Queryable, memberId: number, passwordHash: string, expiresAt: Date | null = null): Promise<void> {
  await db.query(
    `UPDATE members SET password_hash = $2, password_changed_at = now(), first_time_login = $3::timestamptz IS NOT NULL,
            password_expires_at = $3
      WHERE id = $1`,
    [memberId, passwordHash, expiresAt],
  );
}
