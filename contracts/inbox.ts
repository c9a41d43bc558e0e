import { Type, type Static } from 'typebox';
import { PageOf } from './paging';

/**
 * The player's inbox (SPEC §2 "Message center"; session of a real account required): messages
 * from the operator, and from the platform on events of the player's own account.
 */

/** The platform's own messages: the client's text key `inbox.templates.<name>` with the params below. */
export const INBOX_TEMPLATES = [
  'depositCredited',
  'depositRejected',
  'withdrawalPaid',
  'withdrawalRejected',
  'withdrawalFailed',
  'kycApproved',
  'kycRejected',
  'limitEffective',
] as const;
export type InboxTemplate = (typeof INBOX_TEMPLATES)[number];

/** Who an operator's message goes to besides one player: every real account, or a part of them. */
export const INBOX_SEGMENTS = ['all', 'verified', 'unverified', 'depositors', 'nonDepositors'] as const;
export type InboxSegment = (typeof INBOX_SEGMENTS)[number];

export const InboxMessage = Type.Object({
  messageId: Type.Integer(),
  sender: Type.Union([Type.Literal('operator'), Type.Literal('platform')]),
  /** An operator's message: its text as written. A platform message: null, the client words it from the template. */
  title: Type.Union([Type.String(), Type.Null()]),
  body: Type.Union([Type.String(), Type.Null()]),
  template: Type.Union([Type.Unsafe<InboxTemplate>({ type: 'string', enum: [...INBOX_TEMPLATES] }), Type.Null()]),
  /** The template's figures: amounts in centavos, references, reasons. */
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  read: Type.Boolean(),
  sentAt: Type.String(),
});
export type InboxMessage = Static<typeof InboxMessage>;

/** GET /wps/member/inbox */
export const InboxQuery = Type.Object(
  {
    pageNo: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    /**
     * The oldest message the app already shows: the page then holds the messages older than it,
     * so a message deleted or received between two pages neither skips nor repeats one. `pageNo`
     * is then the page's number as the app counts, and `totalPages` counts from it.
     */
    beforeId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type InboxQuery = Static<typeof InboxQuery>;

export const InboxPage = Type.Object({ ...PageOf(InboxMessage).properties, unReadCount: Type.Integer() });
export type InboxPage = Static<typeof InboxPage>;

/** GET /wps/member/inbox/unreadCount: the same shape as the chat's (SPEC §7 value.unReadCount). */
export const InboxUnread = Type.Object({ unReadCount: Type.Integer() });
export type InboxUnread = Static<typeof InboxUnread>;

/** POST /wps/member/inbox/read and /wps/member/inbox/delete: the player's own messages, by id; others' ids are ignored. */
export const InboxIdsBody = Type.Object(
  { messageIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100, uniqueItems: true }) },
  { additionalProperties: false },
);
export type InboxIdsBody = Static<typeof InboxIdsBody>;

/** POST /ops/inbox: an operator's message to one player (username) or a segment, never both. */
export const OpsInboxBody = Type.Object(
  {
    username: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{3,64}$' })),
    segment: Type.Optional(Type.Unsafe<InboxSegment>({ type: 'string', enum: [...INBOX_SEGMENTS] })),
    // Not blank: something a player can read.
    title: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    body: Type.String({ minLength: 1, maxLength: 4000, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type OpsInboxBody = Static<typeof OpsInboxBody>;

export const OpsInboxResult = Type.Object({ messageId: Type.Integer(), recipients: Type.Integer() });
export type OpsInboxResult = Static<typeof OpsInboxResult>;
