import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChatMessage,
  ChatMessages,
  ChatMessagesQuery,
  ChatSeenBody,
  ChatSendBody,
  ChatSessionBody,
  ChatSessionValue,
  ChatUnread,
  LaunchChatQuery,
  LaunchChatValue,
} from '../../../contracts/chat';
import { authedMember, bearerToken, requireRealMember } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { chatMember, chatMessages, chatUnread, launchChat, markSeen, openChatSession, sendMessage } from './service';

const tags = ['chat'];

/**
 * Live chat (SPEC §7 "Chat"): the app's two calls, with the player's session (real accounts only:
 * a trial player is told 'free_reject'), and the chat page's calls, with the chat token it got
 * for its ticket (`Authorization: Bearer <chat token>`; a session token is no chat token).
 */
export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wps/relay/CBS_launchChat',
    {
      schema: {
        tags,
        summary: 'The chat page’s address, with a one-time ticket (2 minutes) in its fragment; CBS3 must be on',
        security: bearerAuth,
        querystring: LaunchChatQuery,
        response: responses(LaunchChatValue),
      },
      preHandler: requireRealMember,
    },
    async (request) => ok(await launchChat(app.ctx, request.auth!.tokenHash, request.query)),
  );

  app.get(
    '/wps/relay/CSP_unreadCount',
    {
      schema: { tags, summary: 'Support messages the player has not seen', security: bearerAuth, response: responses(ChatUnread) },
      preHandler: requireRealMember,
    },
    async (request) => ok(await chatUnread(app.ctx, authedMember(request).id)),
  );

  app.post(
    '/wps/chat/session',
    {
      schema: {
        tags,
        summary: 'The chat page spends its ticket (once) for a chat token, which ends with the session that launched the chat',
        body: ChatSessionBody,
        response: responses(ChatSessionValue),
      },
    },
    async (request) => ok(await openChatSession(app.ctx, request.body.ticket)),
  );

  const player = (request: Parameters<typeof bearerToken>[0]) => chatMember(app.ctx, bearerToken(request));

  app.get(
    '/wps/chat/messages',
    {
      schema: {
        tags,
        summary: 'The conversation, oldest first: the latest 100, or those after `after`',
        security: bearerAuth,
        querystring: ChatMessagesQuery,
        response: responses(ChatMessages),
      },
    },
    async (request) => ok(await chatMessages(app.ctx, await player(request), request.query.after)),
  );

  app.post(
    '/wps/chat/messages',
    {
      schema: { tags, summary: 'The player writes to support', security: bearerAuth, body: ChatSendBody, response: responses(ChatMessage) },
    },
    async (request) => ok(await sendMessage(app.ctx, await player(request), request.body.body)),
  );

  app.post(
    '/wps/chat/seen',
    {
      schema: {
        tags,
        summary: 'The page showed support’s messages up to `upTo`; answers the count still unseen',
        security: bearerAuth,
        body: ChatSeenBody,
        response: responses(ChatUnread),
      },
    },
    async (request) => ok(await markSeen(app.ctx, await player(request), request.body.upTo)),
  );
};
