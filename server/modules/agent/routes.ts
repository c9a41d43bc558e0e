import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AGENT_PATHS,
  AgentStatus,
  ContractDecisionBody,
  ContractQuery,
  ContractView,
  DownlinePage,
  DownlineQuery,
} from '../../../contracts/agent';
import { authedMember, requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { bearerAuth, responses } from '../../http/route-schema';
import { agentStatus, contractView, decideOnContract, downline } from './service';

const tags = ['agent'];

/**
 * Agent contracts (SPEC §3, §6, §7). Any session may ask: the agent entrance itself answers a
 * trial or non-member account 'Non-member account unable to login' and a member who is not an
 * agent 'Non-agents cannot log in' (NON_MEMBER_ACCOUNT, NON_AGENT).
 */
export const agentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    AGENT_PATHS.contract,
    {
      schema: {
        tags,
        summary:
          'The agent’s contract of a kind (type: dailysalreqtype, divtypecompperiodreq or contracthoursalreq): ' +
          'tiers, status, the current period’s downline figures and what it would pay',
        security: bearerAuth,
        querystring: ContractQuery,
        response: responses(ContractView),
      },
      preHandler: requireSession,
    },
    async (request) => ok(await contractView(app.ctx, authedMember(request), request.query.type)),
  );

  app.post(
    AGENT_PATHS.decision,
    {
      schema: {
        tags,
        summary: 'Accept or decline an offered contract; a contract is answered once (AGENT_CONTRACT_DECIDED after)',
        security: bearerAuth,
        body: ContractDecisionBody,
        response: responses(ContractView),
      },
      preHandler: requireSession,
    },
    async (request) => ok(await decideOnContract(app.ctx, authedMember(request), request.body)),
  );

  app.get(
    AGENT_PATHS.status,
    {
      schema: {
        tags,
        summary: 'Whether the signed-in member is an agent, and which contract requests wait for an answer',
        security: bearerAuth,
        response: responses(AgentStatus),
      },
      preHandler: requireSession,
    },
    async (request) => ok(await agentStatus(app.ctx, authedMember(request))),
  );

  app.get(
    AGENT_PATHS.downline,
    {
      schema: {
        tags,
        summary:
          'The agent’s team: its players newest first (names masked), each with this month’s turnover and net loss, and the team’s figures',
        security: bearerAuth,
        querystring: DownlineQuery,
        response: responses(DownlinePage),
      },
      preHandler: requireSession,
    },
    async (request) => ok(await downline(app.ctx, authedMember(request), request.query)),
  );
};
