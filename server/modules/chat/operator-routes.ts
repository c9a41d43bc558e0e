import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpsChatList, OpsChatParams, OpsChatReply, OpsChatReplyBody } from '../../../contracts/chat';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { operatorCheck, operatorOf } from '../operator/routes';
import { opsChats, replyToPlayer } from './service';

const tags = ['operator'];
/** Support works during maintenance too, from the operator's own network. */
const config = { access: 'open' as const };

/** Customer service's side of the live chat (`npm run ops -- chats`, `chat-reply`), until a support desk exists. */
export const chatOperatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.decorateRequest('operator', null);
  const preHandler = operatorCheck();

  app.get(
    '/ops/chats',
    {
      schema: {
        tags,
        summary: 'Conversations, those waiting for an answer first (longest waiting first), with their latest messages',
        security: bearerAuth,
        response: responses(OpsChatList),
      },
      config,
      preHandler,
    },
    async () => ok(await opsChats(app.ctx)),
  );

  app.post(
    '/ops/chats/:username/reply',
    {
      schema: {
        tags,
        summary: 'Write to a player in their chat; their messages before it count as answered',
        security: bearerAuth,
        params: OpsChatParams,
        body: OpsChatReplyBody,
        response: responses(OpsChatReply),
      },
      config,
      preHandler,
    },
    async (request) => ok(await replyToPlayer(app.ctx, operatorOf(request), request.params.username, request.body.body)),
  );
};
