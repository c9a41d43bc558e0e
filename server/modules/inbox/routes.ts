import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InboxIdsBody, InboxPage, InboxQuery, InboxUnread } from '../../../contracts/inbox';
import { authedMember, requireRealMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { deleteMessages, inboxPage, inboxUnread, readMessages } from './service';

const tags = ['inbox'];

/** The player's inbox: real accounts only (a trial player is told 'free_reject', SPEC §6). */
export const inboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wps/member/inbox',
    {
      schema: {
        tags,
        summary: 'The player’s messages, newest first, with the unread count',
        security: bearerAuth,
        querystring: InboxQuery,
        response: responses(InboxPage),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await inboxPage(app.ctx, authedMember(request).id, request.query)),
  );

  app.get(
    '/wps/member/inbox/unreadCount',
    {
      schema: { tags, summary: 'How many messages the player has not read', security: bearerAuth, response: responses(InboxUnread) },
      preHandler: requireRealMember,
    },
    async (request) => ok(await inboxUnread(app.ctx, authedMember(request).id)),
  );

  app.post(
    '/wps/member/inbox/read',
    {
      schema: {
        tags,
        summary: 'Mark the player’s messages read; answers the unread count left',
        security: bearerAuth,
        body: InboxIdsBody,
        response: responses(InboxUnread),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await readMessages(app.ctx, authedMember(request).id, request.body)),
  );

  app.post(
    '/wps/member/inbox/delete',
    {
      schema: {
        tags,
        summary: 'Delete the player’s messages from their inbox; answers the unread count left',
        security: bearerAuth,
        body: InboxIdsBody,
        response: responses(InboxUnread),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await deleteMessages(app.ctx, authedMember(request).id, request.body)),
  );
};
