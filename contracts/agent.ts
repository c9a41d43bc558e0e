/**
 * Agent contracts (SPEC §3 "Contract requests", §6 "Agent", §7 "Agent"): the operator offers an
 * agent a daily salary, a dividend or an hourly salary contract; the agent sees its tiers and the
 * current period's downline figures, and accepts or declines it once. Money in centavos, times
 * ISO. The constants are in agent-constants.ts, which the client imports without TypeBox.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { CONTRACT_DECISIONS, CONTRACT_MEASURES, CONTRACT_REQUESTS, CONTRACT_STATUSES, REWARD_UNITS } from './agent-constants';
import { PageOf } from './paging';

export * from './agent-constants';

const enumOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Centavos = (description: string) => Type.Integer({ minimum: 0, description });

/** GET …/ODSFE2_agentContract */
export const ContractQuery = Type.Object({ type: enumOf(CONTRACT_REQUESTS) }, { additionalProperties: false });
export type ContractQuery = Static<typeof ContractQuery>;

/** One step of a contract: reached when the period's measure and active players are both at least the tier's. */
export const ContractTier = Type.Object({
  minimum: Centavos('Downline turnover (salaries) or net loss (dividend) in the period, centavos'),
  activePlayers: Type.Integer({ minimum: 0, description: 'Downline players who bet in the period; 0: no requirement' }),
  reward: Type.Integer({ minimum: 0, description: 'Centavos for the period (salaries) or basis points of the net loss (dividend)' }),
});
export type ContractTier = Static<typeof ContractTier>;

export const AgentContract = Type.Object({
  contractId: Type.Integer(),
  status: enumOf(CONTRACT_STATUSES),
  offeredAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  /** Ascending: a later tier asks for more and pays more. */
  tiers: Type.Array(ContractTier),
});
export type AgentContract = Static<typeof AgentContract>;

/** The agent's downline in the current period, from the ledger's bets, wins and refunds. */
export const PeriodFigures = Type.Object({
  downlinePlayers: Type.Integer({ minimum: 0, description: 'Members registered with one of the agent’s invitation codes' }),
  activePlayers: Type.Integer({ minimum: 0, description: 'Of them, those with a stake in the period' }),
  turnover: Centavos('Stakes less refunded stakes'),
  netLoss: Type.Integer({ description: 'Turnover less wins, centavos; negative when the downline won' }),
});
export type PeriodFigures = Static<typeof PeriodFigures>;

/** A period in Manila: its first instant and the first instant after it, ISO. */
const Period = Type.Object({ start: Type.String(), end: Type.String() });

export const ContractView = Type.Object({
  type: enumOf(CONTRACT_REQUESTS),
  measure: enumOf(CONTRACT_MEASURES),
  rewardUnit: enumOf(REWARD_UNITS),
  /** The period the figures cover, in Manila: today, this half month (1st–15th, 16th–end) or this hour. */
  period: Period,
  figures: PeriodFigures,
  /** The newest contract of this kind, or null when the operator has offered none. */
  contract: Nullable(AgentContract),
  /** Index of the highest tier the period's figures reach; null when none is (or there is no contract). */
  tierReached: Nullable(Type.Integer({ minimum: 0 })),
  /** What the contract would pay for the period as it stands, centavos (0 when no tier is reached or it was declined). */
  payable: Centavos('What the period would pay so far'),
});
export type ContractView = Static<typeof ContractView>;

/** POST …/MCS2_agentContractDecision */
export const ContractDecisionBody = Type.Object(
  {
    type: enumOf(CONTRACT_REQUESTS),
    contractId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    decision: enumOf(CONTRACT_DECISIONS),
  },
  { additionalProperties: false },
);
export type ContractDecisionBody = Static<typeof ContractDecisionBody>;

/** GET /wps/agent/status: `offered` lists the contract requests whose newest contract waits for an answer. */
export const AgentStatus = Type.Object({
  agent: Type.Boolean(),
  offered: Type.Array(enumOf(CONTRACT_REQUESTS)),
});
export type AgentStatus = Static<typeof AgentStatus>;

/** GET /wps/agent/downline */
export const DownlineQuery = Type.Object(
  {
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  },
  { additionalProperties: false },
);
export type DownlineQuery = Static<typeof DownlineQuery>;

/** One player of the agent's team: the name masked as on the referral page, and this month's play. */
export const DownlinePlayer = Type.Object({
  username: Type.String({ description: 'Masked as maskName does: the first two characters and the last' }),
  joinedAt: Type.String(),
  turnover: Centavos('Stakes less refunded stakes this month'),
  netLoss: Type.Integer({ description: 'Turnover less wins this month, centavos; negative when the player won' }),
});
export type DownlinePlayer = Static<typeof DownlinePlayer>;

/** The agent's team, newest first, a page at a time, with the whole team's figures for the month. */
export const DownlinePage = Type.Object({
  ...PageOf(DownlinePlayer).properties,
  /** This calendar month in Manila. */
  period: Period,
  figures: PeriodFigures,
});
export type DownlinePage = Static<typeof DownlinePage>;
