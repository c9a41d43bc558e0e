import { Type, type Static, type TSchema } from 'typebox';
import { COOL_OFF_DURATIONS, MONEY_LIMIT_KINDS, MONEY_LIMIT_PERIODS, ProtectionState, SELF_EXCLUSION_DURATIONS } from './protection';
import { MONEY_LIMIT_MAX, MONEY_LIMIT_MIN, SESSION_LIMIT_MAX, SESSION_LIMIT_MIN } from './protection-constants';
import { QUEUE_REASON_MIN } from './queues';
import { TX_CODES, type TxCode } from './wallet';

/**
 * The console's player view (issue 15) under /ops/api/players/…: find a player, see their
 * profile, balances, limits and exclusions, live sessions, ledger statement, rounds, deposits and
 * withdrawals; tighten their protection, end their sessions, adjust their balance (above
 * ADJUSTMENT_APPROVAL_THRESHOLD with a second staff member's approval); and the audit trail of a
 * player or a case (/ops/api/audit). Money in integer centavos. Lists page by an opaque cursor.
 */

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const literalEnum = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

/**
 * A manual adjustment of more than this many centavos either way (₱10,000) waits for a second
 * staff member's approval (players.adjustApprove), who can never be the one who asked for it.
 */
export const ADJUSTMENT_APPROVAL_THRESHOLD = 1_000_000;
/** The most one adjustment may move either way (₱1,000,000). */
export const ADJUSTMENT_MAX = 100_000_000;
/** A reason is at least this many characters once its spaces are tidied (as the queues' reasons). */
export const PLAYERS_REASON_MIN = QUEUE_REASON_MIN;

export const PLAYERS_PAGE_DEFAULT = 25;
export const PLAYERS_PAGE_MAX = 100;

const REASON = Type.String({ minLength: 1, maxLength: 200 });
const PAGING = {
  cursor: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,400}$', description: 'nextCursor of the page before' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PLAYERS_PAGE_MAX })),
};
const Page = <T extends TSchema>(row: T) => Type.Object({ list: Type.Array(row), nextCursor: nullable(Type.String()) });

export const PlayerParams = Type.Object({ username: Type.String({ pattern: '^[A-Za-z0-9_]{3,64}$' }) }, { additionalProperties: false });
export type PlayerParams = Static<typeof PlayerParams>;

/** A cursor-paged list of one player (ledger, deposits, withdrawals). */
export const PlayerPageQuery = Type.Object(PAGING, { additionalProperties: false });
export type PlayerPageQuery = Static<typeof PlayerPageQuery>;

// --- Search -----------------------------------------------------------------------------------

/** GET /ops/api/players?q=: the start of a username (any case), or of a mobile number (digits, with or without +63 or 0). */
export const PlayerSearchQuery = Type.Object(
  { q: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_+ -]+$' }), ...PAGING },
  { additionalProperties: false },
);
export type PlayerSearchQuery = Static<typeof PlayerSearchQuery>;

export const MEMBER_KYC_STATUSES = ['unverified', 'pending', 'on_hold', 'verified', 'rejected'] as const;
export type MemberKycStatus = (typeof MEMBER_KYC_STATUSES)[number];

export const PlayerSearchRow = Type.Object({
  username: Type.String(),
  /** Masked: the country code, the first three and the last four digits. */
  mobile: nullable(Type.String()),
  status: literalEnum(['active', 'disabled'] as const),
  kycStatus: literalEnum(MEMBER_KYC_STATUSES),
  trial: Type.Boolean(),
  registeredAt: Type.String(),
});
export type PlayerSearchRow = Static<typeof PlayerSearchRow>;
export const PlayerSearchPage = Page(PlayerSearchRow);
export type PlayerSearchPage = Static<typeof PlayerSearchPage>;

// --- The player view --------------------------------------------------------------------------

/** Who the player is, as much as staff need: no secrets; the mobile and email masked, the ID number not at all. */
export const PlayerProfile = Type.Object({
  username: Type.String(),
  nickname: nullable(Type.String()),
  status: literalEnum(['active', 'disabled'] as const),
  trial: Type.Boolean(),
  agent: Type.Boolean(),
  mobile: nullable(Type.String()),
  email: nullable(Type.String()),
  emailVerified: Type.Boolean(),
  /** The messenger contacts the player gave at registration (facebook, whatsapp, line), masked. */
  messengers: Type.Record(Type.String(), Type.String()),
  birthday: nullable(Type.String({ description: 'YYYY-MM-DD' })),
  /** The name identity verification confirmed (payouts go to it). */
  realName: nullable(Type.String()),
  kycStatus: literalEnum(MEMBER_KYC_STATUSES),
  kycValidUntil: nullable(Type.String()),
  paymentPasswordSet: Type.Boolean(),
  registeredAt: Type.String(),
  lastLoginAt: nullable(Type.String()),
});
export type PlayerProfile = Static<typeof PlayerProfile>;

/** One ledger account of the player (one per currency) and what its balance holds. */
export const PlayerBalance = Type.Object({
  accountId: Type.Integer(),
  currency: Type.String(),
  balance: Type.Integer(),
  /** Bonus not yet released by its turnover (part of the balance), and what open withdrawals hold (outside it). */
  lockedBonus: Type.Integer(),
  turnoverLeft: Type.Integer(),
  held: Type.Integer(),
});
export type PlayerBalance = Static<typeof PlayerBalance>;

export const PlayerSession = Type.Object({
  sessionId: Type.Integer(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  ip: nullable(Type.String()),
  device: nullable(Type.String()),
});
export type PlayerSession = Static<typeof PlayerSession>;

/** GET /ops/api/players/:username */
export const PlayerView = Type.Object({
  profile: PlayerProfile,
  balances: Type.Array(PlayerBalance),
  protection: ProtectionState,
  sessions: Type.Array(PlayerSession),
});
export type PlayerView = Static<typeof PlayerView>;

/** One line of the player's ledger statement: signed centavos (+ in), the balance after, and what moved it. */
export const PlayerLedgerRow = Type.Object({
  transferId: Type.Integer(),
  kind: Type.Unsafe<TxCode>({ type: 'string', enum: [...TX_CODES] }),
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  currency: Type.String(),
  /** The other side's account code (system:gateway:PHP …). */
  counterparty: Type.String(),
  /** The deposit (D…), withdrawal (W…) or adjustment (A…) it belongs to, when it does. */
  reference: nullable(Type.String()),
  time: Type.String(),
});
export type PlayerLedgerRow = Static<typeof PlayerLedgerRow>;
export const PlayerLedgerPage = Page(PlayerLedgerRow);
export type PlayerLedgerPage = Static<typeof PlayerLedgerPage>;

// --- Protection and sessions ------------------------------------------------------------------

const limitValue = (minimum: number, maximum: number) => Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum, maximum });

/**
 * POST /ops/api/players/:username/limits (players.limits): staff only ever tighten. A money or
 * session limit set lower than the operator's limit in force (or a first one); or a break (cool-off
 * or exclusion) from now, longer than any running. A higher limit, a removal (null) or a shorter
 * break is refused with LIMIT_LOOSENING_REFUSED. The reason is required and audited.
 */
export const PlayerLimitBody = Type.Union([
  Type.Object(
    {
      kind: literalEnum(MONEY_LIMIT_KINDS),
      period: literalEnum(MONEY_LIMIT_PERIODS),
      amount: limitValue(MONEY_LIMIT_MIN, MONEY_LIMIT_MAX),
      reason: REASON,
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      kind: Type.Literal('session'),
      period: Type.Literal('session'),
      amount: limitValue(SESSION_LIMIT_MIN, SESSION_LIMIT_MAX),
      reason: REASON,
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { kind: Type.Literal('exclusion'), duration: literalEnum([...COOL_OFF_DURATIONS, ...SELF_EXCLUSION_DURATIONS]), reason: REASON },
    { additionalProperties: false },
  ),
]);
export type PlayerLimitBody = Static<typeof PlayerLimitBody>;

/** applied: in force now; unchanged: it already was (a repeat). */
export const PlayerLimitResult = Type.Object({ outcome: literalEnum(['applied', 'unchanged'] as const), protection: ProtectionState });
export type PlayerLimitResult = Static<typeof PlayerLimitResult>;

/** DELETE /ops/api/players/:username/sessions (players.sessions): every live session, or the one named; the reason is audited. */
export const EndSessionsBody = Type.Object(
  { reason: REASON, sessionId: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })) },
  { additionalProperties: false },
);
export type EndSessionsBody = Static<typeof EndSessionsBody>;
export const SessionsEndedResult = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
export type SessionsEndedResult = Static<typeof SessionsEndedResult>;

/**
 * POST /ops/api/players/:username/password (players.password): a password for a player who lost
 * theirs, told them by support once they proved who they are. It logs in until expiresAt
 * (ONE_TIME_PASSWORD_HOURS: the player is told it on the phone, and uses it then), and only to
 * choose a new one; the player's sessions end and their devices lose their trust.
 */
export const ONE_TIME_PASSWORD_HOURS = 24;
export const PasswordResetBody = Type.Object({ reason: REASON }, { additionalProperties: false });
export type PasswordResetBody = Static<typeof PasswordResetBody>;
export const PasswordResetResult = Type.Object({ temporaryPassword: Type.String(), expiresAt: Type.String({ format: 'date-time' }) });
export type PasswordResetResult = Static<typeof PasswordResetResult>;

// --- Adjustments ------------------------------------------------------------------------------

/**
 * POST /ops/api/players/:username/adjustments (players.adjust): signed centavos (+ credits the
 * player, − debits them; a debit never takes the balance below zero), the reason, and a key the
 * console makes once per form: the same key answers the same adjustment and moves money once.
 */
export const AdjustmentBody = Type.Object(
  {
    amountCentavos: Type.Integer({ minimum: -ADJUSTMENT_MAX, maximum: ADJUSTMENT_MAX, not: { const: 0 } }),
    reason: REASON,
    idempotencyKey: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }),
  },
  { additionalProperties: false },
);
export type AdjustmentBody = Static<typeof AdjustmentBody>;

export const ADJUSTMENT_STATES = ['pending', 'applied', 'rejected'] as const;
export type AdjustmentState = (typeof ADJUSTMENT_STATES)[number];

export const Adjustment = Type.Object({
  adjustmentId: Type.String({ description: 'A…' }),
  username: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  reason: Type.String(),
  state: literalEnum(ADJUSTMENT_STATES),
  needsApproval: Type.Boolean(),
  requestedBy: Type.String(),
  requestedAt: Type.String(),
  decidedBy: nullable(Type.String()),
  decidedAt: nullable(Type.String()),
  decisionReason: nullable(Type.String()),
  transferId: nullable(Type.Integer()),
});
export type Adjustment = Static<typeof Adjustment>;

export const AdjustmentParams = Type.Object({ adjustmentId: Type.String({ pattern: '^A[0-9]{1,18}$' }) }, { additionalProperties: false });
export type AdjustmentParams = Static<typeof AdjustmentParams>;

/** GET /ops/api/adjustments (players.adjustApprove): pending ones oldest first (the default), decided ones newest first. */
export const AdjustmentListQuery = Type.Object(
  { state: Type.Optional(literalEnum(ADJUSTMENT_STATES)), ...PAGING },
  { additionalProperties: false },
);
export type AdjustmentListQuery = Static<typeof AdjustmentListQuery>;
export const AdjustmentPage = Page(Adjustment);
export type AdjustmentPage = Static<typeof AdjustmentPage>;

/** POST /ops/api/adjustments/:adjustmentId/approve | reject: by another staff member than the requester, always with a reason. */
export const AdjustmentDecisionBody = Type.Object({ reason: REASON }, { additionalProperties: false });
export type AdjustmentDecisionBody = Static<typeof AdjustmentDecisionBody>;

// --- The audit trail --------------------------------------------------------------------------

export const AUDIT_CASE_KINDS = ['deposit', 'withdrawal', 'kyc', 'adjustment'] as const;
export type AuditCaseKind = (typeof AUDIT_CASE_KINDS)[number];

/** GET /ops/api/audit (audit.view): exactly one of `player` (a username) or `case` (deposit:D12, withdrawal:W3, kyc:K7, adjustment:A5). */
export const AuditTrailQuery = Type.Object(
  {
    player: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{3,64}$' })),
    case: Type.Optional(Type.String({ pattern: '^(deposit:D|withdrawal:W|kyc:K|adjustment:A)[0-9]{1,18}$' })),
    ...PAGING,
  },
  { additionalProperties: false },
);
export type AuditTrailQuery = Static<typeof AuditTrailQuery>;

/**
 * verified: the entry's link in the hash chain, from the entry before it and to the entry after
 * it, recomputes; broken: it does not (the entry or a neighbour was changed); unsealed: not given
 * its place in the chain yet (the sealer runs every minute).
 */
export const AUDIT_CHAIN_STATES = ['verified', 'broken', 'unsealed'] as const;
export type AuditChainState = (typeof AUDIT_CHAIN_STATES)[number];

export const AuditTrailEntry = Type.Object({
  entryId: Type.Integer(),
  seq: nullable(Type.Integer()),
  at: Type.String(),
  kind: Type.String(),
  /** staff, player, operator, vendor or system. */
  actorKind: Type.String(),
  /** The staff member's or operator's name, the player's username; null for the system. */
  actorName: nullable(Type.String()),
  /** The ids and amounts the entry records, as written. */
  data: Type.Record(Type.String(), Type.Unknown()),
  /** The reason given, when the audit log holds its hash and the text kept beside it still matches it. */
  reason: nullable(Type.String()),
  chain: literalEnum(AUDIT_CHAIN_STATES),
});
export type AuditTrailEntry = Static<typeof AuditTrailEntry>;
export const AuditTrailPage = Page(AuditTrailEntry);
export type AuditTrailPage = Static<typeof AuditTrailPage>;
