import { isRealMemberType } from '../../../contracts/constants';
import {
  DOWNLINE_PAGE_SIZE,
  type AgentStatus,
  type ContractDecisionBody,
  type ContractRequest,
  type ContractView,
  type DownlinePage,
  type DownlineQuery,
} from '../../../contracts/agent';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { pageOf } from '../../http/paging';
import { maskName } from '../../lib/mask-name';
import { audited } from '../audit/log';
import type { MemberRow } from '../member/repository';
import { agentErrors } from './errors';
import {
  contractOfAgent,
  decideContract,
  downlineFigures,
  downlinePlayers,
  isAgent,
  latestContract,
  offeredKinds,
  type ContractRow,
} from './repository';
import { calendarMonth, payFor, REQUEST_OF_KIND, TERMS, tierReached } from './terms';

type Ctx = Pick<AppContext, 'db'>;

/**
 * The agent entrance (SPEC §6): only a real member (types 0, 1, 2; not a trial player nor a
 * non-member account) flagged as agent gets through. The member's id is the agent's.
 */
async function agentOf(ctx: Ctx, member: MemberRow): Promise<number> {
  if (member.role !== 'player' || !isRealMemberType(member.type)) throw errors.nonMemberAccount();
  if (!(await isAgent(ctx.db, member.id))) throw agentErrors.nonAgent();
  return member.id;
}

async function viewOf(ctx: Ctx, agentId: number, type: ContractRequest, contract: ContractRow | null, now: Date): Promise<ContractView> {
  const terms = TERMS[type];
  const { from, to } = terms.period(now);
  const figures = await downlineFigures(ctx.db, agentId, from, to);
  // A declined contract pays nothing; an offered one shows what accepting it would pay now.
  const reached = contract && contract.status !== 'declined' ? tierReached(contract.tiers, terms.measure, figures) : null;
  return {
    type,
    measure: terms.measure,
    rewardUnit: terms.rewardUnit,
    period: { start: from.toISOString(), end: to.toISOString() },
    figures,
    contract: contract && {
      contractId: contract.id,
      status: contract.status,
      offeredAt: contract.offeredAt.toISOString(),
      decidedAt: contract.decidedAt?.toISOString() ?? null,
      tiers: contract.tiers,
    },
    tierReached: reached,
    payable: reached === null ? 0 : payFor(contract!.tiers[reached], terms.rewardUnit, figures),
  };
}

/** The agent's contract of a kind with the current period's downline figures and what it would pay. */
export async function contractView(ctx: Ctx, member: MemberRow, type: ContractRequest, now = new Date()): Promise<ContractView> {
  const agentId = await agentOf(ctx, member);
  return viewOf(ctx, agentId, type, await latestContract(ctx.db, agentId, TERMS[type].kind), now);
}

/** Accepts or declines an offered contract, once; the answer is audited with it. */
export async function decideOnContract(ctx: Pick<AppContext, 'db'>, member: MemberRow, body: ContractDecisionBody): Promise<ContractView> {
  const agentId = await agentOf(ctx, member);
  const kind = TERMS[body.type].kind;
  const status = body.decision === 'accept' ? 'accepted' : 'declined';
  const decided = await audited(
    ctx.db,
    (tx) => decideContract(tx, { contractId: body.contractId, agentId, kind, status }),
    (row) =>
      row && {
        kind: `agent.contract_${status}`,
        memberId: agentId,
        actor: `member:${agentId}`,
        data: { contractId: row.id, contract: kind },
      },
  );
  if (!decided) {
    const existing = await contractOfAgent(ctx.db, agentId, body.contractId, kind);
    throw existing ? agentErrors.contractDecided(existing.status) : errors.notFound('No such contract');
  }
  return viewOf(ctx, agentId, body.type, decided, new Date());
}

/** Whether the member is an agent, and which contracts wait for an answer (for the member centre's prompt). */
export async function agentStatus(ctx: Ctx, member: MemberRow): Promise<AgentStatus> {
  const agent = member.role === 'player' && isRealMemberType(member.type) && (await isAgent(ctx.db, member.id));
  if (!agent) return { agent: false, offered: [] };
  return { agent: true, offered: (await offeredKinds(ctx.db, member.id)).map((kind) => REQUEST_OF_KIND[kind]) };
}

/**
 * The agent's team (SPEC §1 "team management", §7 "Agent: downline"): its players newest first, a
 * page at a time, each with this month's turnover and net loss, and the whole team's figures for
 * the month. Names are masked as on the referral page: the agent knows whom it brought, and a
 * list on a phone shows no more than it needs.
 */
export async function downline(ctx: Ctx, member: MemberRow, query: DownlineQuery, now = new Date()): Promise<DownlinePage> {
  const agentId = await agentOf(ctx, member);
  const month = calendarMonth(now);
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? DOWNLINE_PAGE_SIZE;
  const [figures, players] = await Promise.all([
    downlineFigures(ctx.db, agentId, month.from, month.to),
    downlinePlayers(ctx.db, agentId, month, { limit: pageSize, offset: (pageNo - 1) * pageSize }),
  ]);
  const list = players.map((p) => ({ ...p, username: maskName(p.username), joinedAt: p.joinedAt.toISOString() }));
  return {
    ...pageOf(list, pageNo, pageSize, figures.downlinePlayers),
    period: { start: month.from.toISOString(), end: month.to.toISOString() },
    figures,
  };
}
