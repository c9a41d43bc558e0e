import type { InboxIdsBody, InboxPage, InboxQuery, InboxTemplate, OpsInboxBody, OpsInboxResult } from '../../../contracts/inbox';
import { isRealMemberType } from '../../../contracts/constants';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/types';
import { errors } from '../../http/app-error';
import { DEFAULT_PAGE_SIZE, pageOf } from '../../http/paging';
import type { OperatorRow } from '../operator/repository';
import {
  countUnread,
  deliverTo,
  deliverToSegment,
  findMemberForInbox,
  insertMessage,
  insertPlatformMessage,
  listInbox,
  markDeleted,
  markRead,
} from './repository';

export async function inboxPage(ctx: AppContext, memberId: number, q: InboxQuery): Promise<InboxPage> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const [rows, unReadCount] = await Promise.all([listInbox(ctx.db, memberId, { pageNo, pageSize }), countUnread(ctx.db, memberId)]);
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
  return { ...pageOf(list, pageNo, pageSize, rows.length > 0 ? Number(rows[0]!.total) : 0), unReadCount };
}

export async function inboxUnread(ctx: AppContext, memberId: number): Promise<{ unReadCount: number }> {
  return { unReadCount: await countUnread(ctx.db, memberId) };
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

/** An operator's message to one real player or to a segment; it arrives in every recipient's inbox at once. */
export async function sendOperatorMessage(ctx: AppContext, operator: OperatorRow, body: OpsInboxBody): Promise<OpsInboxResult> {
  if ((body.username === undefined) === (body.segment === undefined)) throw errors.invalidInput('Give either username or segment');
  const { merchantCode } = ctx.config;
  return ctx.db.transaction(async (tx) => {
    const member = body.username === undefined ? null : await findMemberForInbox(tx, merchantCode, body.username);
    if (body.username !== undefined && (!member || !isRealMemberType(member.type))) throw errors.notFound('No such player');
    const messageId = await insertMessage(tx, {
      merchantCode,
      sender: 'operator',
      operatorName: operator.name,
      title: body.title.trim(),
      body: body.body.trim(),
      template: null,
      params: {},
      audience: member ? `member:${member.id}` : `segment:${body.segment!}`,
    });
    if (member) {
      await deliverTo(tx, messageId, member.id);
      return { messageId, recipients: 1 };
    }
    return { messageId, recipients: await deliverToSegment(tx, messageId, merchantCode, body.segment!) };
  });
}
