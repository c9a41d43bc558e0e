import dayjs from 'dayjs';
import type { ContractMeasure, ContractRequest, ContractTier, PeriodFigures, RewardUnit } from '../../../contracts/agent';
import { PERIOD_ZONE } from '../protection/periods';

/** The contract kinds as the database names them, one per request of SPEC §3. */
export type ContractKind = 'daily_salary' | 'dividend' | 'hourly_salary';

interface KindTerms {
  kind: ContractKind;
  measure: ContractMeasure;
  rewardUnit: RewardUnit;
  /** The period a figure counts in, in Manila (the downline plays there, UTC+8 without DST). */
  period: (now: Date) => { from: Date; to: Date };
}

function span(start: dayjs.Dayjs, end: dayjs.Dayjs) {
  return { from: start.toDate(), to: end.toDate() };
}

/** A dividend is reckoned per half month, as agents are paid on the 1st and the 16th: 1st–15th, then 16th–end. */
function halfMonth(now: Date) {
  const day = dayjs(now).tz(PERIOD_ZONE);
  const month = day.startOf('month');
  const middle = month.add(15, 'day');
  return day.isBefore(middle) ? span(month, middle) : span(middle, month.add(1, 'month'));
}

/** The calendar month in Manila: the span of the team page's figures. */
export function calendarMonth(now: Date) {
  const month = dayjs(now).tz(PERIOD_ZONE).startOf('month');
  return span(month, month.add(1, 'month'));
}

export const TERMS: Record<ContractRequest, KindTerms> = {
  dailysalreqtype: {
    kind: 'daily_salary',
    measure: 'turnover',
    rewardUnit: 'amount',
    period: (now) => {
      const day = dayjs(now).tz(PERIOD_ZONE).startOf('day');
      return span(day, day.add(1, 'day'));
    },
  },
  divtypecompperiodreq: { kind: 'dividend', measure: 'netLoss', rewardUnit: 'basisPoints', period: halfMonth },
  contracthoursalreq: {
    kind: 'hourly_salary',
    measure: 'turnover',
    rewardUnit: 'amount',
    period: (now) => {
      const hour = dayjs(now).tz(PERIOD_ZONE).startOf('hour');
      return span(hour, hour.add(1, 'hour'));
    },
  },
};

export const REQUEST_OF_KIND = Object.fromEntries(Object.entries(TERMS).map(([request, terms]) => [terms.kind, request])) as Record<
  ContractKind,
  ContractRequest
>;

/** The highest tier whose measure and active players the figures both reach, or null. */
export function tierReached(tiers: readonly ContractTier[], measure: ContractMeasure, figures: PeriodFigures): number | null {
  let reached: number | null = null;
  tiers.forEach((tier, index) => {
    if (figures[measure] >= tier.minimum && figures.activePlayers >= tier.activePlayers) reached = index;
  });
  return reached;
}

/** What a reached tier pays: its amount, or its basis points of a positive net loss (rounded down to the centavo). */
export function payFor(tier: ContractTier | undefined, rewardUnit: RewardUnit, figures: PeriodFigures): number {
  if (!tier) return 0;
  if (rewardUnit === 'amount') return tier.reward;
  // In bigint: a large net loss times the basis points can pass 2^53.
  return figures.netLoss > 0 ? Number((BigInt(figures.netLoss) * BigInt(tier.reward)) / 10_000n) : 0;
}
