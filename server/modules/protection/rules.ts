import {
  LIMIT_COOL_DOWN_HOURS,
  MONEY_LIMIT_KINDS,
  MONEY_LIMIT_PERIODS,
  type BlockKind,
  type CoolOffDuration,
  type LimitKey,
  type MoneyLimitKind,
  type MoneyLimitPeriod,
  type SelfExclusionDuration,
} from '../../../contracts/protection';
import { addMonths } from './periods';

/*
 * The rules of player protection, free of the database: which change of a limit is a tightening,
 * how the player's and the operator's limits combine, how long a break lasts, and whether what a
 * period used passes its limits.
 */

const HOUR = 3_600_000;

/** Every limit, in the order the screens and the state list them. */
export const ALL_LIMITS: LimitKey[] = [
  ...MONEY_LIMIT_KINDS.flatMap((kind) => MONEY_LIMIT_PERIODS.map((period) => ({ kind, period }))),
  { kind: 'session', period: 'session' },
];

/** The stricter of two limits; null is no limit. */
export function stricter(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/**
 * What a player's new value for their own limit does: a lower value (or a first limit) tightens
 * and applies at once; a higher value or a removal loosens and waits for the cool-down and the
 * player's confirmation; the same value changes nothing.
 */
export function changeOf(current: number | null, wanted: number | null): 'tighten' | 'loosen' | 'same' {
  if (current === wanted) return 'same';
  if (wanted === null) return 'loosen';
  if (current === null || wanted < current) return 'tighten';
  return 'loosen';
}

export function confirmableAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + LIMIT_COOL_DOWN_HOURS * HOUR);
}

/** Self-exclusion cannot be revoked in its first 6 months (a 6-month one not at all). */
export const IRREVOCABLE_MONTHS = 6;

export interface BreakSpan {
  kind: BlockKind;
  endsAt: Date;
  revocableFrom: Date | null;
}

const COOL_OFF_HOURS: Record<CoolOffDuration, number> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 };
const EXCLUSION_MONTHS: Record<SelfExclusionDuration, number> = { '6m': 6, '1y': 12, '5y': 60 };

/** When a break taken at `startsAt` ends, and from when it may be revoked (never, for a cool-off). */
export function breakSpan(duration: CoolOffDuration | SelfExclusionDuration, startsAt: Date): BreakSpan {
  if (duration in COOL_OFF_HOURS) {
    return {
      kind: 'cool_off',
      endsAt: new Date(startsAt.getTime() + COOL_OFF_HOURS[duration as CoolOffDuration] * HOUR),
      revocableFrom: null,
    };
  }
  const endsAt = addMonths(startsAt, EXCLUSION_MONTHS[duration as SelfExclusionDuration]);
  const revocableFrom = addMonths(startsAt, IRREVOCABLE_MONTHS);
  return { kind: 'self_exclusion', endsAt, revocableFrom: revocableFrom < endsAt ? revocableFrom : null };
}

/** Limits in force for the money a bet or deposit moves, by period (null: none). */
export type PeriodLimits = Record<MoneyLimitPeriod, number | null>;
export type PeriodUsage = Record<MoneyLimitPeriod, number>;

/** The first period whose usage passes its limit, with both; null when every one holds. */
export function passedLimit(limits: PeriodLimits, usage: PeriodUsage): { period: MoneyLimitPeriod; limit: number; used: number } | null {
  for (const period of MONEY_LIMIT_PERIODS) {
    const limit = limits[period];
    if (limit !== null && usage[period] > limit) return { period, limit, used: usage[period] };
  }
  return null;
}

export function isMoneyKind(kind: string): kind is MoneyLimitKind {
  return (MONEY_LIMIT_KINDS as readonly string[]).includes(kind);
}

/**
 * The inbox's news of a limit now in force (inbox template 'limitEffective'): its kind, period
 * and amount (centavos, or minutes for a session; -1 when the limit was removed).
 */
export function limitNews(kind: string, period: string, amount: number | null): Record<string, string | number> {
  return { kind, period, amount: amount ?? -1 };
}
