import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OpsHelpChange, OpsHelpCreate, OpsHelpParams, OpsHelpQuery, OpsHelpTopic, OpsHelpTopicList } from '../../../contracts/content-ops';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { staffGuard, staffOf } from '../staff/guard';
import { changeHelpTopic, consoleHelpTopics, createHelpTopic, removeHelpTopic } from './help';

const tags = ['content'];
/** The console works during maintenance. */
const config = { access: 'open' as const };
const security = bearerAuth;
const preHandler = staffGuard('content.edit');

/** The help centre's topics under /ops/api/content/help (content.edit); their HTML is sanitised on the way in. */
export const helpOpsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ops/api/content/help',
    {
      schema: {
        tags,
        summary: 'Help topics of a language (or all), published or not',
        security,
        querystring: OpsHelpQuery,
        response: responses(OpsHelpTopicList),
      },
      config,
      preHandler,
    },
    async (request) => ok({ list: await consoleHelpTopics(app.ctx, request.query.language) }),
  );

  app.post(
    '/ops/api/content/help',
    {
      schema: {
        tags,
        summary: 'A new help topic (unpublished unless `published`); its HTML keeps only the help page’s allow-list',
        security,
        body: OpsHelpCreate,
        response: responses(OpsHelpTopic),
      },
      config,
      preHandler,
    },
    async (request) => ok(await createHelpTopic(app.ctx, staffOf(request), request.body)),
  );

  app.patch(
    '/ops/api/content/help/:topicId',
    {
      schema: {
        tags,
        summary: 'Change a help topic, publish it or take it down',
        security,
        params: OpsHelpParams,
        body: OpsHelpChange,
        response: responses(OpsHelpTopic),
      },
      config,
      preHandler,
    },
    async (request) => ok(await changeHelpTopic(app.ctx, staffOf(request), request.params.topicId, request.body)),
  );

  app.delete(
    '/ops/api/content/help/:topicId',
    {
      schema: {
        tags,
        summary: 'Delete a help topic with its sub-topics',
        security,
        params: OpsHelpParams,
        response: responses(Type.Null()),
      },
      config,
      preHandler,
    },
    async (request) => {
      await removeHelpTopic(app.ctx, staffOf(request), request.params.topicId);
      return ok(null);
    },
  );
};
