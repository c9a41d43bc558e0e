import { vi } from 'vitest';
import type { AgentContract, ContractRequest, ContractView, DownlinePage } from '../api/agent';
import { ApiError } from '../api/ApiError';

const P = 100;

/** The demo agent's daily salary contract as the server shows it: offered, three tiers, the second reached. */
export function contractViewOf(overrides: Partial<ContractView> = {}, contract: Partial<AgentContract> = {}): ContractView {
  return {
    type: 'dailysalreqtype',
    measure: 'turnover',
    rewardUnit: 'amount',
    period: { start: '2026-05-11T16:00:00.000Z', end: '2026-05-12T16:00:00.000Z' },
    figures: { downlinePlayers: 3, activePlayers: 3, turnover: 2_700 * P, netLoss: 1_200 * P },
    contract: {
      contractId: 7,
      status: 'offered',
      offeredAt: '2026-05-10T02:00:00.000Z',
      decidedAt: null,
      tiers: [
        { minimum: 1_000 * P, activePlayers: 1, reward: 100 * P },
        { minimum: 2_000 * P, activePlayers: 3, reward: 300 * P },
        { minimum: 10_000 * P, activePlayers: 5, reward: 1_000 * P },
      ],
      ...contract,
    },
    tierReached: 1,
    payable: 300 * P,
    ...overrides,
  };
}

/** The agent calls as the demo server answers the demo player, who is no agent. */
export function fakeAgentApi() {
  return {
    status: vi.fn(async () => ({ agent: false, offered: [] as ContractRequest[] })),
    contract: vi.fn(async (_type: ContractRequest): Promise<ContractView> => {
      throw new ApiError('NON_AGENT', 'Non-agents cannot log in', 403);
    }),
    decide: vi.fn(async (_type: ContractRequest, _contractId: number, _decision: 'accept' | 'decline'): Promise<ContractView> => {
      throw new ApiError('NON_AGENT', 'Non-agents cannot log in', 403);
    }),
    downline: vi.fn(async (_pageNo: number): Promise<DownlinePage> => {
      throw new ApiError('NON_AGENT', 'Non-agents cannot log in', 403);
    }),
  };
}
