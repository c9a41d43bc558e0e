import type { InboxSegment, InboxTemplate } from '../../../contracts/inbox';
import type { Queryable } from '../../db/types';

export interface InboxRow {
  id: number;
  sender: 'operator' | 'platform';
  title: string | null;
  body: string | null;
  template: InboxTemplate | null;
  params: Record<string, string | number>;
  read: boolean;
  created_at: Date;
}

/**
 * A page of the player's messages not deleted, newest first: by offset (`pageNo`), or the
 * `pageSize` older than `beforeId`.
 */
export async function listInbox(
  db: Queryable,
  memberId: number,
  page: { pageNo: number; pageSize: number; beforeId: number | null },
): Promise<InboxRow[]> {
  return db.query<InboxRow>(
    `SELECT m.id, m.sender, m.title, m.body, m.template, m.params, d.read_at IS NOT NULL AS read, m.created_at
       FROM inbox_deliveries d JOIN inbox_messages m ON m.id = d.message_id
      WHERE d.member_id = $1 AND d.deleted_at IS NULL AND ($4::bigint IS NULL OR m.id < $4)
      ORDER BY m.id DESC
      LIMIT $2 OFFSET $3`,
    [memberId, page.pageSize, page.beforeId === null ? (page.pageNo - 1) * page.pageSize : 0, page.beforeId],
  );
}

/**
 * The player's messages not deleted, counted in one pass whatever page was asked for: all of
 * them, those older than `beforeId` (all without it), and those unread.
 */
export async function countInbox(
  db: Queryable,
  memberId: number,
  beforeId: number | null,
): Promise<{ total: number; older: number; unread: number }> {
  const rows = await db.query<{ total: number; older: number; unread: number }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE $2::bigint IS NULL OR message_id < $2)::int AS older,
            count(*) FILTER (WHERE read_at IS NULL)::int AS unread
       FROM inbox_deliveries WHERE member_id = $1 AND deleted_at IS NULL`,
    [memberId, beforeId],
  );
  return rows[0]!;
}

/** Marks the player's own messages among `ids` read (others' ids match nothing). */
export async function markRead(db: Queryable, memberId: number, ids: number[]): Promise<void> {
  await db.query(
    'UPDATE inbox_deliveries SET read_at = now() WHERE member_id = $1 AND message_id = ANY($2::bigint[]) AND read_at IS NULL',
    [memberId, ids],
  );
}

/** Deleting hides the message from the player only; the operator's record of what was sent stays. */
export async function markDeleted(db: Queryable, memberId: number, ids: number[]): Promise<void> {
  await db.query(
    'UPDATE inbox_deliveries SET deleted_at = now() WHERE member_id = $1 AND message_id = ANY($2::bigint[]) AND deleted_at IS NULL',
    [memberId, ids],
  );
}

export async function insertMessage(
  db: Queryable,
  m: {
    merchantCode: string;
    sender: 'operator' | 'platform';
    operatorName: string | null;
    title: string | null;
    body: string | null;
    template: InboxTemplate | null;
    params: Record<string, string | number>;
    audience: string;
  },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO inbox_messages (merchant_code, sender, operator_name, title, body, template, params, audience)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) RETURNING id`,
    [m.merchantCode, m.sender, m.operatorName, m.title, m.body, m.template, JSON.stringify(m.params), m.audience],
  );
  return Number(rows[0]!.id);
}

/** A platform message to one player, written and delivered in one statement (under the player's merchant). */
export async function insertPlatformMessage(
  db: Queryable,
  memberId: number,
  template: InboxTemplate,
  params: Record<string, string | number>,
): Promise<void> {
  await db.query(
    `WITH message AS (
       INSERT INTO inbox_messages (merchant_code, sender, template, params, audience)
       SELECT merchant_code, 'platform', $2, $3::jsonb, 'member:' || id FROM members WHERE id = $1
       RETURNING id)
     INSERT INTO inbox_deliveries (message_id, member_id) SELECT id, $1 FROM message`,
    [memberId, template, JSON.stringify(params)],
  );
}

export async function deliverTo(db: Queryable, messageId: number, memberId: number): Promise<void> {
  await db.query('INSERT INTO inbox_deliveries (message_id, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [messageId, memberId]);
}

/** Who each segment is: real, active accounts of the merchant (trial players have no inbox). */
const SEGMENT_WHERE: Record<InboxSegment, string> = {
  all: 'true',
  verified: "m.kyc_status = 'verified'",
  unverified: "m.kyc_status <> 'verified'",
  depositors: "EXISTS (SELECT 1 FROM deposits d WHERE d.member_id = m.id AND d.status = 'completed')",
  nonDepositors: "NOT EXISTS (SELECT 1 FROM deposits d WHERE d.member_id = m.id AND d.status = 'completed')",
};

/** The segment's members; `merchant` is the statement's parameter holding the merchant code. */
const SEGMENT_MEMBERS = (segment: InboxSegment, merchant: string) =>
  `FROM members m WHERE m.merchant_code = ${merchant} AND m.type IN (0, 1, 2) AND m.status = 'active' AND ${SEGMENT_WHERE[segment]}`;

/** How many players a message to the segment would reach now. */
export async function countSegment(db: Queryable, merchantCode: string, segment: InboxSegment): Promise<number> {
  const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${SEGMENT_MEMBERS(segment, '$1')}`, [merchantCode]);
  return rows[0]!.n;
}

/** Keeps how many players a message reached, for the list of sent messages. */
export async function setRecipients(db: Queryable, messageId: number, recipients: number): Promise<void> {
  await db.query('UPDATE inbox_messages SET recipients = $2 WHERE id = $1', [messageId, recipients]);
}

export interface SentRow {
  id: number;
  title: string;
  body: string;
  audience: string;
  username: string | null;
  recipients: number;
  operator_name: string | null;
  created_at: Date;
}

/** The merchant's operator messages, newest first, `limit` of them before `before`; one player's audience with its username. */
export async function listSent(db: Queryable, merchantCode: string, before: number | null, limit: number): Promise<SentRow[]> {
  const rows = await db.query<SentRow>(
    `SELECT m.id, m.title, m.body, m.audience, mb.username, m.operator_name, m.created_at,
            coalesce(m.recipients, (SELECT count(*)::int FROM inbox_deliveries d WHERE d.message_id = m.id)) AS recipients
       FROM inbox_messages m
       LEFT JOIN members mb ON mb.id = CASE WHEN m.audience LIKE 'member:%' THEN substr(m.audience, 8)::bigint END
      WHERE m.merchant_code = $1 AND m.sender = 'operator' AND ($2::bigint IS NULL OR m.id < $2)
      ORDER BY m.id DESC
      LIMIT $3`,
    [merchantCode, before, limit],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Delivers a message to every member of a segment at once, in one statement; answers how many. */
export async function deliverToSegment(db: Queryable, messageId: number, merchantCode: string, segment: InboxSegment): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH delivered AS (
       INSERT INTO inbox_deliveries (message_id, member_id)
       SELECT $1, m.id ${SEGMENT_MEMBERS(segment, '$2')}
       ON CONFLICT DO NOTHING RETURNING 1)
     SELECT count(*)::int AS n FROM delivered`,
    [messageId, merchantCode],
  );
  return rows[0]!.n;
}

export async function findMemberForInbox(
  db: Queryable,
  merchantCode: string,
  username: string,
): Promise<{ id: number; type: number; status: string } | null> {
  const rows = await db.query<{ id: number; type: number; status: string }>(
    'SELECT id, type, status FROM members WHERE merchant_code = $1 AND username_key = lower($2)',
    [merchantCode, username],
  );
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
}
