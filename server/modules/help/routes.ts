import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { ok } from '../../http/envelope';
import { responses } from '../../http/route-schema';
import { TOPICS } from './topics';

const HelpTopic = Type.Cyclic(
  {
    HelpTopic: Type.Object({
      title: Type.String(),
      tag: Type.String(),
      content: Type.Array(Type.String()),
      children: Type.Array(Type.Ref('HelpTopic')),
    }),
  },
  'HelpTopic',
) as TSchema;

export const helpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags: ['system'],
        summary: 'Help-centre topics (plain-text paragraphs); languages without texts get English',
        querystring: Type.Object(
          { lang: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })), device: Type.Optional(Type.String({ maxLength: 16 })) },
          { additionalProperties: false },
        ),
        response: responses(Type.Array(HelpTopic)),
      },
    },
    async (request) => ok(request.query.lang === 'TY' ? TOPICS.TY : TOPICS.EN),
  );
};
