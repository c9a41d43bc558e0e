import type {
  DeskConversation,
  DeskList,
  DeskMessage,
  DeskReplied,
  DeskState,
  DeskTicket,
  DeskTranscript,
  DeskTranscriptQuery,
} from '../../../contracts/chat-desk';
import { DESK_TICKET_SECONDS } from '../../../contracts/chat-desk';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/types';
import { AppError, errors } from '../../http/app-error';
import { appendAudit } from '../audit/log';
import { hashToken, newToken } from '../session/tokens';
import { sessionState } from '../session/validity';
import { findStaffSession } from '../staff/repository';
import { identityOf, STAFF_IDLE_MINUTES, type StaffIdentity } from '../staff/sessions';
import { markAnswered } from './repository';
import { deskHub } from './desk-hub';
import {
  closeConversation,
  findDeskConversation,
  insertDeskReply,
  insertDeskTicket,
  listDeskConversations,
  lockConversation,
  setClaim,
  spendDeskTicket,
  transcriptPage,
  type DeskConversationRow,
  type DeskLock,
  type DeskMessageRow,
} from './desk-repository';

type DeskContext = Pick<AppContext, 'db' | 'config'>;

/** What the desk lists at most: the open conversations, or the latest closed. */
const DESK_CONVERSATIONS = 200;
const TRANSCRIPT_PAGE = 50;

const conversationOf = (row: DeskConversationRow): DeskConversation => ({
  conversationId: row.conversation_id,
  username: row.username,
  unread: row.unread,
  waitingSince: row.waiting_since?.toISOString() ?? null,
  lastMessageAt: row.last_message_at.toISOString(),
  lastMessage: { from: row.last_from, body: row.last_body },
  claimedBy: row.claimed_by === null ? null : { staffId: row.claimed_by, username: row.claimed_by_name ?? '' },
  closedAt: row.closed_at?.toISOString() ?? null,
});

const messageOf = (row: DeskMessageRow): DeskMessage => ({
  id: row.id,
  from: row.sender,
  body: row.body,
  createdAt: row.created_at.toISOString(),
  seen: row.seen,
  agent: row.operator_name,
});

/** Another agent has the conversation: the refusal names them, so the console can say who. */
const claimedBy = (holder: string | null) =>
  new AppError('FORBIDDEN', 409, 'Another agent is answering this player', { reason: 'claimed', claimedBy: holder ?? '' });
const closed = () => new AppError('FORBIDDEN', 409, 'This conversation is closed', { reason: 'closed' });

export async function deskConversations(ctx: DeskContext, state: DeskState): Promise<DeskList> {
  const rows = await listDeskConversations(ctx.db, ctx.config.merchantCode, state, DESK_CONVERSATIONS);
  return { list: rows.map(conversationOf) };
}

async function summaryOf(ctx: DeskContext, db: Queryable, conversationId: number): Promise<DeskConversation> {
  const row = await findDeskConversation(db, ctx.config.merchantCode, conversationId);
  if (!row) throw errors.notFound('No such conversation');
  return conversationOf(row);
}

/** Tells every connected agent that a conversation changed, with its new message if it has one. Call after the commit. */
export async function publishConversation(ctx: DeskContext, conversationId: number, message: DeskMessage | null): Promise<void> {
  const hub = deskHub(ctx);
  if (!hub.heard) return;
  const row = await findDeskConversation(ctx.db, ctx.config.merchantCode, conversationId);
  if (row) await hub.publish({ type: 'conversation', conversation: conversationOf(row), message });
}

/** The conversation and a page of its transcript (oldest first); a closed one reads the same. */
export async function deskTranscript(ctx: DeskContext, conversationId: number, q: DeskTranscriptQuery): Promise<DeskTranscript> {
  const conversation = await summaryOf(ctx, ctx.db, conversationId);
  const limit = q.limit ?? TRANSCRIPT_PAGE;
  const rows = await transcriptPage(ctx.db, conversationId, q.before ?? null, limit + 1);
  return { conversation, messages: rows.slice(0, limit).reverse().map(messageOf), hasOlder: rows.length > limit };
}

/** Runs a change of a conversation under its row lock, then tells the agents (with the message it wrote, if any). */
async function change<T extends { message?: DeskMessage }>(
  ctx: DeskContext,
  conversationId: number,
  write: (tx: Queryable, lock: DeskLock) => Promise<T>,
): Promise<T & { conversation: DeskConversation }> {
  const result = await ctx.db.transaction(async (tx) => {
    const lock = await lockConversation(tx, ctx.config.merchantCode, conversationId);
    if (!lock) throw errors.notFound('No such conversation');
    const written = await write(tx, lock);
    return { ...written, conversation: await summaryOf(ctx, tx, conversationId) };
  });
  await deskHub(ctx).publish({ type: 'conversation', conversation: result.conversation, message: result.message ?? null });
  return result;
}

const holdsOrFree = (lock: DeskLock, staff: StaffIdentity) => lock.claimed_by === null || lock.claimed_by === staff.staffId;

/**
 * An agent answers: the conversation must be open and theirs or nobody's (then it becomes theirs);
 * the player's earlier messages count as answered.
 */
export async function deskReply(ctx: DeskContext, staff: StaffIdentity, conversationId: number, body: string): Promise<DeskReplied> {
  const { conversation, message } = await change(ctx, conversationId, async (tx, lock) => {
    if (lock.closed_at) throw closed();
    if (!holdsOrFree(lock, staff)) throw claimedBy(lock.claimed_by_name);
    if (lock.claimed_by === null) await setClaim(tx, conversationId, staff.staffId);
    const row = await insertDeskReply(tx, { conversationId, staffId: staff.staffId, agent: staff.username, body: body.trim() });
    await markAnswered(tx, conversationId, row.id);
    await appendAudit(tx, {
      kind: 'chat.replied',
      memberId: lock.member_id,
      actor: `staff:${staff.staffId}`,
      data: { conversationId, messageId: row.id },
    });
    return { message: messageOf(row) };
  });
  return { conversation, message: message! };
}

/** An agent takes a conversation; one another agent has is refused unless `takeOver` (audited with whom it was taken from). */
export async function deskClaim(
  ctx: DeskContext,
  staff: StaffIdentity,
  conversationId: number,
  takeOver: boolean,
): Promise<DeskConversation> {
  const { conversation } = await change(ctx, conversationId, async (tx, lock) => {
    if (lock.closed_at) throw closed();
    if (lock.claimed_by === staff.staffId) return {};
    if (lock.claimed_by !== null && !takeOver) throw claimedBy(lock.claimed_by_name);
    await setClaim(tx, conversationId, staff.staffId);
    await appendAudit(tx, {
      kind: 'chat.claimed',
      memberId: lock.member_id,
      actor: `staff:${staff.staffId}`,
      data: { conversationId, takenFrom: lock.claimed_by },
    });
    return {};
  });
  return conversation;
}

/** The agent holding a conversation lets it go; releasing one nobody holds changes nothing. */
export async function deskRelease(ctx: DeskContext, staff: StaffIdentity, conversationId: number): Promise<DeskConversation> {
  const { conversation } = await change(ctx, conversationId, async (tx, lock) => {
    if (lock.claimed_by === null) return {};
    if (lock.claimed_by !== staff.staffId) throw claimedBy(lock.claimed_by_name);
    await setClaim(tx, conversationId, null);
    await appendAudit(tx, { kind: 'chat.released', memberId: lock.member_id, actor: `staff:${staff.staffId}`, data: { conversationId } });
    return {};
  });
  return conversation;
}

/** Closes a conversation (its holder, or anyone when nobody holds it): read-only until the player writes again. Once. */
export async function deskClose(ctx: DeskContext, staff: StaffIdentity, conversationId: number): Promise<DeskConversation> {
  const { conversation } = await change(ctx, conversationId, async (tx, lock) => {
    if (lock.closed_at) return {};
    if (!holdsOrFree(lock, staff)) throw claimedBy(lock.claimed_by_name);
    await closeConversation(tx, conversationId, staff.staffId);
    await appendAudit(tx, { kind: 'chat.closed', memberId: lock.member_id, actor: `staff:${staff.staffId}`, data: { conversationId } });
    return {};
  });
  return conversation;
}

/** A ticket for the live feed, bound to the staff session (its token's hash) that asked over HTTP. */
export async function deskTicket(ctx: DeskContext, sessionHash: string): Promise<DeskTicket> {
  const ticket = newToken();
  await insertDeskTicket(ctx.db, hashToken(ticket, ctx.config.tokenPepper), sessionHash, DESK_TICKET_SECONDS);
  return { ticket };
}

/** The staff member a live session belongs to, without keeping it alive (a socket is no activity); null once it ended. */
export async function liveStaff(ctx: DeskContext, sessionHash: string): Promise<StaffIdentity | null> {
  const found = await findStaffSession(ctx.db, sessionHash);
  if (!found || found.staff.disabled || sessionState(found, new Date(), STAFF_IDLE_MINUTES) !== 'valid') return null;
  return identityOf(found.staff);
}

/** Spends a live-feed ticket: the session it was bought by (once, within its seconds), or null. */
export async function spendTicket(ctx: DeskContext, ticket: string): Promise<string | null> {
  if (typeof ticket !== 'string' || ticket.length > 100) return null;
  return spendDeskTicket(ctx.db, hashToken(ticket, ctx.config.tokenPepper));
}
