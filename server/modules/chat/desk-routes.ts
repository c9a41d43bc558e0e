import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeskClaimBody,
  DeskConversation,
  DeskList,
  DeskListQuery,
  DeskParams,
  DeskReplied,
  DeskReplyBody,
  DeskTicket,
  DeskTranscript,
  DeskTranscriptQuery,
} from '../../../contracts/chat-desk';
import { bearerToken } from '../../http/auth';
import { errors } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { hashToken } from '../session/tokens';
import { staffGuard, staffOf } from '../staff/guard';
import { deskLiveRoute } from './desk-live';
import { deskClaim, deskClose, deskConversations, deskRelease, deskReply, deskTicket, deskTranscript } from './desk-service';

const tags = ['chat desk'];
/** Support works during maintenance too, as the operator API does. */
const config = { access: 'open' as const };
const security = bearerAuth;
const preHandler = staffGuard('chat.answer');

/** The support desk under /ops/api/chats: live chat answered from the console (permission chat.answer). */
export const chatDeskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ops/api/chats',
    {
      schema: {
        tags,
        summary: 'Open conversations (waiting first, longest waiting first) with unread counts and holders, or the latest closed',
        security,
        querystring: DeskListQuery,
        response: responses(DeskList),
      },
      config,
      preHandler,
    },
    async (request) => ok(await deskConversations(app.ctx, request.query.state ?? 'open')),
  );

  app.post(
    '/ops/api/chats/live-ticket',
    {
      schema: {
        tags,
        summary: 'A one-time ticket (30 s) for the live feed: the WebSocket /ops/api/chats/live takes it as its first message',
        security,
        response: responses(DeskTicket),
      },
      config,
      preHandler,
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw errors.unauthenticated();
      return ok(await deskTicket(app.ctx, hashToken(token, app.ctx.config.tokenPepper)));
    },
  );

  app.get(
    '/ops/api/chats/:conversationId',
    {
      schema: {
        tags,
        summary: 'A conversation and a page of its transcript, oldest first (older pages with `before`)',
        security,
        params: DeskParams,
        querystring: DeskTranscriptQuery,
        response: responses(DeskTranscript),
      },
      config,
      preHandler,
    },
    async (request) => ok(await deskTranscript(app.ctx, request.params.conversationId, request.query)),
  );

  app.post(
    '/ops/api/chats/:conversationId/reply',
    {
      schema: {
        tags,
        summary: 'Answer the player: the conversation must be open and yours or nobody’s (it becomes yours)',
        security,
        params: DeskParams,
        body: DeskReplyBody,
        response: responses(DeskReplied),
      },
      config,
      preHandler,
    },
    async (request) => ok(await deskReply(app.ctx, staffOf(request), request.params.conversationId, request.body.body)),
  );

  app.post(
    '/ops/api/chats/:conversationId/claim',
    {
      schema: {
        tags,
        summary: 'Take the conversation; another agent’s only with takeOver (audited)',
        security,
        params: DeskParams,
        body: DeskClaimBody,
        response: responses(DeskConversation),
      },
      config,
      preHandler,
    },
    async (request) => ok(await deskClaim(app.ctx, staffOf(request), request.params.conversationId, request.body?.takeOver === true)),
  );

  app.post(
    '/ops/api/chats/:conversationId/release',
    {
      schema: { tags, summary: 'Let the conversation go', security, params: DeskParams, response: responses(DeskConversation) },
      config,
      preHandler,
    },
    async (request) => ok(await deskRelease(app.ctx, staffOf(request), request.params.conversationId)),
  );

  app.post(
    '/ops/api/chats/:conversationId/close',
    {
      schema: {
        tags,
        summary: 'Close the conversation: its transcript reads only until the player writes again',
        security,
        params: DeskParams,
        response: responses(DeskConversation),
      },
      config,
      preHandler,
    },
    async (request) => ok(await deskClose(app.ctx, staffOf(request), request.params.conversationId)),
  );

  await app.register(deskLiveRoute);
};
