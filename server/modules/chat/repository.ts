import type { Queryable } from '../../db/types';

/** Live chat's tables (migration 031): tickets, chat tokens, conversations and their messages. */

/** A ticket for the chat page, spendable once until `seconds` from now, for the session that asked. */
export async function insertTicket(db: Queryable, ticketHash: string, sessionHash: string, seconds: number): Promise<void> {
  await db.query(`INSERT INTO chat_tickets (ticket_hash, session_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
    ticketHash,
    sessionHash,
    seconds,
  ]);
}

/** Spends a live ticket in one statement (two redemptions at once: one wins); its session, or null. */
export async function spendTicket(db: Queryable, ticketHash: string): Promise<string | null> {
  const rows = await db.query<{ session_hash: string }>(
    `UPDATE chat_tickets SET used_at = now()
      WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING session_hash`,
    [ticketHash],
  );
  return rows[0]?.session_hash ?? null;
}

export async function insertChatToken(db: Queryable, tokenHash: string, sessionHash: string): Promise<void> {
  await db.query('INSERT INTO chat_tokens (token_hash, session_hash) VALUES ($1, $2)', [tokenHash, sessionHash]);
}

/** The session a chat token belongs to, or null for no such token. */
export async function chatTokenSession(db: Queryable, tokenHash: string): Promise<string | null> {
  const rows = await db.query<{ session_hash: string }>('SELECT session_hash FROM chat_tokens WHERE token_hash = $1', [tokenHash]);
  return rows[0]?.session_hash ?? null;
}

/** The player's conversation, opened on first use (two at once still make one: member_id is unique). */
export async function conversationOf(db: Queryable, memberId: number): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO chat_conversations (member_id) VALUES ($1)
     ON CONFLICT (member_id) DO UPDATE SET member_id = EXCLUDED.member_id
     RETURNING id`,
    [memberId],
  );
  return Number(rows[0]!.id);
}

export interface MessageRow {
  id: number;
  sender: 'player' | 'support';
  body: string;
  created_at: Date;
  /** The other side saw it. */
  seen: boolean;
}

const MESSAGE_COLUMNS = `id, sender, body, created_at,
  CASE sender WHEN 'player' THEN support_read_at IS NOT NULL ELSE player_read_at IS NOT NULL END AS seen`;

const normalise = (row: MessageRow): MessageRow => ({ ...row, id: Number(row.id) });

/** The player's messages after `after` (oldest first), or without it their latest `limit`; none without a conversation. */
export async function listMessages(db: Queryable, memberId: number, after: number | null, limit: number): Promise<MessageRow[]> {
  const rows = await db.query<MessageRow>(
    `SELECT * FROM (
       SELECT ${MESSAGE_COLUMNS} FROM chat_messages
        WHERE conversation_id = (SELECT id FROM chat_conversations WHERE member_id = $1)
          AND id > coalesce($2::bigint, 0)
        ORDER BY CASE WHEN $2::bigint IS NULL THEN -id ELSE id END
        LIMIT $3
     ) page ORDER BY id`,
    [memberId, after, limit],
  );
  return rows.map(normalise);
}

/** A message as written by either side; the writer's own side has seen it. */
export async function insertMessage(
  db: Queryable,
  m: { conversationId: number; sender: 'player' | 'support'; operatorName: string | null; body: string },
): Promise<MessageRow> {
  const rows = await db.query<MessageRow>(
    `INSERT INTO chat_messages (conversation_id, sender, operator_name, body, player_read_at, support_read_at)
     VALUES ($1, $2::text, $3, $4, CASE WHEN $2::text = 'player' THEN now() END, CASE WHEN $2::text = 'support' THEN now() END)
     RETURNING ${MESSAGE_COLUMNS}`,
    [m.conversationId, m.sender, m.operatorName, m.body],
  );
  return normalise(rows[0]!);
}

/** Support's messages the player has not seen. */
export async function countUnseenByPlayer(db: Queryable, memberId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
      WHERE c.member_id = $1 AND m.sender = 'support' AND m.player_read_at IS NULL`,
    [memberId],
  );
  return rows[0]!.n;
}

/** The player has been shown support's messages up to `upTo` (ids of other conversations match nothing). */
export async function markSeenByPlayer(db: Queryable, memberId: number, upTo: number): Promise<void> {
  await db.query(
    `UPDATE chat_messages SET player_read_at = now()
      WHERE conversation_id = (SELECT id FROM chat_conversations WHERE member_id = $1)
        AND sender = 'support' AND player_read_at IS NULL AND id <= $2`,
    [memberId, upTo],
  );
}

/** Support answered: every message of the player's before `before` counts as read by support; how many there were. */
export async function markAnswered(db: Queryable, conversationId: number, before: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH answered AS (
       UPDATE chat_messages SET support_read_at = now()
        WHERE conversation_id = $1 AND sender = 'player' AND support_read_at IS NULL AND id < $2
        RETURNING 1)
     SELECT count(*)::int AS n FROM answered`,
    [conversationId, before],
  );
  return rows[0]!.n;
}

export interface ConversationRow {
  conversation_id: number;
  username: string;
  unanswered: number;
  waiting_since: Date | null;
  last_message_at: Date;
}

/** Conversations with messages: those waiting for support first (longest waiting first), then the latest active. */
export async function listConversations(db: Queryable, merchantCode: string, limit: number): Promise<ConversationRow[]> {
  const rows = await db.query<ConversationRow>(
    `SELECT c.id AS conversation_id, mb.username, s.unanswered, s.waiting_since, s.last_message_at
       FROM chat_conversations c
       JOIN members mb ON mb.id = c.member_id
       JOIN LATERAL (
         SELECT count(*) FILTER (WHERE m.sender = 'player' AND m.support_read_at IS NULL)::int AS unanswered,
                min(m.created_at) FILTER (WHERE m.sender = 'player' AND m.support_read_at IS NULL) AS waiting_since,
                max(m.created_at) AS last_message_at
           FROM chat_messages m WHERE m.conversation_id = c.id
       ) s ON s.last_message_at IS NOT NULL
      WHERE mb.merchant_code = $1
      ORDER BY s.unanswered = 0, s.waiting_since, s.last_message_at DESC
      LIMIT $2`,
    [merchantCode, limit],
  );
  return rows.map((row) => ({ ...row, conversation_id: Number(row.conversation_id) }));
}

/** The latest `limit` messages of each conversation, oldest first within each. */
export async function recentMessages(
  db: Queryable,
  conversationIds: number[],
  limit: number,
): Promise<(MessageRow & { conversation_id: number })[]> {
  const rows = await db.query<MessageRow & { conversation_id: number }>(
    `SELECT conversation_id, ${MESSAGE_COLUMNS} FROM (
       SELECT *, row_number() OVER (PARTITION BY conversation_id ORDER BY id DESC) AS nth
         FROM chat_messages WHERE conversation_id = ANY($1::bigint[])
     ) m WHERE nth <= $2 ORDER BY conversation_id, id`,
    [conversationIds, limit],
  );
  return rows.map((row) => ({ ...normalise(row), conversation_id: Number(row.conversation_id) }));
}
