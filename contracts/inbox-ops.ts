import { Type, type Static } from 'typebox';
import { INBOX_SEGMENTS, type InboxSegment } from './inbox';

/**
 * The inbox from the back-office console (permission inbox.send, /ops/api/inbox): a message to
 * one player or a segment (the body is POST /ops/inbox's, OpsInboxBody), the messages sent, and
 * how many players a segment reaches now.
 */

const Segment = Type.Unsafe<InboxSegment>({ type: 'string', enum: [...INBOX_SEGMENTS] });

/** Who a sent message went to: one player, or a segment. */
export const SentAudience = Type.Union([
  Type.Object({ kind: Type.Literal('player'), username: Type.String() }),
  Type.Object({ kind: Type.Literal('segment'), segment: Segment }),
]);
export type SentAudience = Static<typeof SentAudience>;

export const SentMessage = Type.Object({
  messageId: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  audience: SentAudience,
  /** Players it was delivered to when it was sent. */
  recipients: Type.Integer(),
  /** The staff member or operator who sent it. */
  sentBy: Type.String(),
  sentAt: Type.String(),
});
export type SentMessage = Static<typeof SentMessage>;

/** GET /ops/api/inbox: newest first; the next page is the messages `before` the last one's id. */
export const SentQuery = Type.Object({ before: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });
export type SentQuery = Static<typeof SentQuery>;

export const SentPage = Type.Object({ list: Type.Array(SentMessage), nextBefore: Type.Union([Type.Integer(), Type.Null()]) });
export type SentPage = Static<typeof SentPage>;

export const SegmentParams = Type.Object({ segment: Segment });
export type SegmentParams = Static<typeof SegmentParams>;

/** GET /ops/api/inbox/segments/:segment: how many players a message to it would reach now. */
export const SegmentSize = Type.Object({ segment: Segment, players: Type.Integer() });
export type SegmentSize = Static<typeof SegmentSize>;
