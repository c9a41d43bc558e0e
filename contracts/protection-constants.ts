/**
 * Player protection's constants (contracts/protection.ts has the schemas): free of imports, so the
 * client bundles these few values and not TypeBox.
 */
export const PROTECTION_PATH = '/wps/v2/member/protection';

export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];
export const LIMIT_KINDS = [...MONEY_LIMIT_KINDS, 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const MONEY_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type MoneyLimitPeriod = (typeof MONEY_LIMIT_PERIODS)[number];
export type LimitPeriod = MoneyLimitPeriod | 'session';

/** A money limit: at least ₱1, at most ₱100,000,000. */
export const MONEY_LIMIT_MIN = 100;
export const MONEY_LIMIT_MAX = 10_000_000_000;
/** A session limit in minutes: 5 minutes to 24 hours. */
export const SESSION_LIMIT_MIN = 5;
export const SESSION_LIMIT_MAX = 1440;
/** How often the reality check may come (minutes), and its default. */
export const REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;
export const REALITY_CHECK_DEFAULT = 60;
/** Loosening or removing a limit waits this long for the player's confirmation. */
export const LIMIT_COOL_DOWN_HOURS = 24;

export const COOL_OFF_DURATIONS = ['24h', '7d', '30d'] as const;
export type CoolOffDuration = (typeof COOL_OFF_DURATIONS)[number];
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y'] as const;
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];
export type BlockKind = 'cool_off' | 'self_exclusion';

export const IDENTITY_KINDS = ['mobile', 'email', 'id_number'] as const;
export type IdentityKind = (typeof IDENTITY_KINDS)[number];
