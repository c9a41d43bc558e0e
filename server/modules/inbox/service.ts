import type {
  InboxIdsBody,
  InboxPage,
  InboxQuery,
  InboxSegment,
  InboxTemplate,
  OpsInboxBody,
  OpsInboxResult,
} from '../../../contracts/inbox';
import type { SegmentSize, SentPage, SentQuery } from '../../../contracts/inbox-ops';
import { isRealMemberType } from '../../../contracts/constants';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/types';
import { errors } from '../../http/app-error';
import { DEFAULT_PAGE_SIZE, pageOf } from '../../http/paging';
import { appendAudit } from '../audit/log';
import {
  countInbox,
  countSegment,
  deliverTo,
  deliverToSegment,
  findMemberForInbox,
  insertMessage,
  insertPlatformMessage,
  listInbox,
  listSent,
  markDeleted,
  markRead,
  setRecipients,
} from './repository';

/** Sent messages per page of the console's list. */
const SENT_PAGE = 50;

export async function inboxPage(ctx: AppContext, memberId: number, q: InboxQuery): Promise<InboxPage> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const beforeId = q.beforeId ?? null;
  const [rows, counts] = await Promise.all([
    listInbox(ctx.db, memberId, { pageNo, pageSize, beforeId }),
    countInbox(ctx.db, memberId, beforeId),
  ]);
  const list = rows.map((r) => ({
    messageId: Number(r.id),
    sender: r.sender,
    title: r.title,
    body: r.body,
    template: r.template,
    params: r.params,
    read: r.read,
    sentAt: r.created_at.toISOString(),
  }));
  // Pages are counted over every message by offset; after `beforeId`, over the app's earlier pages and then the older messages.
  const counted = beforeId === null ? counts.total : (pageNo - 1) * pageSize + counts.older;
  return { ...pageOf(list, pageNo, pageSize, counted), totalCount: counts.total, unReadCount: counts.unread };
}

export async function inboxUnread(ctx: AppContext, memberId: number): Promise<{ unReadCount: number }> {
  return { unReadCount: (await countInbox(ctx.db, memberId, null)).unread };
}

export async function readMessages(ctx: AppContext, memberId: number, body: InboxIdsBody): Promise<{ unReadCount: number }> {
  await markRead(ctx.db, memberId, body.messageIds);
  return inboxUnread(ctx, memberId);
}

export async function deleteMessages(ctx: AppContext, memberId: number, body: InboxIdsBody): Promise<{ unReadCount: number }> {
  await markDeleted(ctx.db, memberId, body.messageIds);
  return inboxUnread(ctx, memberId);
}

/**
 * The platform tells a player what happened to their own account. Written in the caller's
 * transaction (`db` is its `tx`), so the message exists exactly when the event does: a deposit
 * credited twice by a repeated callback is one credit and one message.
 */
export async function notifyPlayer(
  db: Queryable,
  memberId: number,
  template: InboxTemplate,
  params: Record<string, string | number>,
): Promise<void> {
  await insertPlatformMessage(db, memberId, template, params);
}

/** Who sends an operator message: the name kept with it, and the audit log's actor (`operator:<id>` or `staff:<id>`). */
export interface InboxSender {
  name: string;
  actor: string;
}

/**
 * An operator's message to one real player or to a segment, from the key API or the console; it
 * arrives in every recipient's inbox at once, how many it reached is kept with it, and the sending
 * is audited (the ids and the count, never the text).
 */
export async function sendOperatorMessage(ctx: AppContext, sender: InboxSender, body: OpsInboxBody): Promise<OpsInboxResult> {
  if ((body.username === undefined) === (body.segment === undefined)) throw errors.invalidInput('Give either username or segment');
  const { merchantCode } = ctx.config;
  return ctx.db.transaction(async (tx) => {
    const member = body.username === undefined ? null : await findMemberForInbox(tx, merchantCode, body.username);
    if (body.username !== undefined && (!member || !isRealMemberType(member.type))) throw errors.notFound('No such player');
    const messageId = await insertMessage(tx, {
      merchantCode,
      sender: 'operator',
      operatorName: sender.name,
      title: body.title.trim(),
      body: body.body.trim(),
      template: null,
      params: {},
      audience: member ? `member:${member.id}` : `segment:${body.segment!}`,
    });
    if (member) await deliverTo(tx, messageId, member.id);
    const recipients = member ? 1 : await deliverToSegment(tx, messageId, merchantCode, body.segment!);
    await setRecipients(tx, messageId, recipients);
    await appendAudit(tx, {
      kind: 'inbox.sent',
      memberId: member?.id ?? null,
      actor: sender.actor,
      data: { messageId, recipients, segment: body.segment ?? null },
    });
    return { messageId, recipients };
  });
}

/** The messages sent to players, newest first, a page at a time. */
export async function sentMessages(ctx: AppContext, q: SentQuery): Promise<SentPage> {
  const rows = await listSent(ctx.db, ctx.config.merchantCode, q.before ?? null, SENT_PAGE + 1);
  const page = rows.slice(0, SENT_PAGE);
  return {
    list: page.map((row) => ({
      messageId: row.id,
      title: row.title,
      body: row.body,
      audience: row.audience.startsWith('segment:')
        ? { kind: 'segment' as const, segment: row.audience.slice('segment:'.length) as InboxSegment }
        : { kind: 'player' as const, username: row.username ?? '' },
      recipients: row.recipients,
      sentBy: row.operator_name ?? '',
      sentAt: row.created_at.toISOString(),
    })),
    nextBefore: rows.length > SENT_PAGE ? page.at(-1)!.id : null,
  };
}

/** How many players a segment reaches now: what the console asks the sender to confirm. */
export async function segmentSize(ctx: AppContext, segment: InboxSegment): Promise<SegmentSize> {
  return { segment, players: await countSegment(ctx.db, ctx.config.merchantCode, segment) };
}
