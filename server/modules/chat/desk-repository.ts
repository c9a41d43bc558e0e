import type { DeskState } from '../../../contracts/chat-desk';
import type { Queryable } from '../../db/types';

/** The support desk's reads and writes on live chat's tables (migrations 031 and 037). */

export interface DeskConversationRow {
  conversation_id: number;
  member_id: number;
  username: string;
  unread: number;
  waiting_since: Date | null;
  last_message_at: Date;
  last_from: 'player' | 'support';
  last_body: string;
  claimed_by: number | null;
  claimed_by_name: string | null;
  closed_at: Date | null;
}

/** One row per conversation with messages, of the merchant's players; `where` narrows it (its parameters from $2). */
const conversationsSql = (where: string, order: string) => `
  SELECT c.id AS conversation_id, c.member_id, mb.username, s.unread, s.waiting_since, last.created_at AS last_message_at,
         last.sender AS last_from, left(last.body, 140) AS last_body, c.claimed_by, sa.username AS claimed_by_name, c.closed_at
    FROM chat_conversations c
    JOIN members mb ON mb.id = c.member_id
    LEFT JOIN staff_accounts sa ON sa.id = c.claimed_by
    JOIN LATERAL (
      SELECT m.sender, m.body, m.created_at FROM chat_messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1
    ) last ON true
    JOIN LATERAL (
      SELECT count(*)::int AS unread, min(m.created_at) AS waiting_since
        FROM chat_messages m WHERE m.conversation_id = c.id AND m.sender = 'player' AND m.support_read_at IS NULL
    ) s ON true
   WHERE mb.merchant_code = $1 AND ${where}
   ORDER BY ${order}`;

const normalise = (row: DeskConversationRow): DeskConversationRow => ({
  ...row,
  conversation_id: Number(row.conversation_id),
  member_id: Number(row.member_id),
  claimed_by: row.claimed_by === null ? null : Number(row.claimed_by),
});

/** Open conversations, those waiting for an answer first (longest first), then the latest active; or the latest closed. */
export async function listDeskConversations(
  db: Queryable,
  merchantCode: string,
  state: DeskState,
  limit: number,
): Promise<DeskConversationRow[]> {
  const sql =
    state === 'open'
      ? conversationsSql('c.closed_at IS NULL', 's.unread = 0, s.waiting_since, last.created_at DESC LIMIT $2')
      : conversationsSql('c.closed_at IS NOT NULL', 'c.closed_at DESC LIMIT $2');
  return (await db.query<DeskConversationRow>(sql, [merchantCode, limit])).map(normalise);
}

/** One conversation of the merchant's players (with at least one message), or null. */
export async function findDeskConversation(
  db: Queryable,
  merchantCode: string,
  conversationId: number,
): Promise<DeskConversationRow | null> {
  const rows = await db.query<DeskConversationRow>(conversationsSql('c.id = $2', 'c.id'), [merchantCode, conversationId]);
  return rows[0] ? normalise(rows[0]) : null;
}

export interface DeskLock {
  member_id: number;
  claimed_by: number | null;
  claimed_by_name: string | null;
  closed_at: Date | null;
}

/** Locks a conversation of the merchant's players for a change of its holder or state, in the caller's transaction. */
export async function lockConversation(tx: Queryable, merchantCode: string, conversationId: number): Promise<DeskLock | null> {
  const rows = await tx.query<DeskLock>(
    `SELECT c.member_id, c.claimed_by, c.closed_at, (SELECT username FROM staff_accounts WHERE id = c.claimed_by) AS claimed_by_name
       FROM chat_conversations c JOIN members mb ON mb.id = c.member_id
      WHERE c.id = $1 AND mb.merchant_code = $2
      FOR UPDATE OF c`,
    [conversationId, merchantCode],
  );
  const row = rows[0];
  return row ? { ...row, member_id: Number(row.member_id), claimed_by: row.claimed_by === null ? null : Number(row.claimed_by) } : null;
}

/** The conversation's holder: a staff member, or nobody. */
export async function setClaim(tx: Queryable, conversationId: number, staffId: number | null): Promise<void> {
  await tx.query(
    `UPDATE chat_conversations SET claimed_by = $2, claimed_at = CASE WHEN $2::bigint IS NULL THEN NULL ELSE now() END WHERE id = $1`,
    [conversationId, staffId],
  );
}

/** Closed by a staff member: nobody holds it, and every message of the player's counts as dealt with. */
export async function closeConversation(tx: Queryable, conversationId: number, staffId: number): Promise<void> {
  await tx.query(`UPDATE chat_conversations SET closed_at = now(), closed_by = $2, claimed_by = NULL, claimed_at = NULL WHERE id = $1`, [
    conversationId,
    staffId,
  ]);
  await tx.query(
    `UPDATE chat_messages SET support_read_at = now() WHERE conversation_id = $1 AND sender = 'player' AND support_read_at IS NULL`,
    [conversationId],
  );
}

/** The player wrote again: a closed conversation is open again (nobody holds it). Whether it was closed. */
export async function reopenConversation(tx: Queryable, conversationId: number): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE chat_conversations SET closed_at = NULL, closed_by = NULL WHERE id = $1 AND closed_at IS NOT NULL RETURNING id',
    [conversationId],
  );
  return rows.length > 0;
}

export interface DeskMessageRow {
  id: number;
  sender: 'player' | 'support';
  operator_name: string | null;
  body: string;
  created_at: Date;
  seen: boolean;
}

const MESSAGE_COLUMNS = `id, sender, operator_name, body, created_at,
  CASE sender WHEN 'player' THEN support_read_at IS NOT NULL ELSE player_read_at IS NOT NULL END AS seen`;

/** A page of the transcript, newest first: `limit` messages before `before` (or the latest). */
export async function transcriptPage(
  db: Queryable,
  conversationId: number,
  before: number | null,
  limit: number,
): Promise<DeskMessageRow[]> {
  const rows = await db.query<DeskMessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages
      WHERE conversation_id = $1 AND ($2::bigint IS NULL OR id < $2)
      ORDER BY id DESC LIMIT $3`,
    [conversationId, before, limit],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** A console agent's reply: their name shown, their account kept; support's side has seen it. */
export async function insertDeskReply(
  tx: Queryable,
  m: { conversationId: number; staffId: number; agent: string; body: string },
): Promise<DeskMessageRow> {
  const rows = await tx.query<DeskMessageRow>(
    `INSERT INTO chat_messages (conversation_id, sender, operator_name, staff_id, body, support_read_at)
     VALUES ($1, 'support', $2, $3, $4, now())
     RETURNING ${MESSAGE_COLUMNS}`,
    [m.conversationId, m.agent, m.staffId, m.body],
  );
  return { ...rows[0]!, id: Number(rows[0]!.id) };
}

/** A ticket for the live feed, bound to the staff session that asked; spent tickets and those long expired go. */
export async function insertDeskTicket(db: Queryable, ticketHash: string, sessionHash: string, seconds: number): Promise<void> {
  await db.query(`DELETE FROM chat_desk_tickets WHERE expires_at < now() - interval '1 hour'`);
  await db.query(
    `INSERT INTO chat_desk_tickets (ticket_hash, session_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [ticketHash, sessionHash, seconds],
  );
}

/** Spends a live ticket in one statement (two at once: one wins); the staff session it was bought by, or null. */
export async function spendDeskTicket(db: Queryable, ticketHash: string): Promise<string | null> {
  const rows = await db.query<{ session_hash: string }>(
    `UPDATE chat_desk_tickets SET used_at = now()
      WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING session_hash`,
    [ticketHash],
  );
  return rows[0]?.session_hash ?? null;
}
