import type { AgentStatus, ContractDecision, ContractRequest, ContractView, DownlinePage } from '../../contracts/agent';
import { AGENT_PATHS, DOWNLINE_PAGE_SIZE } from '../../contracts/agent-constants';
import type { Http } from './http';

export type {
  AgentContract,
  AgentStatus,
  ContractDecision,
  ContractMeasure,
  ContractRequest,
  ContractStatus,
  ContractTier,
  ContractView,
  DownlinePage,
  DownlinePlayer,
  PeriodFigures,
  RewardUnit,
} from '../../contracts/agent';

/** Agent contracts (SPEC §3 "Contract requests": the request name travels as `type`) and the agent's team. */
export function agentApi(http: Http) {
  return {
    status: () => http.request<AgentStatus>({ method: 'GET', url: AGENT_PATHS.status }),
    contract: (type: ContractRequest) => http.request<ContractView>({ method: 'GET', url: AGENT_PATHS.contract, params: { type } }),
    decide: (type: ContractRequest, contractId: number, decision: ContractDecision) =>
      http.request<ContractView>({ method: 'POST', url: AGENT_PATHS.decision, data: { type, contractId, decision } }),
    downline: (pageNo: number) =>
      http.request<DownlinePage>({ method: 'GET', url: AGENT_PATHS.downline, params: { pageNo, pageSize: DOWNLINE_PAGE_SIZE } }),
  };
}
