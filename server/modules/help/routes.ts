import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HelpQuery, HelpTopic } from '../../../contracts/help';
import { ok } from '../../http/envelope';
import { responses } from '../../http/route-schema';
import { TOPICS } from './topics';

export const helpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags: ['help'],
        summary: 'Help-centre topics, their content operator HTML (the client sanitises it); languages without texts get English',
        querystring: HelpQuery,
        response: responses(Type.Array(HelpTopic)),
      },
    },
    async (request) => ok(request.query.lang === 'TY' ? TOPICS.TY : TOPICS.EN),
  );
};
