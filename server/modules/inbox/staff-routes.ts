import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpsInboxBody, OpsInboxResult } from '../../../contracts/inbox';
import { SegmentParams, SegmentSize, SentPage, SentQuery } from '../../../contracts/inbox-ops';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { staffGuard, staffOf } from '../staff/guard';
import { segmentSize, sendOperatorMessage, sentMessages } from './service';

const tags = ['inbox'];
/** The console works during maintenance, as the operator API does. */
const config = { access: 'open' as const };
const security = bearerAuth;
const preHandler = staffGuard('inbox.send');

/** Players' inboxes from the console (permission inbox.send): send, what was sent, a segment's size. */
export const inboxStaffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/ops/api/inbox',
    {
      schema: {
        tags,
        summary: 'Send a message to one player (username) or a segment; how many it reached (audited)',
        security,
        body: OpsInboxBody,
        response: responses(OpsInboxResult),
      },
      config,
      preHandler,
    },
    async (request) => {
      const staff = staffOf(request);
      return ok(await sendOperatorMessage(app.ctx, { name: staff.username, actor: `staff:${staff.staffId}` }, request.body));
    },
  );

  app.get(
    '/ops/api/inbox',
    {
      schema: {
        tags,
        summary: 'Messages sent to players, newest first (50 a page)',
        security,
        querystring: SentQuery,
        response: responses(SentPage),
      },
      config,
      preHandler,
    },
    async (request) => ok(await sentMessages(app.ctx, request.query)),
  );

  app.get(
    '/ops/api/inbox/segments/:segment',
    {
      schema: {
        tags,
        summary: 'How many players a message to the segment would reach now',
        security,
        params: SegmentParams,
        response: responses(SegmentSize),
      },
      config,
      preHandler,
    },
    async (request) => ok(await segmentSize(app.ctx, request.params.segment)),
  );
};
