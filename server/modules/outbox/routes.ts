import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OutboxMessage } from '../../../contracts/account';
import { ok } from '../../http/envelope';
import { responses } from '../../http/route-schema';
import { outboxMessages } from './service';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox outbox: every SMS, email and captcha answer the sandbox "sent", newest first.
 * Registered in sandbox mode only; production has no such route.
 */
export const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const Query = Type.Object(
    { destination: Type.Optional(Type.String({ maxLength: 254 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) },
    { additionalProperties: false },
  );

  app.get(
    '/sandbox/outbox',
    {
      schema: {
        tags: ['outbox'],
        summary: 'Messages the sandbox sent (sandbox mode only)',
        querystring: Query,
        response: responses(Type.Array(OutboxMessage)),
      },
    },
    async (request) => {
      return ok(await outboxMessages(app.ctx.db, request.query.destination, request.query.limit));
    },
  );

  app.get('/sandbox/outbox/page', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await outboxMessages(app.ctx.db);
    const items = rows
      .map(
        (m) =>
          `<tr><td>${m.createdAt}</td><td>${m.channel}</td><td>${escape(m.destination)}</td>` +
          `<td><b>${escape(m.code)}</b></td><td>${escape(m.body)}</td></tr>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sandbox outbox</title>
<h1>Sandbox outbox</h1><p>SMS, email and captcha answers the sandbox sent, newest first.</p>
<table border="1" cellpadding="4"><thead><tr><th>Time</th><th>Channel</th><th>To</th><th>Code</th><th>Text</th></tr></thead>
<tbody>${items}</tbody></table></html>`);
  });
};
