/**
 * Agent contracts' constants (contracts/agent.ts has the schemas): free of imports, so the client
 * bundles these few values and not TypeBox.
 */

/**
 * SPEC §3 "Contract requests": the request names travel as the `type` of the contract calls,
 * one per contract page (daily salary, dividend, hourly salary).
 */
export const CONTRACT_REQUESTS = ['dailysalreqtype', 'divtypecompperiodreq', 'contracthoursalreq'] as const;
export type ContractRequest = (typeof CONTRACT_REQUESTS)[number];

export const CONTRACT_STATUSES = ['offered', 'accepted', 'declined'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_DECISIONS = ['accept', 'decline'] as const;
export type ContractDecision = (typeof CONTRACT_DECISIONS)[number];

/** What a contract's tiers are measured on: downline turnover (salaries) or downline net loss (dividend). */
export const CONTRACT_MEASURES = ['turnover', 'netLoss'] as const;
export type ContractMeasure = (typeof CONTRACT_MEASURES)[number];

/** What a tier's reward is: an amount in centavos (salaries) or basis points of the net loss (dividend). */
export const REWARD_UNITS = ['amount', 'basisPoints'] as const;
export type RewardUnit = (typeof REWARD_UNITS)[number];

/** SPEC §7 "Agent": the call families the agent's requests use. */
export const AGENT_PATHS = {
  /** GET ?type=<request>: the contract, its tiers and the current period's downline figures. */
  contract: '/wps/relay/ODSFE2_agentContract',
  /** POST {type, contractId, decision}: accept or decline an offered contract, once. */
  decision: '/wps/relay/MCS2_agentContractDecision',
  /** GET: whether the member is an agent and which contracts wait for an answer. */
  status: '/wps/agent/status',
  /** GET ?pageNo&pageSize: the agent's team (downline), newest first, with this month's play. */
  downline: '/wps/agent/downline',
} as const;

/** Players a page of the agent's team lists unless the client asks for another size (at most 50). */
export const DOWNLINE_PAGE_SIZE = 20;
