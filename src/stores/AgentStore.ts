import type { AgentStatus, ContractRequest, ContractView } from '../api';
import type { ContractDecision } from '../api/agent';
import type { RootStore } from './RootStore';

/** Agent contracts: the member's agent status and a contract with its period's figures, and the agent's answer. */
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
}
