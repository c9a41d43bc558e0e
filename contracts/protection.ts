/**
 * Player protection (issue 13, beyond the spec: a PAGCOR-regulated market requires it). Limits
 * the player sets, cool-off and self-exclusion, the reality check and the play session, and the
 * operator's side: a limit per player and the restricted-persons list. Money in centavos; periods
 * are calendar periods in Asia/Manila (the week starts on Monday). The constants are in
 * protection-constants.ts, which the client imports without bundling TypeBox.
 */
import { Type, type Static, type TSchema } from 'typebox';
import {
  COOL_OFF_DURATIONS,
  IDENTITY_KINDS,
  LIMIT_KINDS,
  MONEY_LIMIT_KINDS,
  MONEY_LIMIT_MAX,
  MONEY_LIMIT_MIN,
  MONEY_LIMIT_PERIODS,
  REALITY_CHECK_CHOICES,
  SELF_EXCLUSION_DURATIONS,
  SESSION_LIMIT_MAX,
  SESSION_LIMIT_MIN,
  type BlockKind,
  type LimitPeriod,
} from './protection-constants';

export * from './protection-constants';

const enumOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A new value for a limit, or null to remove it (one schema with both types, which every validator and sampler reads). */
const limitValue = (minimum: number, maximum: number, description: string) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum, maximum, description });
const MoneyAmount = limitValue(MONEY_LIMIT_MIN, MONEY_LIMIT_MAX, 'Centavos; null removes the limit');
const SessionMinutes = limitValue(SESSION_LIMIT_MIN, SESSION_LIMIT_MAX, 'Minutes; null removes the limit');

/** Which limit: a money kind with its period, or the session limit. */
export const MoneyLimitKey = Type.Object(
  { kind: enumOf(MONEY_LIMIT_KINDS), period: enumOf(MONEY_LIMIT_PERIODS) },
  { additionalProperties: false },
);
export const SessionLimitKey = Type.Object(
  { kind: Type.Literal('session'), period: Type.Literal('session') },
  { additionalProperties: false },
);
export const LimitKey = Type.Union([MoneyLimitKey, SessionLimitKey]);
export type LimitKey = Static<typeof LimitKey>;

/**
 * PUT …/limit: a new value (null removes the limit). Lower than the limit in force takes effect at
 * once; higher, or a removal, waits 24 hours for the player's confirmation.
 */
export const SetLimitBody = Type.Union([
  Type.Object(
    { kind: enumOf(MONEY_LIMIT_KINDS), period: enumOf(MONEY_LIMIT_PERIODS), amount: MoneyAmount },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('session'), period: Type.Literal('session'), amount: SessionMinutes }, { additionalProperties: false }),
]);
export type SetLimitBody = Static<typeof SetLimitBody>;

/** A loosening or removal waiting for its cool-down, then for the player to confirm it. */
export const PendingLimitChange = Type.Object({
  amount: Type.Union([Type.Integer(), Type.Null()], { description: 'null: the limit is removed' }),
  requestedAt: Type.String(),
  confirmableAt: Type.String(),
});
export type PendingLimitChange = Static<typeof PendingLimitChange>;

export const LimitView = Type.Object({
  kind: enumOf(LIMIT_KINDS),
  period: enumOf<LimitPeriod>([...MONEY_LIMIT_PERIODS, 'session']),
  /** What the player set; null: none. */
  player: Nullable(Type.Integer()),
  /** What the operator set for this player; null: none. */
  operator: Nullable(Type.Integer()),
  /** The one in force: the stricter of the two. */
  effective: Nullable(Type.Integer()),
  /** Used in the current period (money limits; deposits count open and completed orders); null for the session limit. */
  used: Nullable(Type.Integer()),
  /** When the current period ends (money limits). */
  periodEndsAt: Nullable(Type.String()),
  pending: Nullable(PendingLimitChange),
});
export type LimitView = Static<typeof LimitView>;

export const BlockView = Type.Object({
  kind: enumOf<BlockKind>(['cool_off', 'self_exclusion']),
  duration: enumOf([...COOL_OFF_DURATIONS, ...SELF_EXCLUSION_DURATIONS]),
  startsAt: Type.String(),
  endsAt: Type.String(),
  /** From when a self-exclusion may be revoked (its first 6 months cannot be); null: never (a cool-off runs its course). */
  revocableFrom: Nullable(Type.String()),
  /** A revocation asked for, confirmable 24 hours after. */
  revocation: Nullable(Type.Object({ requestedAt: Type.String(), confirmableAt: Type.String() })),
});
export type BlockView = Static<typeof BlockView>;

/** GET …/protection: everything the protection screens show. */
export const ProtectionState = Type.Object({
  limits: Type.Array(LimitView),
  realityCheckMinutes: Type.Integer(),
  block: Nullable(BlockView),
  serverTime: Type.String(),
});
export type ProtectionState = Static<typeof ProtectionState>;

/** The answer to a limit change: in force now, waiting for confirmation, or nothing to change. */
export const SetLimitResult = Type.Object({
  outcome: enumOf(['applied', 'pending', 'unchanged'] as const),
  state: ProtectionState,
});
export type SetLimitResult = Static<typeof SetLimitResult>;

export const RealityCheckBody = Type.Object(
  { minutes: Type.Unsafe<number>({ type: 'integer', enum: [...REALITY_CHECK_CHOICES] }) },
  { additionalProperties: false },
);
export type RealityCheckBody = Static<typeof RealityCheckBody>;

export const CoolOffBody = Type.Object({ duration: enumOf(COOL_OFF_DURATIONS) }, { additionalProperties: false });
export type CoolOffBody = Static<typeof CoolOffBody>;

/** `acknowledged` says the player confirmed the irreversible part in the client. */
export const SelfExclusionBody = Type.Object(
  { duration: enumOf(SELF_EXCLUSION_DURATIONS), acknowledged: Type.Literal(true) },
  { additionalProperties: false },
);
export type SelfExclusionBody = Static<typeof SelfExclusionBody>;

/** GET …/playSession: the play session of this sign-in (from its first game launch), for the reality check. */
export const PlaySession = Type.Object({
  startedAt: Nullable(Type.String()),
  serverTime: Type.String(),
  /** Wins and refunds less stakes since the start, centavos (negative: lost). */
  netResult: Type.Integer(),
  realityCheckMinutes: Type.Integer(),
  sessionLimitMinutes: Nullable(Type.Integer()),
  endsAt: Nullable(Type.String()),
  ended: Type.Boolean(),
});
export type PlaySession = Static<typeof PlaySession>;

// The operator's side (/ops/…, `npm run ops`).

export const OpsMemberParams = Type.Object({ username: Type.String({ pattern: '^[A-Za-z0-9_]{3,64}$' }) }, { additionalProperties: false });

/** An operator's limit for one player: in force at once either way (it is the operator's own decision), recorded with a reason. */
export const OpsLimitBody = Type.Union([
  Type.Object(
    {
      kind: enumOf(MONEY_LIMIT_KINDS),
      period: enumOf(MONEY_LIMIT_PERIODS),
      amount: MoneyAmount,
      reason: Type.String({ minLength: 3, maxLength: 200 }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      kind: Type.Literal('session'),
      period: Type.Literal('session'),
      amount: SessionMinutes,
      reason: Type.String({ minLength: 3, maxLength: 200 }),
    },
    { additionalProperties: false },
  ),
]);
export type OpsLimitBody = Static<typeof OpsLimitBody>;

export const OpsProtection = Type.Object({ username: Type.String(), protection: ProtectionState });
export type OpsProtection = Static<typeof OpsProtection>;

/** An entry of the restricted-persons list (the national database's stand-in): only its keyed hash is kept, never the value. */
export const OpsRestrictedBody = Type.Object(
  {
    kind: enumOf(IDENTITY_KINDS),
    value: Type.String({ minLength: 3, maxLength: 120 }),
    reason: Type.String({ minLength: 3, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type OpsRestrictedBody = Static<typeof OpsRestrictedBody>;

export const OpsUnrestrictBody = Type.Object(
  { kind: enumOf(IDENTITY_KINDS), value: Type.String({ minLength: 3, maxLength: 120 }) },
  { additionalProperties: false },
);
export type OpsUnrestrictBody = Static<typeof OpsUnrestrictBody>;

export const OpsRestrictedEntry = Type.Object({
  restrictedId: Type.Integer(),
  kind: enumOf(IDENTITY_KINDS),
  source: enumOf(['operator', 'self_exclusion'] as const),
  reason: Nullable(Type.String()),
  addedBy: Type.String(),
  createdAt: Type.String(),
  expiresAt: Nullable(Type.String()),
});
export type OpsRestrictedEntry = Static<typeof OpsRestrictedEntry>;

export const OpsRestrictedList = Type.Object({ list: Type.Array(OpsRestrictedEntry) });
export type OpsRestrictedList = Static<typeof OpsRestrictedList>;

export const OpsUnrestrictResult = Type.Object({ kind: enumOf(IDENTITY_KINDS), removed: Type.Integer() });
export type OpsUnrestrictResult = Static<typeof OpsUnrestrictResult>;
