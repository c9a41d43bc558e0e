import { Type, type Static, type TSchema } from 'typebox';
import { DEPOSIT_FLOWS, DEPOSIT_STATUSES, DepositIdParams, type DepositFlow, type DepositStatus } from './deposit';
import { KYC_BIRTHDAY_PATTERN, OpsKycImageParams, OpsKycSubmissionParams } from './kyc';
import { PAYOUT_KINDS, WITHDRAWAL_STATUSES, WithdrawalIdParams, type PayoutKind, type WithdrawalStatus } from './withdrawal';

/**
 * The console's work queues (issue 15): deposits, withdrawals and KYC cases under
 * /ops/api/queues/…, for staff signed in to the console (contracts/staff.ts), each route guarded
 * by its own permission. A queue lists by default what waits for staff (its open states), the
 * longest waiting first; it pages by a cursor (keyset), never by page number, so every page costs
 * the same however long the queue. Amounts in centavos.
 */

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const literalEnum = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

/** What waits for staff in each queue: the states counted, and listed when no state is asked for. */
export const DEPOSIT_QUEUE_OPEN = ['pending', 'reviewing'] as const satisfies readonly DepositStatus[];
export const WITHDRAWAL_QUEUE_OPEN = ['pending', 'on_hold', 'waiting_kyc'] as const satisfies readonly WithdrawalStatus[];
export const KYC_QUEUE_STATES = ['pending', 'on_hold', 'approved', 'rejected'] as const;
export type KycQueueState = (typeof KYC_QUEUE_STATES)[number];
export const KYC_QUEUE_OPEN = ['pending', 'on_hold'] as const satisfies readonly KycQueueState[];

/**
 * waiting: the longest waiting first (oldest first); created: by when it was made (newest first
 * unless `direction` says asc); amount: largest first unless asc. KYC cases have no amount.
 */
export const QUEUE_SORTS = ['waiting', 'created', 'amount'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];
export const KYC_QUEUE_SORTS = ['waiting', 'created'] as const;
export const QUEUE_DIRECTIONS = ['asc', 'desc'] as const;
export type QueueDirection = (typeof QUEUE_DIRECTIONS)[number];

export const QUEUE_PAGE_DEFAULT = 50;
export const QUEUE_PAGE_MAX = 100;

/**
 * An approval of this many centavos (₱50,000) or more needs a reason too, as every rejection and
 * hold does: large money moves are the ones an auditor asks about. The same amount from which a
 * withdrawal is put on hold for review when asked (server/modules/withdrawal/service.ts REVIEW_FROM).
 */
export const APPROVAL_REASON_THRESHOLD = 5_000_000;
/** A reason is at least this many characters once its spaces are tidied. */
export const QUEUE_REASON_MIN = 5;

const CENTAVOS = Type.Integer({ minimum: 0, maximum: 9_007_199_254_740_991 });
const PAGING = {
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  cursor: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,400}$', description: 'nextCursor of the page before' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: QUEUE_PAGE_MAX })),
  direction: Type.Optional(literalEnum(QUEUE_DIRECTIONS)),
};
const MONEY_FILTERS = {
  minAmount: Type.Optional(CENTAVOS),
  maxAmount: Type.Optional(CENTAVOS),
  sort: Type.Optional(literalEnum(QUEUE_SORTS)),
};

/** GET /ops/api/queues/deposits: channel is the bank or wallet code (GCASH, BDO…). */
export const DepositQueueQuery = Type.Object(
  {
    state: Type.Optional(literalEnum(DEPOSIT_STATUSES)),
    flow: Type.Optional(literalEnum(DEPOSIT_FLOWS)),
    channel: Type.Optional(Type.String({ pattern: '^[A-Z0-9_]{2,20}$' })),
    ...MONEY_FILTERS,
    ...PAGING,
  },
  { additionalProperties: false },
);
export type DepositQueueQuery = Static<typeof DepositQueueQuery>;

/** GET /ops/api/queues/withdrawals: channel is the payout account's bank or wallet code, kind bank or e-wallet. */
export const WithdrawalQueueQuery = Type.Object(
  {
    state: Type.Optional(literalEnum(WITHDRAWAL_STATUSES)),
    channel: Type.Optional(Type.String({ pattern: '^[A-Z0-9_]{2,20}$' })),
    kind: Type.Optional(literalEnum(PAYOUT_KINDS)),
    ...MONEY_FILTERS,
    ...PAGING,
  },
  { additionalProperties: false },
);
export type WithdrawalQueueQuery = Static<typeof WithdrawalQueueQuery>;

/** GET /ops/api/queues/kyc */
export const KycQueueQuery = Type.Object(
  { state: Type.Optional(literalEnum(KYC_QUEUE_STATES)), sort: Type.Optional(literalEnum(KYC_QUEUE_SORTS)), ...PAGING },
  { additionalProperties: false },
);
export type KycQueueQuery = Static<typeof KycQueueQuery>;

const WAITING = {
  createdAt: Type.String(),
  /** Seconds since it was made (a KYC case: since it was submitted), at the time of the answer. */
  waitingSeconds: Type.Integer(),
};

export const DepositQueueRow = Type.Object({
  depositId: Type.String(),
  username: Type.String(),
  state: literalEnum(DEPOSIT_STATUSES),
  flow: literalEnum<DepositFlow>(DEPOSIT_FLOWS),
  channelName: Type.String(),
  bankCode: Type.String(),
  amount: Type.Integer(),
  bonusAmount: Type.Integer(),
  reference: Type.String(),
  transferReference: nullable(Type.String()),
  receiptUploaded: Type.Boolean(),
  /** A provider's payment still pending after 15 minutes: the provider's truth is asked by the reconciliation, not decided by hand. */
  stuck: Type.Boolean(),
  ...WAITING,
});
export type DepositQueueRow = Static<typeof DepositQueueRow>;

export const WithdrawalQueueRow = Type.Object({
  withdrawalId: Type.String(),
  username: Type.String(),
  state: literalEnum(WITHDRAWAL_STATUSES),
  amount: Type.Integer(),
  reference: Type.String(),
  bankCode: Type.String(),
  accountKind: literalEnum<PayoutKind>(PAYOUT_KINDS),
  accountName: Type.String(),
  ...WAITING,
});
export type WithdrawalQueueRow = Static<typeof WithdrawalQueueRow>;

export const KycQueueRow = Type.Object({
  submissionId: Type.String(),
  username: Type.String(),
  state: literalEnum(KYC_QUEUE_STATES),
  attempt: Type.Integer(),
  payeeName: Type.String(),
  provider: nullable(Type.String()),
  ...WAITING,
});
export type KycQueueRow = Static<typeof KycQueueRow>;

/** A page of a queue: nextCursor is null on the last page. No total: the counts say how much waits. */
const QueuePage = <T extends TSchema>(row: T) => Type.Object({ list: Type.Array(row), nextCursor: nullable(Type.String()) });
export const DepositQueuePage = QueuePage(DepositQueueRow);
export type DepositQueuePage = Static<typeof DepositQueuePage>;
export const WithdrawalQueuePage = QueuePage(WithdrawalQueueRow);
export type WithdrawalQueuePage = Static<typeof WithdrawalQueuePage>;
export const KycQueuePage = QueuePage(KycQueueRow);
export type KycQueuePage = Static<typeof KycQueuePage>;

/** GET /ops/api/queues/<queue>/counts: each open state's count and how long its oldest has waited. */
export const QueueCounts = Type.Array(
  Type.Object({ state: Type.String(), count: Type.Integer(), oldestWaitingSeconds: nullable(Type.Integer()) }),
);
export type QueueCounts = Static<typeof QueueCounts>;

const REASON = Type.String({ minLength: 1, maxLength: 200 });

/** Reject and hold: the reason is required (a rejection's is the one the player reads). */
export const QueueReasonBody = Type.Object({ reason: REASON }, { additionalProperties: false });
export type QueueReasonBody = Static<typeof QueueReasonBody>;
/** Approve: a reason only above APPROVAL_REASON_THRESHOLD. */
export const QueueApproveBody = Type.Object({ reason: Type.Optional(REASON) }, { additionalProperties: false });
export type QueueApproveBody = Static<typeof QueueApproveBody>;

/** KYC approve: validUntil is the ID's expiry (YYYY-MM-DD), after which the approval expires. */
export const KycQueueApproveBody = Type.Object(
  { validUntil: Type.Optional(Type.String({ pattern: KYC_BIRTHDAY_PATTERN, maxLength: 10 })) },
  { additionalProperties: false },
);
export type KycQueueApproveBody = Static<typeof KycQueueApproveBody>;
/** KYC reject: the reason the player reads, and whether they may send again (RETRY) or not (FINAL) — always said. */
export const KycQueueRejectBody = Type.Object({ reason: REASON, canResubmit: Type.Boolean() }, { additionalProperties: false });
export type KycQueueRejectBody = Static<typeof KycQueueRejectBody>;

export const QueueDepositParams = DepositIdParams;
export const QueueWithdrawalParams = WithdrawalIdParams;
export const QueueKycParams = OpsKycSubmissionParams;
export const QueueKycDocumentParams = OpsKycImageParams;
