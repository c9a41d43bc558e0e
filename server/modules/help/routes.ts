import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HelpQuery, HelpTopic } from '../../../contracts/help';
import { ok } from '../../http/envelope';
import { responses } from '../../http/route-schema';
import { helpCentre } from './service';

export const helpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags: ['help'],
        summary:
          'Help-centre topics, their content operator HTML (sanitised when saved, and by the client); languages without texts get English',
        querystring: HelpQuery,
        response: responses(Type.Array(HelpTopic)),
      },
    },
    async (request) => ok(await helpCentre(app.ctx.db, request.query.lang)),
  );
};
