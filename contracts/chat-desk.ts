import { Type, type Static } from 'typebox';
import { CHAT_MESSAGE_MAX, ChatMessage } from './chat';

/**
 * The support desk: live chat answered from the back-office console (permission chat.answer,
 * /ops/api/chats…). Several agents work at once: an agent claims a conversation (a reply claims
 * it too), and the others see who has it and cannot answer it until it is released or taken
 * over. Closing keeps the transcript, read-only, until the player writes again. New messages and
 * every change reach all agents over a WebSocket (/ops/api/chats/live), opened with a one-time
 * ticket bought over HTTP with the session's headers.
 */

export const DESK_STATES = ['open', 'closed'] as const;
export type DeskState = (typeof DESK_STATES)[number];

/** A conversation's holder: the agent answering it. */
export const DeskAgent = Type.Object({ staffId: Type.Integer(), username: Type.String() });
export type DeskAgent = Static<typeof DeskAgent>;

/** One conversation as the desk lists it. */
export const DeskConversation = Type.Object({
  conversationId: Type.Integer(),
  username: Type.String(),
  /** The player's messages no agent has answered yet (the desk's unread count). */
  unread: Type.Integer(),
  /** The oldest unanswered message's time: how long the player has waited. */
  waitingSince: Type.Union([Type.String(), Type.Null()]),
  lastMessageAt: Type.String(),
  /** The latest message, its text cut to 140 characters. */
  lastMessage: Type.Object({ from: Type.Union([Type.Literal('player'), Type.Literal('support')]), body: Type.String() }),
  claimedBy: Type.Union([DeskAgent, Type.Null()]),
  closedAt: Type.Union([Type.String(), Type.Null()]),
});
export type DeskConversation = Static<typeof DeskConversation>;

/** GET /ops/api/chats: open (default: those waiting first, the longest waiting first) or closed (latest closed first). */
export const DeskListQuery = Type.Object(
  { state: Type.Optional(Type.Unsafe<DeskState>({ type: 'string', enum: [...DESK_STATES] })) },
  { additionalProperties: false },
);
export type DeskListQuery = Static<typeof DeskListQuery>;

export const DeskList = Type.Object({ list: Type.Array(DeskConversation) });
export type DeskList = Static<typeof DeskList>;

export const DeskParams = Type.Object({ conversationId: Type.Integer({ minimum: 1, maximum: 9007199254740991 }) });
export type DeskParams = Static<typeof DeskParams>;

/** GET /ops/api/chats/:conversationId: a page of the transcript, the latest first asked, then older ones `before` an id. */
export const DeskTranscriptQuery = Type.Object(
  {
    before: Type.Optional(Type.Integer({ minimum: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type DeskTranscriptQuery = Static<typeof DeskTranscriptQuery>;

/** A transcript's message: support's name who wrote it. */
export const DeskMessage = Type.Object({ ...ChatMessage.properties, agent: Type.Union([Type.String(), Type.Null()]) });
export type DeskMessage = Static<typeof DeskMessage>;

export const DeskTranscript = Type.Object({
  conversation: DeskConversation,
  /** Oldest first. */
  messages: Type.Array(DeskMessage),
  /** Older messages exist: ask again with `before` the first one's id. */
  hasOlder: Type.Boolean(),
});
export type DeskTranscript = Static<typeof DeskTranscript>;

/** POST /ops/api/chats/:conversationId/reply */
export const DeskReplyBody = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: CHAT_MESSAGE_MAX, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type DeskReplyBody = Static<typeof DeskReplyBody>;

export const DeskReplied = Type.Object({ conversation: DeskConversation, message: DeskMessage });
export type DeskReplied = Static<typeof DeskReplied>;

/** POST /ops/api/chats/:conversationId/claim: `takeOver` takes it from the agent who has it (audited). */
export const DeskClaimBody = Type.Object({ takeOver: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type DeskClaimBody = Static<typeof DeskClaimBody>;

/** POST /ops/api/chats/live-ticket: opens the live feed once, within DESK_TICKET_SECONDS. */
export const DESK_TICKET_SECONDS = 30;
export const DeskTicket = Type.Object({ ticket: Type.String() });
export type DeskTicket = Static<typeof DeskTicket>;

/**
 * The live feed's frames. The console sends one, first: `{ type: 'hello', ticket }`; the server
 * answers `ready`, then a `conversation` frame on every change of one (a new message, a claim, a
 * release, a close), with the message when there is one. Close codes: 4401 no (or a spent)
 * ticket or the session ended, 4403 the permission is gone.
 */
export type DeskHello = { type: 'hello'; ticket: string };
export type DeskEvent = { type: 'ready' } | { type: 'conversation'; conversation: DeskConversation; message: DeskMessage | null };

export const DESK_CLOSE = { unauthenticated: 4401, forbidden: 4403 } as const;
