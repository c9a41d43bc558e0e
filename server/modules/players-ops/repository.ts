import { MESSENGERS, type MessengerName } from '../../../contracts/account';
import type { Queryable } from '../../db/types';

/** LIKE's own characters in what staff typed, escaped (usernames may hold `_`). */
const literalPrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PlayerSearchDbRow {
  usernameKey: string;
  username: string;
  dialingCode: string | null;
  mobile: string | null;
  status: 'active' | 'disabled';
  kycStatus: string;
  type: number;
  createdAt: Date;
}

/**
 * Players whose username (any case) or mobile number starts with what was typed, in username
 * order (bytes, as the prefix indexes of migration 035 keep them), after the cursor's username.
 */
export async function searchPlayers(
  db: Queryable,
  f: { merchantCode: string; usernamePrefix: string; mobilePrefix: string | null; after: string | null; limit: number },
): Promise<PlayerSearchDbRow[]> {
  const params: unknown[] = [f.merchantCode, literalPrefix(f.usernamePrefix.toLowerCase())];
  const matches = ['m.username_key COLLATE "C" LIKE $2'];
  if (f.mobilePrefix !== null) {
    params.push(literalPrefix(f.mobilePrefix));
    matches.push(`m.mobile_num COLLATE "C" LIKE $${params.length}`);
  }
  let after = '';
  if (f.after !== null) {
    params.push(f.after);
    after = `AND m.username_key COLLATE "C" > $${params.length}`;
  }
  params.push(f.limit);
  const rows = await db.query<{
    username_key: string;
    username: string;
    country_dialing_code: string | null;
    mobile_num: string | null;
    status: 'active' | 'disabled';
    kyc_status: string;
    type: number;
    created_at: string;
  }>(
    `SELECT m.username_key, m.username, m.country_dialing_code, m.mobile_num, m.status, m.kyc_status, m.type, m.created_at
       FROM members m
      WHERE m.merchant_code = $1 AND (${matches.join(' OR ')}) ${after}
      ORDER BY m.username_key COLLATE "C" LIMIT $${params.length}`,
    params,
  );
  return rows.map((r) => ({
    usernameKey: r.username_key,
    username: r.username,
    dialingCode: r.country_dialing_code,
    mobile: r.mobile_num,
    status: r.status,
    kycStatus: r.kyc_status,
    type: Number(r.type),
    createdAt: new Date(r.created_at),
  }));
}

export interface PlayerDbRow {
  id: number;
  merchantCode: string;
  username: string;
  nickname: string | null;
  status: 'active' | 'disabled';
  type: number;
  agent: boolean;
  dialingCode: string | null;
  mobile: string | null;
  email: string | null;
  emailVerified: boolean;
  messengers: Partial<Record<MessengerName, string>>;
  birthday: string | null;
  realName: string | null;
  kycStatus: string;
  kycValidUntil: Date | null;
  paymentPasswordSet: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
}

/** A member's messenger contacts (jsonb), kept to the names registration takes. */
function messengersOf(value: unknown): Partial<Record<MessengerName, string>> {
  const stored = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown> | null;
  return Object.fromEntries(MESSENGERS.flatMap((name) => (typeof stored?.[name] === 'string' ? [[name, stored[name]]] : [])));
}

/** The player as the console's profile shows them (never a password or payment password hash: only whether one is set). */
export async function findPlayer(db: Queryable, merchantCode: string, username: string): Promise<PlayerDbRow | null> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT m.id, m.merchant_code, m.username, m.nickname, m.status, m.type, (m.is_agent OR m.role = 'agent') AS agent,
            m.country_dialing_code, m.mobile_num, m.email, m.email_verified_at IS NOT NULL AS email_verified, m.messengers,
            to_char(m.birthday, 'YYYY-MM-DD') AS birthday, m.real_name, m.kyc_status, m.kyc_valid_until,
            m.payment_password_hash IS NOT NULL AS payment_password_set, m.created_at,
            (SELECT max(s.created_at) FROM sessions s WHERE s.member_id = m.id) AS last_login_at
       FROM members m WHERE m.merchant_code = $1 AND m.username_key = lower($2)`,
    [merchantCode, username],
  );
  const r = rows[0];
  if (!r) return null;
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return {
    id: Number(r.id),
    merchantCode: r.merchant_code as string,
    username: r.username as string,
    nickname: (r.nickname as string | null) ?? null,
    status: r.status as 'active' | 'disabled',
    type: Number(r.type),
    agent: Boolean(r.agent),
    dialingCode: (r.country_dialing_code as string | null) ?? null,
    mobile: (r.mobile_num as string | null) ?? null,
    email: (r.email as string | null) ?? null,
    emailVerified: Boolean(r.email_verified),
    messengers: messengersOf(r.messengers),
    birthday: (r.birthday as string | null) ?? null,
    realName: (r.real_name as string | null) ?? null,
    kycStatus: r.kyc_status as string,
    kycValidUntil: date(r.kyc_valid_until),
    paymentPasswordSet: Boolean(r.payment_password_set),
    createdAt: new Date(r.created_at as string),
    lastLoginAt: date(r.last_login_at),
  };
}

/** The player's ledger accounts (one per currency). */
export async function playerAccounts(db: Queryable, memberId: number): Promise<{ id: number; currency: string; balance: number }[]> {
  const rows = await db.query<{ id: number; currency: string; balance: number }>(
    'SELECT id, currency, balance FROM ledger_accounts WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
  return rows.map((r) => ({ id: Number(r.id), currency: r.currency, balance: Number(r.balance) }));
}

export interface StatementDbRow {
  transferId: number;
  kind: string;
  amount: number;
  balanceAfter: number;
  currency: string;
  counterparty: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

/**
 * The player's ledger statement, newest first: each transfer that moved one of their accounts,
 * with its signed line, the balance after it and the other side's account. Keyset on the
 * transfer id, read from the (account, transfer) index.
 */
export async function ledgerStatement(db: Queryable, memberId: number, beforeTransferId: number | null, limit: number) {
  const rows = await db.query<{
    id: number;
    kind: string;
    amount: number;
    balance_after: number;
    currency: string;
    counterparty: string;
    metadata: Record<string, unknown> | string;
    created_at: string;
  }>(
    `SELECT t.id, t.kind, e.amount, e.balance_after, t.currency, o.code AS counterparty, t.metadata, t.created_at
       FROM ledger_entries e
       JOIN ledger_transfers t ON t.id = e.transfer_id
       JOIN ledger_accounts o ON o.id = CASE WHEN t.from_account_id = e.account_id THEN t.to_account_id ELSE t.from_account_id END
      WHERE e.account_id IN (SELECT id FROM ledger_accounts WHERE member_id = $1)
        AND ($2::bigint IS NULL OR e.transfer_id < $2::bigint)
      ORDER BY e.transfer_id DESC LIMIT $3`,
    [memberId, beforeTransferId, limit],
  );
  return rows.map((r): StatementDbRow => ({
    transferId: Number(r.id),
    kind: r.kind,
    amount: Number(r.amount),
    balanceAfter: Number(r.balance_after),
    currency: r.currency,
    counterparty: r.counterparty,
    metadata: typeof r.metadata === 'string' ? (JSON.parse(r.metadata) as Record<string, unknown>) : r.metadata,
    createdAt: new Date(r.created_at),
  }));
}

export type StaffActionKind = 'limit' | 'exclusion' | 'sessions_ended' | 'password_reset';

/** A staff member's action on a player and its reason, kept beside the audit entry that holds the reason's hash. */
export async function insertStaffAction(
  tx: Queryable,
  a: { memberId: number; staffId: number; action: StaffActionKind; reason: string },
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    'INSERT INTO staff_player_actions (member_id, staff_id, action, reason) VALUES ($1, $2, $3, $4) RETURNING id',
    [a.memberId, a.staffId, a.action, a.reason],
  );
  return Number(rows[0]!.id);
}
