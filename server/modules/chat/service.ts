import type {
  ChatMessage,
  ChatMessages,
  ChatSessionValue,
  ChatUnread,
  LaunchChatQuery,
  LaunchChatValue,
  OpsChatList,
  OpsChatReply,
} from '../../../contracts/chat';
import { isRealMemberType } from '../../../contracts/constants';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { findMemberByUsername } from '../member/repository';
import type { OperatorRow } from '../operator/repository';
import { authenticateSession } from '../session/service';
import { hashToken, newToken } from '../session/tokens';
import { reopenConversation } from './desk-repository';
import { publishConversation } from './desk-service';
import {
  chatTokenSession,
  conversationOf,
  countUnseenByPlayer,
  insertChatToken,
  insertMessage,
  insertTicket,
  listConversations,
  listMessages,
  markAnswered,
  markSeenByPlayer,
  recentMessages,
  spendTicket,
  type MessageRow,
} from './repository';

/** How long a launch's ticket may wait to be redeemed by the chat page. */
export const CHAT_TICKET_SECONDS = 120;
/** Messages per read of the conversation: the page's first load, and each poll at most. */
const MESSAGES_PER_READ = 100;
/** What support's list shows: this many conversations, each with its latest few messages. */
const OPS_CONVERSATIONS = 100;
const OPS_RECENT_MESSAGES = 5;

type ChatContext = Pick<AppContext, 'db' | 'config' | 'merchants'>;

/** The chat page, when the merchant's CBS3 flag is on and a page is configured; otherwise the feature is unavailable. */
async function chatPage(ctx: ChatContext): Promise<string> {
  const merchant = await ctx.merchants.get(ctx.config.merchantCode);
  if (!merchant.settings.whitelabel.CBS3 || !ctx.config.chatPageUrl) throw errors.featureUnavailable();
  return ctx.config.chatPageUrl;
}

/**
 * The chat page's address: what it shows in its query (none of it secret) and the ticket in its
 * fragment, which browsers never send to a server, so it reaches no access log. A page on another
 * origin gets an absolute address to come back to.
 */
export function chatUrlOf(pageUrl: string, publicUrl: string, q: LaunchChatQuery, ticket: string): string {
  const elsewhere = /^https?:\/\//.test(pageUrl);
  const url = new URL(pageUrl, publicUrl);
  const backUrl = q.backUrl && elsewhere ? new URL(q.backUrl, publicUrl).href : q.backUrl;
  const shown = { language: q.language, backUrl, title: q.title, headerColor: q.headerColor };
  for (const [name, value] of Object.entries(shown)) if (value !== undefined) url.searchParams.set(name, value);
  url.hash = `ticket=${ticket}`;
  return elsewhere ? url.href : `${url.pathname}${url.search}${url.hash}`;
}

/** A ticket for the session that asked (never the session token itself), and the page to redeem it on. */
export async function launchChat(ctx: ChatContext, sessionHash: string, q: LaunchChatQuery): Promise<LaunchChatValue> {
  const pageUrl = await chatPage(ctx);
  const ticket = newToken();
  await insertTicket(ctx.db, hashToken(ticket, ctx.config.tokenPepper), sessionHash, CHAT_TICKET_SECONDS);
  return { chatUrl: chatUrlOf(pageUrl, ctx.config.publicUrl, q, ticket) };
}

/**
 * Spends a ticket (once, within its two minutes, while its session lives) for a chat token: the
 * chat page's only credential, good for the chat calls alone and ending with that session.
 */
export async function openChatSession(ctx: AppContext, ticket: string): Promise<ChatSessionValue> {
  await chatPage(ctx);
  const sessionHash = await spendTicket(ctx.db, hashToken(ticket, ctx.config.tokenPepper));
  if (!sessionHash) throw errors.unauthenticated();
  await authenticateSession(ctx, sessionHash);
  const token = newToken();
  await insertChatToken(ctx.db, hashToken(token, ctx.config.tokenPepper), sessionHash);
  return { token };
}

/** The player a chat token speaks for, while the chat is on and the session it came from lives (chatting keeps it alive). */
export async function chatMember(ctx: AppContext, token: string | null): Promise<number> {
  if (!token) throw errors.unauthenticated();
  await chatPage(ctx);
  const sessionHash = await chatTokenSession(ctx.db, hashToken(token, ctx.config.tokenPepper));
  if (!sessionHash) throw errors.unauthenticated();
  return (await authenticateSession(ctx, sessionHash)).member.id;
}

const messageOf = (row: MessageRow): ChatMessage => ({
  id: row.id,
  from: row.sender,
  body: row.body,
  createdAt: row.created_at.toISOString(),
  seen: row.seen,
});

/** The latest messages, or those after `after` (what a poll asks for), oldest first. */
export async function chatMessages(ctx: ChatContext, memberId: number, after: number | undefined): Promise<ChatMessages> {
  return { messages: (await listMessages(ctx.db, memberId, after ?? null, MESSAGES_PER_READ)).map(messageOf) };
}

/** The player writes (a closed conversation opens again); the support desk hears of it at once. */
export async function sendMessage(ctx: ChatContext, memberId: number, body: string): Promise<ChatMessage> {
  const { conversationId, message } = await ctx.db.transaction(async (tx) => {
    const conversationId = await conversationOf(tx, memberId);
    await reopenConversation(tx, conversationId);
    return {
      conversationId,
      message: messageOf(await insertMessage(tx, { conversationId, sender: 'player', operatorName: null, body: body.trim() })),
    };
  });
  await publishConversation(ctx, conversationId, { ...message, agent: null });
  return message;
}

export async function chatUnread(ctx: ChatContext, memberId: number): Promise<ChatUnread> {
  return { unReadCount: await countUnseenByPlayer(ctx.db, memberId) };
}

/** The page showed support's messages up to `upTo`; answers the count still unseen. */
export async function markSeen(ctx: ChatContext, memberId: number, upTo: number): Promise<ChatUnread> {
  await markSeenByPlayer(ctx.db, memberId, upTo);
  return chatUnread(ctx, memberId);
}

/** Support's queue: conversations waiting for an answer first, each with its latest messages. */
export async function opsChats(ctx: ChatContext): Promise<OpsChatList> {
  const rows = await listConversations(ctx.db, ctx.config.merchantCode, OPS_CONVERSATIONS);
  const recent = await recentMessages(
    ctx.db,
    rows.map((row) => row.conversation_id),
    OPS_RECENT_MESSAGES,
  );
  return {
    list: rows.map((row) => ({
      username: row.username,
      unanswered: row.unanswered,
      waitingSince: row.waiting_since?.toISOString() ?? null,
      lastMessageAt: row.last_message_at.toISOString(),
      recent: recent.filter((message) => message.conversation_id === row.conversation_id).map(messageOf),
    })),
  };
}

/** Support writes to a real player (first, or in answer): every message of theirs before it counts as answered. */
export async function replyToPlayer(ctx: ChatContext, operator: OperatorRow, username: string, body: string): Promise<OpsChatReply> {
  const member = await findMemberByUsername(ctx.db, ctx.config.merchantCode, username);
  if (!member || !isRealMemberType(member.type)) throw errors.notFound('No such player');
  const { conversationId, message, reply } = await ctx.db.transaction(async (tx) => {
    const conversationId = await conversationOf(tx, member.id);
    const message = await insertMessage(tx, { conversationId, sender: 'support', operatorName: operator.name, body: body.trim() });
    const reply = { username: member.username, messageId: message.id, answered: await markAnswered(tx, conversationId, message.id) };
    return { conversationId, message, reply };
  });
  await publishConversation(ctx, conversationId, { ...messageOf(message), agent: operator.name });
  return reply;
}
