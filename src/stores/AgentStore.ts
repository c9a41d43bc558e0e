import type { AgentStatus, ContractRequest, ContractView } from '../api';
import type { ContractDecision, DownlinePage } from '../api/agent';
import type { RootStore } from './RootStore';

/** Agent contracts (the member's agent status, a contract with its period's figures, the agent's answer) and the agent's team. */
export class AgentStore {
  constructor(private readonly root: RootStore) {}

  status(): Promise<AgentStatus> {
    return this.root.api.agent.status();
  }

  contract(type: ContractRequest): Promise<ContractView> {
    return this.root.api.agent.contract(type);
  }

  /** Accepts or declines an offered contract; the answer is the contract as it stands after. */
  decide(type: ContractRequest, contractId: number, decision: ContractDecision): Promise<ContractView> {
    return this.root.api.agent.decide(type, contractId, decision);
  }

  /** A page of the agent's team, with the team's figures for the month. */
  downline(pageNo: number): Promise<DownlinePage> {
    return this.root.api.agent.downline(pageNo);
  }
}
