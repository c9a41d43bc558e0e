import { Type, type Static } from 'typebox';

/**
 * Live chat with customer service (SPEC §2 "Message center", §7 "Chat"; whitelabel flag CBS3,
 * real accounts only). The app asks for the chat page's address (`CBS_launchChat`) and the count
 * of support messages not seen yet (`CSP_unreadCount`); the chat page itself speaks to
 * `/wps/chat/*` with a chat-scoped token it got for a one-time ticket.
 */

/** A chat ticket or chat token: 256 random bits, base64url. */
const Secret = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });
/** A same-origin path the chat page links back to: one leading slash (never `//` or `/\`), no spaces or backslashes. */
export const BACK_URL_PATTERN = '^/(?![/\\\\])[^\\s\\\\]*$';
/** A BCP 47 tag as the app's locales are written (en, fil, zh-CN). */
const LanguageTag = Type.String({ pattern: '^[a-z]{2,3}(-[A-Z]{2})?$' });

/** What the chat page shows around the conversation: its language, title, header colour and where "Back" goes. */
const PAGE_FIELDS = {
  language: Type.Optional(LanguageTag),
  backUrl: Type.Optional(Type.String({ maxLength: 512, pattern: BACK_URL_PATTERN })),
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' })),
  headerColor: Type.Optional(Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' })),
};

/** GET /wps/relay/CBS_launchChat; `moduleId` is the flag that switches the chat on (SPEC §7 "moduleId CBS3"). */
export const LaunchChatQuery = Type.Object(
  { ...PAGE_FIELDS, moduleId: Type.Optional(Type.Literal('CBS3')) },
  { additionalProperties: false },
);
export type LaunchChatQuery = Static<typeof LaunchChatQuery>;

/** The chat page's address; the one-time ticket rides in its fragment, which browsers never send to a server. */
export const LaunchChatValue = Type.Object({ chatUrl: Type.String() });
export type LaunchChatValue = Static<typeof LaunchChatValue>;

/** The query the chat page is opened with: the launch's own fields, passed on. */
export const ChatPageQuery = Type.Object(PAGE_FIELDS, { additionalProperties: false });
export type ChatPageQuery = Static<typeof ChatPageQuery>;

/** GET /wps/relay/CSP_unreadCount (SPEC §7 value.unReadCount): support messages the player has not seen. */
export const ChatUnread = Type.Object({ unReadCount: Type.Integer() });
export type ChatUnread = Static<typeof ChatUnread>;

/** POST /wps/chat/session: the ticket from the page's fragment, spent here, for a chat token. */
export const ChatSessionBody = Type.Object({ ticket: Secret }, { additionalProperties: false });
export type ChatSessionBody = Static<typeof ChatSessionBody>;

/** The chat token the page sends as `Authorization: Bearer` to the chat calls; it ends with the session that launched the chat. */
export const ChatSessionValue = Type.Object({ token: Secret });
export type ChatSessionValue = Static<typeof ChatSessionValue>;

/** The longest message either side may write. */
export const CHAT_MESSAGE_MAX = 1000;

export const ChatMessage = Type.Object({
  id: Type.Integer(),
  from: Type.Union([Type.Literal('player'), Type.Literal('support')]),
  body: Type.String(),
  createdAt: Type.String(),
  /** The other side has seen it: support read the player's message, or the player saw support's. */
  seen: Type.Boolean(),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** GET /wps/chat/messages: without `after`, the latest messages; with it, those after that id. Oldest first. */
export const ChatMessagesQuery = Type.Object({ after: Type.Optional(Type.Integer({ minimum: 0 })) }, { additionalProperties: false });
export type ChatMessagesQuery = Static<typeof ChatMessagesQuery>;

export const ChatMessages = Type.Object({ messages: Type.Array(ChatMessage) });
export type ChatMessages = Static<typeof ChatMessages>;

/** A message's text: 1 to 1000 characters, not blank. */
const MessageText = Type.String({ minLength: 1, maxLength: CHAT_MESSAGE_MAX, pattern: '\\S' });

/** POST /wps/chat/messages */
export const ChatSendBody = Type.Object({ body: MessageText }, { additionalProperties: false });
export type ChatSendBody = Static<typeof ChatSendBody>;

/** POST /wps/chat/seen: every support message up to this id has been shown to the player. */
export const ChatSeenBody = Type.Object({ upTo: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type ChatSeenBody = Static<typeof ChatSeenBody>;

/** GET /ops/chats: one row per conversation, those waiting for an answer first (longest waiting first). */
export const OpsChat = Type.Object({
  username: Type.String(),
  /** The player's messages support has not answered yet. */
  unanswered: Type.Integer(),
  waitingSince: Type.Union([Type.String(), Type.Null()]),
  lastMessageAt: Type.String(),
  /** The conversation's latest messages, oldest first. */
  recent: Type.Array(ChatMessage),
});
export type OpsChat = Static<typeof OpsChat>;

export const OpsChatList = Type.Object({ list: Type.Array(OpsChat) });
export type OpsChatList = Static<typeof OpsChatList>;

export const OpsChatParams = Type.Object({ username: Type.String({ pattern: '^[A-Za-z0-9_]{3,64}$' }) }, { additionalProperties: false });
export type OpsChatParams = Static<typeof OpsChatParams>;

/** POST /ops/chats/:username/reply */
export const OpsChatReplyBody = Type.Object({ body: MessageText }, { additionalProperties: false });
export type OpsChatReplyBody = Static<typeof OpsChatReplyBody>;

/** The reply as stored, and how many of the player's messages it answered. */
export const OpsChatReply = Type.Object({ username: Type.String(), messageId: Type.Integer(), answered: Type.Integer() });
export type OpsChatReply = Static<typeof OpsChatReply>;
